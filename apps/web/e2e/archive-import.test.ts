/**
 * Google+ and Vine archives in Chromium: the connect dialog of an archive connector draws a
 * file field beside its schema's fields, shows the spec's field messages, uploads a Google
 * Takeout zip and a Vine archive's JSON, shows the import's progress bar (role=progressbar,
 * posts done of the total) until it ends, and the wall shows the imported posts, the Google+
 * pictures from the zip served by Chorus.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningServer } from '@chorus/server';
import type { BrowserContext, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeZip, type ZipEntry } from '../../server/src/archives/testing-zip.ts';
import { seriousAxeViolations } from './browser.ts';
import { openConnectDialog } from './connect-dialog.ts';
import { startConnectorWall, type ConnectorWall } from './connector-wall.ts';

const waitLong = { timeout: 30_000 };
const owner = { username: 'arc-owner', email: 'arc-owner@example.test', password: 'secret-pass' };
const wall = 'arc-wall';
const repo = path.resolve(import.meta.dirname, '../../..');
const takeoutDir = path.join(repo, 'plugins/connectors/googleplus/src/__fixtures__/takeout');
const vineJson = path.join(repo, 'plugins/connectors/vine/src/__fixtures__/archive.json');

/** The fixture Takeout export, zipped into a temporary file. */
function takeoutZip(directory: string): string {
  const entries: ZipEntry[] = [];
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(takeoutDir, relative))) {
      const inner = relative ? `${relative}/${name}` : name;
      if (statSync(path.join(takeoutDir, inner)).isDirectory()) walk(inner);
      else entries.push({ name: inner, data: readFileSync(path.join(takeoutDir, inner)) });
    }
  };
  walk('');
  const file = path.join(directory, 'takeout-20190301.zip');
  writeFileSync(file, writeZip(entries));
  return file;
}

/** Waits for the import's bar to reach its end, checking it is a labelled progress bar. */
async function watchProgress(dialog: Locator, total: number): Promise<void> {
  const bar = dialog.getByRole('progressbar', { name: 'Importing the archive' });
  await expect.poll(() => bar.count(), waitLong).toBe(1);
  expect(await bar.getAttribute('aria-valuemin')).toBe('0');
  await expect.poll(() => bar.getAttribute('aria-valuenow'), waitLong).toBe(String(total));
  expect(await bar.getAttribute('aria-valuemax')).toBe(String(total));
}

describe('Google+ and Vine archives in the connect dialog', () => {
  let started: ConnectorWall;
  let server: RunningServer;
  let context: BrowserContext;
  let directory: string;

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'arc-e2e-'));
    // No network is read: the posts come from the uploaded files.
    started = await startConnectorWall({
      name: 'archives',
      routes: [],
      baseUrlVariables: [],
      owner,
      wall,
    });
    ({ server, context } = started);
  });

  afterAll(async () => {
    await started?.stop();
  });

  it('uploads a Google+ Takeout zip, shows its progress, and the wall shows its posts', async () => {
    const { page, problems, panel, dialog } = await openConnectDialog(
      context,
      server,
      wall,
      'Google+',
    );
    const file = dialog.getByLabel('Archive file');
    expect(await file.getAttribute('type')).toBe('file');
    expect(await file.getAttribute('accept')).toContain('.zip');

    // The file is asked for, then the spec's message for the name.
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(() => dialog.locator('.archive-field .schema-field__error').textContent(), waitLong)
      .toBe('Choose the archive file to upload.');
    const zip = takeoutZip(directory);
    await file.setInputFiles(zip);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(
        () => dialog.locator('[data-field="username"] .schema-field__error').textContent(),
        waitLong,
      )
      .toBe('Please enter a google plus username.');
    await dialog.getByRole('textbox', { name: 'Google+ name' }).fill('Ada Example');

    // A file of the wrong kind is refused with the reason; no source is left behind.
    const wrong = path.join(directory, 'notes.json');
    writeFileSync(wrong, '[]');
    await file.setInputFiles(wrong);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(() => dialog.locator('.archive-field .schema-field__error').textContent(), waitLong)
      .toMatch(/^This file is not one this source reads/);

    await file.setInputFiles(zip);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await watchProgress(dialog, 6);
    await expect
      .poll(() => dialog.getByRole('status').textContent(), waitLong)
      .toBe('Import finished: 5 imported, 1 skipped.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The finished dialog is left by keyboard.
    const done = dialog.getByRole('button', { name: 'Done' });
    await done.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count(), waitLong).toBe(0);

    const source = panel.locator('li.source-item');
    await expect.poll(() => source.count(), waitLong).toBe(1);
    // The card tells what the import did, and takes the archive again: nothing is added twice.
    await expect
      .poll(() => source.locator('.archive-source > p').textContent(), waitLong)
      .toBe('takeout-20190301.zip: Import finished: 5 imported, 1 skipped.');
    await source.getByText('Upload the archive again').click();
    await source.getByLabel('Archive file').setInputFiles(zip);
    await source.getByRole('button', { name: 'Upload' }).click();
    await expect
      .poll(() => source.locator('.archive-source > p').textContent(), waitLong)
      .toBe('takeout-20190301.zip: Import finished: 0 imported, 5 already there, 1 skipped.');
    const frame = page.frameLocator(`iframe[title="Wall ${wall}"]`);
    await expect
      .poll(() => frame.getByText('Cake day at the office!').count(), waitLong)
      .toBeGreaterThan(0);
    // The picture came out of the zip: served by Chorus, never from Google.
    const card = frame
      .locator('article.chorus-card')
      .filter({ hasText: 'Cake day at the office!' });
    await expect
      .poll(() => card.locator('img[src*="/media/"]').count(), waitLong)
      .toBeGreaterThan(0);
    expect(await frame.locator('img[src*="googleusercontent"]').count()).toBe(0);
    expect(problems.filter((problem) => !/status of 4(00|15)/.test(problem))).toEqual([]);
    await page.close();
  });

  it("uploads a Vine archive's JSON after the spec's messages, and the wall shows its vines", async () => {
    const { page, problems, panel, dialog } = await openConnectDialog(
      context,
      server,
      wall,
      'Vine',
    );
    const file = dialog.getByLabel('Archive file');
    await dialog.getByRole('radio', { name: 'Vine hashtag' }).check();
    await file.setInputFiles(vineJson);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(
        () => dialog.locator('[data-field="hashtag"] .schema-field__error').textContent(),
        waitLong,
      )
      .toBe('Please enter a vine hashtag.');
    await dialog.getByRole('radio', { name: 'Vine archive' }).check();
    // Choosing the same file again keeps the dialog open (the picker's own `cancel`).
    await file.setInputFiles(vineJson);
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(
        () => dialog.locator('[data-field="username"] .schema-field__error').textContent(),
        waitLong,
      )
      .toBe('Please enter a vine username.');
    await dialog.getByRole('combobox', { name: 'Vine username' }).fill('loopmaker');
    await file.setInputFiles(vineJson);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await watchProgress(dialog, 6);
    await expect
      .poll(() => dialog.getByRole('status').textContent(), waitLong)
      .toBe('Import finished: 3 imported, 3 skipped.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    await expect.poll(() => panel.locator('li.source-item').count(), waitLong).toBe(2);
    const frame = page.frameLocator(`iframe[title="Wall ${wall}"]`);
    await expect
      .poll(() => frame.getByText('Magic trick gone right').count(), waitLong)
      .toBeGreaterThan(0);
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await page.close();
  });
});
