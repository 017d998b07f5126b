/**
 * Who may sign up: anyone on an open instance; on an invite-only one, whoever holds an unused
 * invite link — and the very first account, which becomes the administrator.
 */
import { messages } from '@chorus/core';
import type { Kysely } from 'kysely';
import { httpError } from '../../auth/http-error.ts';
import { readInstanceSettings, takeInvite } from '../../db/repositories/instance.ts';
import type { Database } from '../../db/schema.ts';

async function hasAdministrator(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('is_admin', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Admits a sign-up or throws 403 with the reason. Returns the invite token it used (to record
 * or give back), or null when none was needed.
 */
export async function admitSignup(
  db: Kysely<Database>,
  invite: string | undefined,
): Promise<string | null> {
  const { signup } = await readInstanceSettings(db);
  if (signup === 'open' || !(await hasAdministrator(db))) {
    // On an open instance an invite is welcome but not needed: take it if it is good.
    return invite !== undefined && (await takeInvite(db, invite)) ? invite : null;
  }
  if (invite === undefined) throw httpError(403, messages.signupInviteOnly);
  if (!(await takeInvite(db, invite))) throw httpError(403, messages.signupInviteUsed);
  return invite;
}
