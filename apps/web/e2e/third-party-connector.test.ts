/**
 * The done-when test of open network identity, in Chromium: a connector whose id appears
 * nowhere in core, from a package not named `@chorus/*` (@acme/chorus-connector-pigeon),
 * installed with plugin options beside the installed plugins. The edit panel lists its network,
 * draws its connect form from its feed type's schema (title, hint, the connector's message),
 * connects a loft served by a fake network on loopback, lists the source and shows its posts,
 * signed by the option the connector was given, in the wall beside the panel.
 */
import { pigeonConnector } from '@acme/chorus-connector-pigeon';
import { PluginHost } from '@chorus/core/host';
import type { RunningServer } from '@chorus/server';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import chorusConfig from '../../../chorus.config.ts';
import { expectSourceConnected, open } from './browser.ts';
import { startConnectorWall, type ConnectorWall } from './connector-wall.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'loft-owner', email: 'loft-owner@example.test', password: 'secret-pass' };
const wall = 'loft-wall';

describe('a third-party connector in the edit panel', () => {
  let started: ConnectorWall;
  let server: RunningServer;
  let context: BrowserContext;

  beforeAll(async () => {
    started = await startConnectorWall({
      name: 'pigeon',
      routes: [
        {
          path: '/lofts/north/notes',
          respond: {
            body: {
              notes: [{ id: 'n1', text: 'Message by wing', sender: 'Ada', sentAt: 1_764_000_000 }],
              next: null,
            },
          },
        },
      ],
      baseUrlVariables: ['CHORUS_BASE_URL_PIGEON_API'],
      owner,
      wall,
      plugins: () => new PluginHost([...chorusConfig.plugins, pigeonConnector({ keeper: 'Cy' })]),
    });
    ({ server, context } = started);
  });

  afterAll(async () => {
    await started?.stop();
  });

  it('draws its connect form from its schema, connects a loft and shows its posts', async () => {
    const { page, problems } = await open(context, `${server.address}/${wall}/edit/content`);
    const panel = page.getByRole('complementary', { name: 'Edit panel' });
    const pigeon = panel
      .getByRole('list', { name: 'Networks' })
      .getByRole('button', { name: 'Pigeon post' });
    await expect.poll(() => pigeon.count(), waitLong).toBe(1);
    await pigeon.click();
    const dialog = page.getByRole('dialog', { name: 'Connect Pigeon post' });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    const loft = dialog.getByLabel('Loft name');
    expect(await dialog.getByText('As painted above the loft door.').count()).toBe(1);

    // The connector's own message, from its schema, under the field.
    await dialog.getByRole('button', { name: 'Connect' }).click();
    const fieldMessage = dialog.locator('[data-field="loft"] .schema-field__error');
    await expect.poll(() => fieldMessage.textContent(), waitLong).toBe('Please enter a loft.');

    await loft.fill('north');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);

    const source = panel.locator('li.source-item');
    await expect.poll(() => source.count(), waitLong).toBe(1);
    expect(await source.locator('.source-item__label').textContent()).toBe('north');
    expect(await source.locator('.source-item__type').textContent()).toBe('Pigeon post · Loft');
    await expectSourceConnected(page, source);

    const frame = page.frameLocator(`iframe[title="Wall ${wall}"]`);
    await expect.poll(() => frame.getByText('Message by wing — Cy').count(), waitLong).toBe(1);
    // The refused connect is logged by the browser as a failed (400) load; nothing else.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await page.close();
  });
});
