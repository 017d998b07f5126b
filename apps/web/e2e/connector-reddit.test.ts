/**
 * The Reddit connector in Chromium: the edit panel draws its connect dialog from the feed
 * types' schemas, shows the spec's message for a subreddit name Reddit cannot have, connects a
 * subreddit served by a fake Reddit on loopback (the operator's app from the environment), and
 * the wall shows its posts — a self post's text and a link post — but no NSFW or removed post.
 */
import { redditMessages } from '@chorus/connector-reddit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectSourceConnected } from './browser.ts';
import { openConnectDialog } from './connect-dialog.ts';
import { startConnectorWall, type ConnectorWall } from './connector-wall.ts';

// chorus.config.ts reads the operator's Reddit app from the environment when it is imported.
vi.hoisted(() => {
  process.env['CHORUS_REDDIT_CLIENT_ID'] = 'e2e-client';
  process.env['CHORUS_REDDIT_CLIENT_SECRET'] = 'e2e-secret';
});

const waitLong = { timeout: 30_000 };
const owner = { username: 'rd-owner', email: 'rd-owner@example.test', password: 'secret-pass' };
const wall = 'rd-wall';

const postOf = (id: string, fields: Record<string, unknown>) => ({
  kind: 't3',
  data: {
    name: `t3_${id}`,
    id,
    title: `Post ${id}`,
    author: 'ada_l',
    permalink: `/r/socialwalls/comments/${id}/post/`,
    created_utc: 1764021600,
    is_self: true,
    over_18: false,
    removed_by_category: null,
    selftext: '',
    ...fields,
  },
});
const newPosts = {
  kind: 'Listing',
  data: {
    after: null,
    before: null,
    children: [
      postOf('e1', {
        title: 'Our wall at the meetup',
        selftext: 'Big screen',
        selftext_html:
          '&lt;div class="md"&gt;&lt;p&gt;Chorus on the big screen&lt;/p&gt;&lt;/div&gt;',
      }),
      postOf('e2', {
        title: 'Photo of the stage',
        is_self: false,
        url: 'https://example.org/stage',
        created_utc: 1764018000,
      }),
      postOf('e3', { title: 'Not for the office', over_18: true }),
      postOf('e4', { title: 'Removed by a moderator', removed_by_category: 'moderator' }),
    ],
  },
};

describe('the Reddit connector in the edit panel', () => {
  let started: ConnectorWall | undefined;

  beforeAll(async () => {
    started = await startConnectorWall({
      name: 'reddit',
      routes: [
        {
          method: 'POST',
          path: '/api/v1/access_token',
          respond: { body: { access_token: 'e2e-token', token_type: 'bearer', expires_in: 3600 } },
        },
        { path: '/r/socialwalls/new', respond: { body: newPosts } },
      ],
      baseUrlVariables: ['CHORUS_BASE_URL_REDDIT_API', 'CHORUS_BASE_URL_REDDIT_AUTH'],
      owner,
      wall,
    });
  });

  afterAll(async () => {
    await started?.stop();
  });

  it('connects a subreddit from its schema and shows its posts on the wall', async () => {
    const { network, server, context } = started!;
    const { page, problems, panel, dialog } = await openConnectDialog(
      context,
      server,
      wall,
      'Reddit',
    );
    for (const title of ['Subreddit', 'User', 'Search in a subreddit']) {
      expect(await dialog.getByRole('radio', { name: title, exact: true }).count()).toBe(1);
    }
    const subreddit = dialog.getByRole('textbox', { name: 'Subreddit' });
    await subreddit.fill('no');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    const fieldMessage = dialog.locator('[data-field="subreddit"] .schema-field__error');
    await expect
      .poll(() => fieldMessage.textContent(), waitLong)
      .toBe(redditMessages.invalidSubreddit);

    await subreddit.fill('r/socialwalls');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);

    const source = panel.locator('li.source-item');
    await expect.poll(() => source.count(), waitLong).toBe(1);
    expect(await source.locator('.source-item__label').textContent()).toBe('r/socialwalls');
    expect(await source.locator('.source-item__type').textContent()).toBe('Reddit · Subreddit');
    await expectSourceConnected(page, source);

    const frame = page.frameLocator(`iframe[title="Wall ${wall}"]`);
    await expect.poll(() => frame.getByText('Chorus on the big screen').count(), waitLong).toBe(1);
    const link = frame.getByRole('link', { name: 'https://example.org/stage' });
    await expect.poll(() => link.count(), waitLong).toBe(1);
    expect(await frame.getByText('Not for the office').count()).toBe(0);
    expect(await frame.getByText('Removed by a moderator').count()).toBe(0);
    expect(network.requests.find((request) => request.path === '/r/socialwalls/new')).toBeDefined();
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await page.close();
  });
});
