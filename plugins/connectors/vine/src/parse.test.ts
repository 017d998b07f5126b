import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { memoryArchive } from '@chorus/connector-kit';
import { SourceError, type ArchiveParsed, type Source } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { hashtagOptionsSchema, userOptionsSchema } from './feed-types.ts';
import { vineConnector } from './index.ts';
import { countVine, parseVine } from './parse.ts';
import type { VineItem } from './wire.ts';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '__fixtures__', name), 'utf8');
const upload = (text: string, name = 'vines.json') => memoryArchive({ [name]: text }, 'file');

const userSource = {
  id: '3',
  wallId: '1',
  network: 'vine',
  feedType: 'user',
  options: { username: 'loopmaker' },
} as unknown as Source;
const tagSource = { ...userSource, feedType: 'hashtag', options: { hashtag: 'magic' } } as Source;

async function all(text: string, source: Source): Promise<ArchiveParsed<VineItem>[]> {
  const parsed: ArchiveParsed<VineItem>[] = [];
  for await (const entry of parseVine(upload(text), source)) parsed.push(entry);
  return parsed;
}

describe('the Vine archive parser', () => {
  it('counts the posts and yields the good ones, skipping the malformed', async () => {
    const text = fixture('archive.json');
    await expect(countVine(upload(text))).resolves.toBe(6);
    const parsed = await all(text, userSource);
    expect(parsed.map((entry) => (entry.ok ? entry.item.record.postIdStr : entry.where))).toEqual([
      '1170281862736125952',
      '1170281862736125953',
      'post 3',
      'post 4',
      'post 5',
      '1170281862736125956',
    ]);
    const reasons = parsed.flatMap((entry) => (entry.ok ? [] : [entry.reason]));
    expect(reasons[0]).toMatch(/^created:/);
    expect(reasons[2]).toBe('created: not a time (yesterday)');
  });

  it('normalizes a post: exact id, UTC time, counts, text, its video with the poster, and the permalink as its link', async () => {
    const [first, second] = await all(fixture('archive.json'), userSource);
    if (!first?.ok || !second?.ok) throw new Error('the first posts are missing');
    const post = vineConnector().archive.toPost(first.item, userSource, []);
    expect(post).toEqual({
      externalId: '1170281862736125952',
      network: 'vine',
      author: {
        name: 'loopmaker',
        username: 'loopmaker',
        picture: 'https://v.cdn.vine.co/r/avatars/AB12.jpg',
      },
      title: '',
      description: '<p>Magic trick gone right #magic #sixseconds</p>',
      url: 'https://vine.co/v/Ob5t1IZq1Xp',
      // The thumbnail is the poster the media job re-hosts; the file is the video's original.
      media: [
        {
          kind: 'video',
          url: 'https://v.cdn.vine.co/r/videos/AB12/1420914127000.mp4.jpg?versionId=abc',
          width: null,
          height: null,
          alt: 'Magic trick gone right #magic #sixseconds',
          originalUrl: 'https://v.cdn.vine.co/r/videos/AB12/1420914127000.mp4?versionId=abc',
          embedUrl: null,
        },
      ],
      createdAt: Date.UTC(2015, 0, 10, 18, 22, 7) / 1000,
      likes: 1204,
      comments: 33,
      raw: expect.objectContaining({ loops: 551203 }) as unknown,
    });
    // No permalink and no thumbnail (no picture to show the video by): the video address is
    // kept as the link, since nothing else is left.
    const next = vineConnector().archive.toPost(second.item, userSource, []);
    expect(next.media).toEqual([]);
    expect(next.url).toBe('https://v.cdn.vine.co/r/videos/CD34/1423904400000.mp4');
    expect(next.description).toBe('<p>Valentine &lt;3 &amp; friends</p>');
    expect([next.likes, next.comments]).toEqual([12, 1]);
  });

  it('keeps a thumbnail without a video as a picture, and drops addresses that are not http', () => {
    const item = (record: Record<string, unknown>) => ({
      index: 0,
      record: { postIdStr: '9', created: '2014-05-01T10:00:00.000000', ...record },
    });
    const toPost = (record: Record<string, unknown>) =>
      vineConnector().archive.toPost(item(record), userSource, []);
    expect(toPost({ thumbnailUrl: 'https://v.cdn.vine.co/t/9.jpg' }).media).toEqual([
      {
        kind: 'image',
        url: 'https://v.cdn.vine.co/t/9.jpg',
        width: null,
        height: null,
        alt: '',
        originalUrl: null,
        embedUrl: null,
      },
    ]);
    const local = toPost({
      thumbnailUrl: 'javascript:alert(1)',
      videoUrl: 'file:///etc/passwd',
      avatarUrl: 'data:image/png;base64,AA',
    });
    expect(local.media).toEqual([]);
    expect(local.url).toBeNull();
    expect(local.author.picture).toBeUndefined();
  });

  it("reads the API's envelope, where the id is a number too large for JSON", async () => {
    const text = fixture('api-envelope.json');
    await expect(countVine(upload(text))).resolves.toBe(1);
    const [only] = await all(text, userSource);
    if (!only?.ok) throw new Error('the post is missing');
    const post = vineConnector().archive.toPost(only.item, userSource, []);
    // The number lost its last digits in JSON: the permalink's code is the exact id.
    expect(post.externalId).toBe('bJqWrOHjMmU');
    expect(post.author.name).toBe('breakfaster');
    expect(post.createdAt).toBe(Date.UTC(2013, 0, 2, 16, 12, 23) / 1000);
  });

  it('reads {"records": [...]} and one post alone', async () => {
    const record = { postIdStr: '7', created: '2014-05-01T10:00:00.000000', description: 'hi' };
    await expect(countVine(upload(JSON.stringify({ records: [record] })))).resolves.toBe(1);
    await expect(countVine(upload(JSON.stringify(record)))).resolves.toBe(1);
  });

  it('keeps only the tagged posts for a hashtag source', async () => {
    const parsed = await all(fixture('archive.json'), tagSource);
    expect(parsed.flatMap((entry) => (entry.ok ? [entry.item.record.postIdStr] : []))).toEqual([
      '1170281862736125952',
      '1170281862736125956',
    ]);
  });

  it('refuses a file that is not a Vine archive with a clear message', async () => {
    await expect(countVine(upload('{"hello": "world"}'))).rejects.toThrow(/holds no Vine posts/);
    await expect(countVine(upload('[]'))).rejects.toThrow(SourceError);
    await expect(countVine(upload('not json {'))).rejects.toThrow(/is not JSON/);
  });

  it('suggests the usernames of archives it has read (2 characters, 6 names)', async () => {
    await all(fixture('archive.json'), userSource);
    await all(fixture('api-envelope.json'), userSource);
    const connector = vineConnector();
    expect(connector.feedTypes['user']?.suggestions).toEqual({
      username: { minChars: 2, maxItems: 6 },
    });
    const suggest = connector.suggest;
    if (!suggest) throw new Error('no suggest');
    const names = await suggest({ query: 'lo', limit: 6 } as Parameters<typeof suggest>[0]);
    expect(names).toEqual([{ value: 'loopmaker' }]);
    const more = await suggest({ query: 'ea', limit: 6 } as Parameters<typeof suggest>[0]);
    expect(more).toEqual([{ value: 'breakfaster' }]);
  });
});

describe('the Vine feed types', () => {
  it("refuse an empty username and hashtag with the spec's messages", () => {
    expect(userOptionsSchema.safeParse({ username: ' ' }).error?.issues[0]?.message).toBe(
      'Please enter a vine username.',
    );
    expect(userOptionsSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please enter a vine username.',
    );
    expect(hashtagOptionsSchema.safeParse({ hashtag: '#' }).error?.issues[0]?.message).toBe(
      'Please enter a vine hashtag.',
    );
    expect(hashtagOptionsSchema.parse({ hashtag: '#magic' })).toEqual({ hashtag: 'magic' });
    expect(userOptionsSchema.parse({ username: '@loopmaker' })).toEqual({ username: 'loopmaker' });
  });
});
