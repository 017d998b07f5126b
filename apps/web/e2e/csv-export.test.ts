/**
 * The CSV export in Chromium (issue 23): the owner opens a wall's "More" menu by keyboard,
 * chooses Export Posts to CSV, generates the file of a 2,000-post wall while the dialog shows
 * its progress (posts written of the total, polled), downloads it and reads its rows; the
 * dialog has no serious or critical axe violation at 1280×900 and 390×844.
 */
import { readFileSync } from 'node:fs';
import type { RunningServer } from '@chorus/server';
import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvColumns } from '../../server/src/exports/csv-file.ts';
import { parseCsv } from '../../server/src/exports/testing-csv.ts';
import {
  launchChromium,
  seriousAxeViolations,
  setupTimeout,
  signUpOwner,
  startTestServer,
  watchOwnerPage,
} from './browser.ts';

const waitLong = { timeout: 60_000 };
const owner = { username: 'csv-owner', email: 'csv-owner@example.test', password: 'secret-pass' };
const wallName = 'csv-wall';
const postCount = 2000;
const wide = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

describe('CSV export from the dashboard', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    server = await startTestServer('csv-export');
    browser = await launchChromium();
    ({ context } = await signUpOwner(server, browser, owner, wallName));
    const { db } = server.database;
    const wall = await db
      .selectFrom('walls')
      .select('id')
      .where('user_name', '=', wallName)
      .executeTakeFirstOrThrow();
    await sql`
      insert into posts (wall_id, network, external_id, author, description, url, media, created_at, likes, state)
      select ${wall.id}, 'custom', 'csv-' || n,
        jsonb_build_object('name', 'Author ' || n, 'username', 'author' || n),
        '<p>Post number ' || n || '</p>',
        'https://example.test/posts/' || n,
        jsonb_build_array(jsonb_build_object('kind', 'image', 'url', 'https://example.test/' || n || '.jpg')),
        1700000000 + n, n % 7,
        case when n % 10 = 0 then 'pending' else 'approved' end
      from generate_series(1, ${postCount}) as n
    `.execute(db);
    // Pages of 100 posts with a pause after each: the dialog has time to show the progress.
    server.app.csvExports.pageSize = 100;
    server.app.csvExports.pageDelayMs = 300;
    page = await context.newPage();
    await page.setViewportSize(wide);
    problems = watchOwnerPage(page);
  }, setupTimeout);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('exports by keyboard from the row menu, shows the progress, and downloads the rows', async () => {
    await page.goto(`${server.address}/admin`, { waitUntil: 'networkidle' });
    const row = page.locator(`tr[data-wall="${wallName}"]`);
    await expect.poll(() => row.count(), waitLong).toBe(1);

    // The menu button, by keyboard: focus, Enter opens the menu on its first entry.
    const more = row.getByRole('button', { name: `More actions for Wall ${wallName}` });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `More actions for Wall ${wallName}` });
    await expect.poll(() => menu.count(), waitLong).toBe(1);
    const entry = menu.getByRole('menuitem', { name: 'Export Posts to CSV' });
    await expect
      .poll(() => entry.evaluate((element) => element === document.activeElement), waitLong)
      .toBe(true);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', {
      name: `Export the posts of Wall ${wallName} to CSV`,
    });
    await expect.poll(() => dialog.count(), waitLong).toBe(1);
    const generate = dialog.getByRole('button', { name: 'Generate', exact: true });
    await expect.poll(() => generate.count(), waitLong).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await generate.focus();
    await page.keyboard.press('Enter');
    // The progress: a labelled progress bar, posts written of the total, moving.
    const bar = dialog.getByRole('progressbar');
    await expect.poll(() => bar.count(), waitLong).toBe(1);
    expect(await bar.getAttribute('max')).toBe(String(postCount));
    const seen = new Set<number>();
    await expect
      .poll(async () => {
        const value = Number((await bar.getAttribute('value').catch(() => null)) ?? 0);
        seen.add(value);
        return [...seen].some((written) => written > 0 && written < postCount);
      }, waitLong)
      .toBe(true);
    const label = await dialog.locator('.csv-export__progress').textContent();
    expect(label).toMatch(new RegExp(`^\\d+ of ${postCount} posts written$`));
    await page.setViewportSize(phone);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(wide);

    // Done: the download link gives the file, an attachment, with every post in a row.
    const download = dialog.getByRole('link', { name: 'Download the CSV file' });
    await expect.poll(() => download.count(), waitLong).toBe(1);
    expect(await dialog.getByRole('status').first().textContent()).toBe(
      `Your file is ready: ${postCount.toLocaleString('en')} posts.`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^${wallName}-posts-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const text = readFileSync(await file.path(), 'utf8');
    const [header, ...rows] = parseCsv(text.replace(/^\ufeff/, ''));
    expect(header).toEqual([...csvColumns]);
    expect(rows).toHaveLength(postCount);
    const column = (name: (typeof csvColumns)[number]) => csvColumns.indexOf(name);
    const tenth = rows.find((cells) => cells[column('author_handle')] === 'author10')!;
    expect(tenth[column('text')]).toBe('Post number 10');
    expect(tenth[column('state')]).toBe('pending');
    expect(tenth[column('media_urls')]).toBe('https://example.test/10.jpg');
    expect(tenth[column('posted_at')]).toBe(new Date((1_700_000_000 + 10) * 1000).toISOString());
    expect(rows.filter((cells) => cells[column('state')] === 'approved')).toHaveLength(1800);

    // Escape closes the dialog; opened again, it shows the finished export straight away.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), waitLong).toBe(0);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => entry.count(), waitLong).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => download.count(), waitLong).toBe(1);
    expect(problems).toEqual([]);
  });
});
