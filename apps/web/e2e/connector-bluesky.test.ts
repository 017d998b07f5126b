/**
 * The Bluesky connector in Chromium: the edit panel draws its connect dialog from the feed
 * types' schemas, shows the connector's message for a handle that is not one, connects an
 * account served by a fake AppView on loopback, and the wall shows its posts — a repost as the
 * original author's post, its hashtag facet as a link after an emoji, and no reply.
 */
import { blueskyMessages } from '@chorus/connector-bluesky';
import type { RunningServer } from '@chorus/server';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSourceConnected } from './browser.ts';
import { openConnectDialog } from './connect-dialog.ts';
import { startConnectorWall, type ConnectorWall } from './connector-wall.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'sky-owner', email: 'sky-owner@example.test', password: 'secret-pass' };
const wall = 'sky-wall';
const text = '🦋 Live at #chorus';
const tagStart = new TextEncoder().encode('🦋 Live at ').length;

const postOf = (handle: string, rkey: string, record: Record<string, unknown>) => ({
  uri: `at://did:plc:${rkey}/app.bsky.feed.post/${rkey}`,
  cid: `bafy${rkey}`,
  author: { did: `did:plc:${rkey}`, handle, displayName: handle.split('.')[0] },
  record: { $type: 'app.bsky.feed.post', createdAt: '2026-11-20T10:00:00.000Z', ...record },
  indexedAt: '2026-11-20T10:00:01.000Z',
});
const authorFeed = {
  feed: [
    {
      post: postOf('alice.bsky.social', 'a1', {
        text,
        facets: [
          {
            index: { byteStart: tagStart, byteEnd: tagStart + 7 },
            features: [{ $type: 'app.bsky.richtext.facet#tag', tag: 'chorus' }],
          },
        ],
      }),
    },
    {
      post: postOf('carol.example.com', 'c1', { text: 'Reposted by Alice' }),
      reason: {
        $type: 'app.bsky.feed.defs#reasonRepost',
        by: { did: 'did:plc:a1', handle: 'alice.bsky.social' },
        indexedAt: '2026-11-20T11:00:00.000Z',
      },
    },
    {
      post: postOf('alice.bsky.social', 'a2', {
        text: 'A reply nobody asked for',
        reply: { root: { uri: 'at://x/app.bsky.feed.post/r', cid: 'r' } },
      }),
    },
  ],
};

describe('the Bluesky connector in the edit panel', () => {
  let started: ConnectorWall;
  let server: RunningServer;
  let context: BrowserContext;

  beforeAll(async () => {
    started = await startConnectorWall({
      name: 'bluesky',
      routes: [{ path: '/xrpc/app.bsky.feed.getAuthorFeed', respond: { body: authorFeed } }],
      baseUrlVariables: ['CHORUS_BASE_URL_BLUESKY_APPVIEW', 'CHORUS_BASE_URL_BLUESKY_PDS'],
      owner,
      wall,
    });
    ({ server, context } = started);
  });

  afterAll(async () => {
    await started?.stop();
  });

  it('connects an account from its schema and shows its posts on the wall', async () => {
    const { page, problems, panel, dialog } = await openConnectDialog(
      context,
      server,
      wall,
      'Bluesky',
    );
    // Every feed type of the connector, drawn from its schemas.
    for (const title of ['Account', 'Hashtag or keywords', 'Custom feed', 'List']) {
      expect(await dialog.getByRole('radio', { name: title }).count()).toBe(1);
    }
    const handle = dialog.getByLabel('Handle');
    expect(await dialog.getByLabel('Include replies').isChecked()).toBe(false);

    await handle.fill('not a handle');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    const fieldMessage = dialog.locator('[data-field="actor"] .schema-field__error');
    await expect
      .poll(() => fieldMessage.textContent(), waitLong)
      .toBe(blueskyMessages.invalidActor);

    await handle.fill('alice.bsky.social');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);

    const source = panel.locator('li.source-item');
    await expect.poll(() => source.count(), waitLong).toBe(1);
    expect(await source.locator('.source-item__label').textContent()).toBe('@alice.bsky.social');
    expect(await source.locator('.source-item__type').textContent()).toBe('Bluesky · Account');
    await expectSourceConnected(page, source);

    const frame = page.frameLocator(`iframe[title="Wall ${wall}"]`);
    await expect.poll(() => frame.getByText('Reposted by Alice').count(), waitLong).toBe(1);
    const tag = frame.getByRole('link', { name: '#chorus' });
    await expect.poll(() => tag.count(), waitLong).toBe(1);
    expect(await tag.getAttribute('href')).toBe('https://bsky.app/hashtag/chorus');
    expect(await frame.getByText('A reply nobody asked for').count()).toBe(0);
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await page.close();
  });
});
