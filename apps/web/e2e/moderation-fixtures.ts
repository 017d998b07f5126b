/** The setup of the moderation browser tests: an owner on a plan with private posts. */
import type { RunningServer } from '@chorus/server';
import type { Browser } from 'playwright-core';
import { signUpOwner, upgrade, type SignedUpOwner } from './browser.ts';
import { addSources } from './wall-fixtures.ts';

/**
 * Signs up `account` with the wall `wallName` on the premium plan (private posts, white-label
 * moderation) and one hand-written source, so `addDemoPost(server, post, wallName)` works.
 */
export async function moderatedWall(
  server: RunningServer,
  browser: Browser,
  account: { readonly username: string; readonly email: string; readonly password: string },
  wallName: string,
): Promise<SignedUpOwner> {
  const owner = await signUpOwner(server, browser, account, wallName);
  await upgrade(server, account.username, 'premium');
  const wall = await server.database.db
    .selectFrom('walls')
    .select('id')
    .where('user_name', '=', wallName)
    .executeTakeFirstOrThrow();
  await addSources(server, wall.id, [{ network: 'custom', label: 'Hand', crawled: true }]);
  return owner;
}
