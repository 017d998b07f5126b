/**
 * `chorus admin create <email>` and `chorus admin promote <username or email>`: the operator's
 * way to name the instance's administrator from the machine it runs on (docs/operations.md).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password.ts';
import { findUserByEmail } from '../db/repositories/accounts.ts';
import { makeAdministrator } from '../db/repositories/admin.ts';
import { createUser, findUserByUsername } from '../db/repositories/users.ts';
import type { Database } from '../db/schema.ts';
import { emailSchema } from '../routes/account/schemas.ts';

/** What a command printed, and its exit code. */
export interface AdminOutcome {
  readonly code: number;
  readonly message: string;
}

export const adminUsage = `Usage: chorus admin create <email>
       chorus admin promote <username or email>`;

/** A free user name from an e-mail address's local part (letters, digits, _ and -). */
async function freeUsername(db: Kysely<Database>, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40) || 'admin';
  const padded = base.length >= 5 ? base : `${base}-admin`;
  for (let suffix = 0; ; suffix++) {
    const name = suffix === 0 ? padded : `${padded}${suffix}`;
    if (!(await findUserByUsername(db, name))) return name;
  }
}

async function create(db: Kysely<Database>, email: string): Promise<AdminOutcome> {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return { code: 64, message: parsed.error.issues[0]?.message ?? adminUsage };
  const existing = await findUserByEmail(db, parsed.data);
  if (existing) return promoteUser(db, existing.id, existing.username);
  const password = randomBytes(12).toString('base64url');
  const user = await createUser(db, {
    username: await freeUsername(db, parsed.data),
    email: parsed.data,
    passwordHash: await hashPassword(password),
  });
  await makeAdministrator(db, user.id);
  return {
    code: 0,
    message: `Created ${user.username} <${user.email}>, administrator of this Chorus.\nPassword: ${password}\nSign in and change it.`,
  };
}

async function promoteUser(
  db: Kysely<Database>,
  id: number,
  username: string,
): Promise<AdminOutcome> {
  await makeAdministrator(db, id);
  return { code: 0, message: `${username} is now an administrator of this Chorus.` };
}

async function promote(db: Kysely<Database>, who: string): Promise<AdminOutcome> {
  const user = who.includes('@')
    ? await findUserByEmail(db, who)
    : await findUserByUsername(db, who);
  if (!user) return { code: 1, message: `No account is called "${who}".` };
  if (user.creator_id !== null) {
    return { code: 1, message: `${user.username} is a sub-account; promote an owner account.` };
  }
  return promoteUser(db, user.id, user.username);
}

/** Runs `chorus admin <args>` on an open, migrated database. */
export async function runAdminCommand(
  db: Kysely<Database>,
  args: readonly string[],
): Promise<AdminOutcome> {
  const [action, target] = args;
  if (action === 'create' && target) return create(db, target);
  if (action === 'promote' && target) return promote(db, target);
  return { code: 64, message: adminUsage };
}
