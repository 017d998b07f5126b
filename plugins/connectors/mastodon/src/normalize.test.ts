import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nameEmojisOf, normalizeMastodonItem, withCustomEmoji } from './normalize.ts';
import { mastodonPageSchema } from './wire.ts';

const read = (name: string) =>
  mastodonPageSchema.parse(
    JSON.parse(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8')),
  );
const [doors, keynote] = read('tag-page.json');
const [, boost] = read('account-statuses.json');

describe('normalizeMastodonItem', () => {
  it('keeps the author, the text with its links, the picture with its size and alt, the time and the permalink', () => {
    const post = normalizeMastodonItem(doors!);
    expect(post).toMatchObject({
      externalId: 'https://social.example/users/ada/statuses/113',
      network: 'mastodon',
      author: {
        name: 'Ada :chorus_wave:',
        username: 'ada',
        link: 'https://social.example/@ada',
        picture: 'https://social.example/system/accounts/avatars/109/original/a.png',
      },
      url: 'https://social.example/@ada/113',
      createdAt: Date.parse('2025-06-01T12:00:00.000Z') / 1000,
      likes: 5,
      comments: 2,
      media: [
        {
          kind: 'image',
          url: 'https://social.example/system/media_attachments/files/7001/original/stage.jpg',
          width: 1200,
          height: 800,
          alt: 'The stage before the talk',
        },
      ],
    });
    expect(post.description).toContain(
      '<a href="https://chorus.example/talk" rel="noopener noreferrer nofollow" target="_blank">chorus.example/talk</a>',
    );
    expect(post).not.toHaveProperty('contentWarning');
    expect(post).not.toHaveProperty('sensitive');
  });

  it('draws custom emoji as their still pictures with the shortcode as alt text', () => {
    const post = normalizeMastodonItem(doors!);
    expect(post.description).toContain(
      '<img src="https://social.example/emoji/wave_static.png" alt=":chorus_wave:" width="20" height="20" />',
    );
    // The author's name stays plain text and names the emoji it uses, by their stills.
    expect(post.author.name).toBe('Ada :chorus_wave:');
    expect(post.author.nameEmojis).toEqual([
      { shortcode: 'chorus_wave', url: 'https://social.example/emoji/wave_static.png' },
    ]);
  });

  it('names only the emoji a display name uses, once each, with plain shortcodes and http(s) stills', () => {
    const account = {
      ...doors!.account,
      display_name: 'Ada :ok: :ok: :bad: :unknown: :x" onerror="y:',
      emojis: [
        { shortcode: 'ok', url: 'https://social.example/emoji/ok.gif' },
        { shortcode: 'unused', url: 'https://social.example/emoji/unused.png' },
        { shortcode: 'bad', url: 'javascript:alert(1)' },
        { shortcode: 'x" onerror="y', url: 'https://social.example/emoji/x.png' },
      ],
    };
    expect(nameEmojisOf(account.display_name, account.emojis)).toEqual([
      { shortcode: 'ok', url: 'https://social.example/emoji/ok.gif' },
    ]);
    const plain = normalizeMastodonItem({ ...doors!, account: { ...account, emojis: [] } });
    expect(plain.author).not.toHaveProperty('nameEmojis');
  });

  it('draws only known emoji with http(s) addresses, never markup from a shortcode or address', () => {
    const emojis = [
      { shortcode: 'ok', url: 'https://social.example/emoji/ok.png?a=1&b="2"' },
      { shortcode: 'bad', url: 'javascript:alert(1)' },
      { shortcode: 'x" onerror="alert(1)', url: 'https://social.example/emoji/x.png' },
    ];
    const html = withCustomEmoji(
      '<p>:ok: :bad: :unknown: <a href="https://a.example/:ok:">:ok:</a></p>',
      emojis,
    );
    const post = normalizeMastodonItem({ ...doors!, content: html, emojis: [] });
    expect(post.description).toBe(
      '<p><img src="https://social.example/emoji/ok.png?a=1&amp;b=%222%22" alt=":ok:" width="20" height="20" /> :bad: :unknown: ' +
        '<a href="https://a.example/:ok:" rel="noopener noreferrer nofollow" target="_blank"><img src="https://social.example/emoji/ok.png?a=1&amp;b=%222%22" alt=":ok:" width="20" height="20" /></a></p>',
    );
    expect(post.description).not.toContain('onerror');
    expect(post.description).not.toContain('javascript');
  });

  it('keeps the content warning and marks sensitive media, a video by its still', () => {
    expect(normalizeMastodonItem(keynote!)).toMatchObject({
      contentWarning: 'Keynote spoilers',
      sensitive: true,
      media: [
        {
          kind: 'video',
          url: 'https://other.example/system/media_attachments/files/7002/small/clip.png',
          width: 1920,
          height: 1080,
          alt: '',
        },
      ],
    });
  });

  it('shows a boost as the boosted post by its own author', () => {
    const post = normalizeMastodonItem(boost!);
    expect(post).toEqual(normalizeMastodonItem(keynote!));
    expect(post.author.name).toBe('Grace');
  });
});
