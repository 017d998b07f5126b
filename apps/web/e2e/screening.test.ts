/**
 * Screening rules in Chromium: the owner fills the rules form of the moderate section (drawn
 * from the schema), saves it with "screen the pending posts again", and the private tab shows
 * the rejected post gone and why each held post is held; the trash says what the rule did even
 * after a moderator moved the post; the form passes axe and works by keyboard.
 */
import { type RunningServer } from '@chorus/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  seriousAxeViolations,
  startTestServer,
  type SignedUpOwner,
} from './browser.ts';
import { moderatedWall } from './moderation-fixtures.ts';
import { addDemoPost, demoWall } from './wall-fixtures.ts';

const waitLong = { timeout: 30_000 };
const account = { username: 'screener', email: 'screener@example.org', password: 'secret-pass' };
const wallName = 'screened';

describe('screening rules in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: SignedUpOwner;

  beforeAll(async () => {
    server = await startTestServer('screening');
    browser = await launchChromium();
    owner = await moderatedWall(server, browser, account, wallName);
  });

  afterAll(async () => {
    await owner?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('saves rules from the form and screens the pending posts again', async () => {
    expect((await demoWall(server, wallName)).sourceId).toBeGreaterThan(0);
    for (const title of ['Big spoiler tonight', 'Lovely evening #Live', 'Lovely evening, no tag']) {
      await addDemoPost(server, { title, state: 'pending' }, wallName);
    }
    const page = await owner.context.newPage();
    await page.goto(`${server.address}/${wallName}/edit/moderate/private`, { waitUntil: 'load' });
    const item = (title: string) => page.locator('li.moderation-post', { hasText: title });
    await expect.poll(() => item('Lovely evening, no tag').count(), waitLong).toBe(1);

    // By keyboard: the summary opens the form.
    const summary = page.getByText('Screening rules', { exact: true });
    await summary.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Screening rules' });
    // Typed key by key, as an owner does: the comma and the space after it stay in the field.
    await form.getByLabel('Blocked words and phrases').pressSequentially('spoiler, buy now');
    expect(await form.getByLabel('Blocked words and phrases').inputValue()).toBe(
      'spoiler, buy now',
    );
    await form.getByLabel('Only posts carrying').fill('#live');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save rules' }).click();

    await expect
      .poll(
        () =>
          page.locator('.owner-alert', { hasText: 'screened again and 1 of them moved' }).count(),
        waitLong,
      )
      .toBeGreaterThan(0);
    await expect.poll(() => item('Big spoiler tonight').count(), waitLong).toBe(0);
    await expect
      .poll(() => item('Lovely evening, no tag').locator('.moderation-held').innerText(), waitLong)
      .toBe('Held by the Hashtag moderation rule: Carries none of #live.');
    expect(await item('Lovely evening #Live').locator('.moderation-held').count()).toBe(0);
    await expect
      .poll(() => page.locator('.moderation-counters').innerText(), waitLong)
      .toBe('Pending 2 · Held by rules 1 · Approved today 0 · In the trash 1');

    // The saved rules come back when the screen opens again.
    await page.reload({ waitUntil: 'load' });
    await page.getByText('Screening rules', { exact: true }).click();
    await expect
      .poll(() => page.getByLabel('Blocked words and phrases').inputValue(), waitLong)
      .toBe('spoiler, buy now');
    await page.close();
  });

  it('shows which rule decided a held, a rejected and an auto-approved post, and why', async () => {
    const page = await owner.context.newPage();
    await page.goto(`${server.address}/${wallName}/edit/moderate/private`, { waitUntil: 'load' });
    const item = (title: string) => page.locator('li.moderation-post', { hasText: title });
    await expect.poll(() => item('Lovely evening #Live').count(), waitLong).toBe(1);

    // The crowd's regular (the demo posts' author) skips the queue from now on.
    await page.getByText('Screening rules', { exact: true }).click();
    const form = page.getByRole('form', { name: 'Screening rules' });
    await form.getByLabel('Allowed authors').fill('tester');
    await form.getByRole('button', { name: 'Save rules' }).click();
    await expect.poll(() => item('Lovely evening #Live').count(), waitLong).toBe(0);
    // Still held: a filtering rule catches it before the allowed author counts.
    expect(await item('Lovely evening, no tag').locator('.moderation-held').innerText()).toBe(
      'Held by the Hashtag moderation rule: Carries none of #live.',
    );

    // A moderator rejects the held post to the trash: the rule held it, a person rejected it.
    await item('Lovely evening, no tag')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => item('Lovely evening, no tag').count(), waitLong).toBe(0);

    // The trash says which rule rejected a post, and which held one a moderator rejected.
    await page.locator('details.moderation-trash > summary').click();
    const inTrash = (title: string) =>
      page
        .getByRole('list', { name: 'Posts in the trash' })
        .getByRole('listitem')
        .filter({ hasText: title });
    await expect
      .poll(() => inTrash('Big spoiler tonight').locator('.moderation-held').innerText(), waitLong)
      .toBe('Rejected by the Blocked words rule: Contains the blocked word "spoiler".');
    await expect
      .poll(
        () => inTrash('Lovely evening, no tag').locator('.moderation-held').innerText(),
        waitLong,
      )
      .toBe(
        'Held by the Hashtag moderation rule: Carries none of #live. A moderator changed that.',
      );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The public tab says which rule approved a post no moderator saw.
    await page.goto(`${server.address}/${wallName}/edit/moderate`, { waitUntil: 'load' });
    await expect
      .poll(() => item('Lovely evening #Live').locator('.moderation-held').innerText(), waitLong)
      .toBe('Approved by the Allowed authors rule: Allowed author tester.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('moves a deleted post to the trash, restores it to the wall, and logs both', async () => {
    await addDemoPost(server, { title: 'Trashed and back' }, wallName);
    const page = await owner.context.newPage();
    await page.goto(`${server.address}/${wallName}/edit/moderate`, { waitUntil: 'load' });
    const item = page.locator('li.moderation-post', { hasText: 'Trashed and back' });
    await expect.poll(() => item.count(), waitLong).toBe(1);
    await item.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => item.count(), waitLong).toBe(0);

    await page.locator('details.moderation-trash > summary').click();
    const trashed = page.getByRole('list', { name: 'Posts in the trash' }).getByRole('listitem');
    await expect
      .poll(() => trashed.filter({ hasText: 'Trashed and back' }).count(), waitLong)
      .toBe(1);
    await page.locator('details.moderation-audit > summary').click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await trashed
      .filter({ hasText: 'Trashed and back' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect
      .poll(
        () => page.locator('.owner-alert', { hasText: 'Post restored to the wall.' }).count(),
        waitLong,
      )
      .toBeGreaterThan(0);
    await expect.poll(() => item.count(), waitLong).toBe(1);

    // The visitor's wall shows it again.
    const wall = await browser.newPage();
    await wall.goto(`${server.address}/${wallName}`, { waitUntil: 'load' });
    await expect
      .poll(
        () => wall.locator('article.chorus-card', { hasText: 'Trashed and back' }).count(),
        waitLong,
      )
      .toBe(1);
    await wall.close();

    await page.locator('details.moderation-audit').getByRole('button', { name: 'Refresh' }).click();
    const rows = page.locator('.moderation-audit__table tbody tr');
    await expect.poll(() => rows.first().innerText(), waitLong).toContain('restore');
    expect(await rows.nth(1).innerText()).toContain(`Owner ${account.username}\tdelete`);
    const csv = await page.getByRole('link', { name: 'Export the log (CSV)' }).getAttribute('href');
    const exported = await page.evaluate(async (url) => (await fetch(url ?? '')).text(), csv);
    expect(exported.split('\n')[0]).toBe('time,actor_kind,actor,action,post_id,detail');
    await page.close();
  });
});
