import type { Migration } from 'kysely';
import * as accountsAndWalls from './2026-11-22T0000_accounts_and_walls.ts';
import * as posts from './2026-11-22T0001_posts.ts';
import * as ownerSide from './2026-11-22T0002_owner_side.ts';
import * as uniqueEmail from './2026-11-22T0003_unique_email.ts';
import * as oauthStates from './2026-11-23T0100_oauth_states.ts';

/**
 * Every migration, by name, in the order they run. A static list rather than a folder scan,
 * so migrations work the same under tsx, vitest and a bundler. Add new files at the end.
 */
export const migrations: Readonly<Record<string, Migration>> = Object.freeze({
  '2026-11-22T0000_accounts_and_walls': accountsAndWalls,
  '2026-11-22T0001_posts': posts,
  '2026-11-22T0002_owner_side': ownerSide,
  '2026-11-22T0003_unique_email': uniqueEmail,
  '2026-11-23T0100_oauth_states': oauthStates,
});
