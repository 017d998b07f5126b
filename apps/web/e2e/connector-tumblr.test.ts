/**
 * The Tumblr connector in Chromium: the edit panel draws its connect dialog from the feed types'
 * schemas, shows the spec's message for a blog that is no blog name, connects a blog typed as
 * its address (cut to its name, as the spec says) served by a fake Tumblr API on loopback with
 * the operator's key from the environment, and the wall shows its posts: formatted text with its
 * link, a picture with its alt text, and a reblog shown as the original by its author.
 */
import { tumblrMessages } from '@chorus/connector-tumblr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectSourceConnected } from './browser.ts';
import { openConnectDialog } from './connect-dialog.ts';
import { startConnectorWall, type ConnectorWall } from './connector-wall.ts';

// chorus.config.ts reads the operator's Tumblr key from the environment when it is imported.
vi.hoisted(() => {
  process.env['CHORUS_TUMBLR_API_KEY'] = 'e2e-tumblr-key';
});

const waitLong = { timeout: 30_000 };
const owner = { username: 'tb-owner', email: 'tb-owner@example.test', password: 'secret-pass' };
const wall = 'tb-wall';
const blog = (origin: string) => ({
  name: 'chorus-live',
  title: 'Chorus Live',
  url: 'https://chorus-live.tumblr.com/',
  avatar: [{ width: 64, height: 64, url: `${origin}/avatar/chorus-64.jpg` }],
});

/** A page of the blog's posts in NPF, its pictures served by the fake network too. */
const postsPage = (origin: string) => ({
  meta: { status: 200, msg: 'OK' },
  response: {
    blog: blog(origin),
    posts: [
      {
        id_string: '771000000000000101',
        blog_name: 'chorus-live',
        blog: { name: 'chorus-live', title: 'Chorus Live', url: 'https://chorus-live.tumblr.com/' },
        post_url: 'https://chorus-live.tumblr.com/post/771000000000000101/soundcheck',
        timestamp: 1764021600,
        state: 'published',
        tags: ['chorus'],
        note_count: 42,
        content: [
          {
            type: 'text',
            text: 'Soundcheck done. Doors at 8.',
            formatting: [
              { start: 0, end: 10, type: 'bold' },
              { start: 17, end: 28, type: 'link', url: 'https://chorus.example/tickets' },
            ],
          },
          {
            type: 'image',
            media: [
              { type: 'image/jpeg', url: `${origin}/media/stage.jpg`, width: 640, height: 427 },
            ],
            alt_text: 'The empty stage under blue lights',
          },
        ],
        trail: [],
      },
      {
        id_string: '771000000000000102',
        blog_name: 'chorus-live',
        blog: { name: 'chorus-live', url: 'https://chorus-live.tumblr.com/' },
        post_url: 'https://chorus-live.tumblr.com/post/771000000000000102',
        timestamp: 1764018000,
        state: 'published',
        tags: [],
        note_count: 3,
        content: [],
        trail: [
          {
            post: { id: '660000000000000109', timestamp: 1763900000 },
            blog: { name: 'ada-art', title: 'Ada draws', url: 'https://ada-art.tumblr.com/' },
            content: [{ type: 'text', text: 'Drew the band from the balcony' }],
          },
        ],
      },
      {
        id_string: '771000000000000103',
        blog_name: 'chorus-live',
        post_url: 'https://chorus-live.tumblr.com/post/771000000000000103',
        timestamp: 1764014400,
        state: 'private',
        tags: [],
        content: [{ type: 'text', text: 'A private note to self' }],
        trail: [],
      },
    ],
    total_posts: 3,
    _links: {},
  },
});

describe('the Tumblr connector in the edit panel', () => {
  let started: ConnectorWall | undefined;

  beforeAll(async () => {
    const picture = await sharp({
      create: { width: 640, height: 427, channels: 3, background: '#35465c' },
    })
      .jpeg()
      .toBuffer();
    const jpeg = { body: picture, headers: { 'content-type': 'image/jpeg' } };
    started = await startConnectorWall({
      name: 'tumblr',
      routes: [
        {
          path: '/v2/blog/chorus-live/posts',
          respond: () => ({
            body: postsPage(started!.network.baseUrl),
            headers: { 'content-type': 'application/json' },
          }),
        },
        { path: '/media/stage.jpg', respond: jpeg },
        { path: '/avatar/chorus-64.jpg', respond: jpeg },
        { path: '/v2/blog/ada-art/avatar/64', respond: jpeg },
      ],
      baseUrlVariables: ['CHORUS_BASE_URL_TUMBLR_API'],
      owner,
      wall,
    });
  });

  afterAll(async () => {
    await started?.stop();
  });

  it('connects a blog from its schema and shows its posts on the wall', async () => {
    const { network, server, context } = started!;
    const { page, problems, panel, dialog } = await openConnectDialog(
      context,
      server,
      wall,
      'Tumblr',
    );
    for (const title of ['Blog', 'Hashtag']) {
      expect(await dialog.getByRole('radio', { name: title, exact: true }).count()).toBe(1);
    }
    const blogField = dialog.getByRole('textbox', { name: 'Blog' });
    // Nothing is left once the protocol is stripped: the spec's message.
    await blogField.fill('https://');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    const fieldMessage = dialog.locator('[data-field="blog"] .schema-field__error');
    await expect.poll(() => fieldMessage.textContent(), waitLong).toBe(tumblrMessages.invalidBlog);

    await blogField.fill('https://www.chorus-live.tumblr.com/');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);

    const source = panel.locator('li.source-item');
    await expect.poll(() => source.count(), waitLong).toBe(1);
    expect(await source.locator('.source-item__label').textContent()).toBe('chorus-live');
    expect(await source.locator('.source-item__type').textContent()).toBe('Tumblr · Blog');
    await expectSourceConnected(page, source);

    const frame = page.frameLocator(`iframe[title="Wall ${wall}"]`);
    const card = frame.locator('article.chorus-card').filter({ hasText: 'Soundcheck' });
    await expect.poll(() => card.count(), waitLong).toBe(1);
    expect(await card.getByRole('link', { name: 'Doors at 8.' }).count()).toBe(1);
    await expect
      .poll(() => card.locator('img[alt="The empty stage under blue lights"]').count(), waitLong)
      .toBeGreaterThan(0);
    const reblog = frame
      .locator('article.chorus-card')
      .filter({ hasText: 'Drew the band from the balcony' });
    await expect.poll(() => reblog.count(), waitLong).toBe(1);
    expect(await reblog.textContent()).toContain('Ada draws');
    expect(await frame.getByText('A private note to self').count()).toBe(0);

    const call = network.requests.find((request) => request.path === '/v2/blog/chorus-live/posts');
    expect(call?.query.get('api_key')).toBe('e2e-tumblr-key');
    expect(call?.query.get('npf')).toBe('true');
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await page.close();
  });
});
