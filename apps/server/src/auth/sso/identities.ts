/**
 * The links between provider accounts and Chorus accounts (`sso_identities`), the sign-ins
 * waiting for a provider's answer (`sso_states`), and the rule that picks the account a
 * sign-in opens:
 *
 * 1. a provider account signed in before opens the account it is linked to, for good;
 * 2. a browser already signed in to Chorus links the provider account to its account;
 * 3. an address the provider verified that equals an account's verified address links to
 *    that account; an account whose own address is not verified yet is not linked (whoever
 *    typed the address at sign-up never proved it theirs), nor is any account when the
 *    provider did not verify the address;
 * 4. otherwise a new account is made, as sign-up would (the instance's sign-up mode, an
 *    invite, the first account becoming the administrator).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import { HttpError } from '../http-error.ts';
import { hashPassword } from '../password.ts';
import { findUserByEmail } from '../../db/repositories/accounts.ts';
import { claimFirstAdministrator } from '../../db/repositories/admin.ts';
import { recordInviteUse, releaseInvite } from '../../db/repositories/instance.ts';
import { hashToken } from '../../db/repositories/tokens.ts';
import { createUser, findUserById, findUserByUsername } from '../../db/repositories/users.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { queueVerificationMail } from '../../routes/account/email-verification.ts';
import { admitSignup } from '../../routes/account/signup-mode.ts';
import { SsoError, type ProviderIdentity } from './providers.ts';

/** `sso_identities`: a provider account linked to a Chorus account. */
export interface SsoIdentitiesTable {
  id: Generated<number>;
  provider: string;
  subject: string;
  user_id: number;
  email: string | null;
  created_at: Generated<Date>;
  last_used_at: Generated<Date>;
}

/** `sso_states`: a sign-in waiting for the provider's answer. */
export interface SsoStatesTable {
  state_hash: string;
  browser_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  next: string | null;
  invite: string | null;
  expires_at: Date;
  created_at: Generated<Date>;
}

/** The tables of sign-in with a provider (migration 2026-11-30T1000_sso_identities). */
export type SsoTables = {
  sso_identities: SsoIdentitiesTable;
  sso_states: SsoStatesTable;
};

/** The database with these tables. */
export function ssoDb(db: Kysely<Database>): Kysely<Database & SsoTables> {
  return db.withTables<SsoTables>();
}

/** How long a started sign-in waits for the provider's answer. */
export const attemptLifetimeSeconds = 10 * 60;

/** A started sign-in: the state, and the browser token that must come back with it. */
export interface PendingAttempt {
  readonly provider: string;
  readonly state: string;
  readonly browser: string;
  readonly codeVerifier: string;
  readonly nonce: string;
  readonly redirectUri: string;
  readonly next: string | null;
  readonly invite: string | null;
}

/** Stores a started sign-in (hashed state and browser token) for ten minutes. */
export async function saveAttempt(db: Kysely<Database>, attempt: PendingAttempt): Promise<void> {
  const sso = ssoDb(db);
  await sso
    .deleteFrom('sso_states')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await sso
    .insertInto('sso_states')
    .values({
      state_hash: hashToken(attempt.state),
      browser_hash: hashToken(attempt.browser),
      provider: attempt.provider,
      code_verifier: attempt.codeVerifier,
      nonce: attempt.nonce,
      redirect_uri: attempt.redirectUri,
      next: attempt.next,
      invite: attempt.invite,
      expires_at: new Date(Date.now() + attemptLifetimeSeconds * 1000),
    })
    .execute();
}

/**
 * Takes a started sign-in, once: it must exist, be unexpired, be for this provider and have
 * started in this browser. Anything else is a forged or replayed answer (`state`).
 */
export async function takeAttempt(
  db: Kysely<Database>,
  provider: string,
  state: string | undefined,
  browser: string | undefined,
): Promise<Selectable<SsoStatesTable>> {
  if (!state || !browser) throw new SsoError('state');
  const row = await ssoDb(db)
    .deleteFrom('sso_states')
    .where('state_hash', '=', hashToken(state))
    .returningAll()
    .executeTakeFirst();
  if (
    !row ||
    row.provider !== provider ||
    row.browser_hash !== hashToken(browser) ||
    new Date(row.expires_at).getTime() <= Date.now()
  ) {
    throw new SsoError('state');
  }
  return row;
}

/** The provider sign-ins linked to an account, newest first. */
export async function identitiesOf(
  db: Kysely<Database>,
  userId: number,
): Promise<{ provider: string; email: string | null; created_at: Date }[]> {
  return ssoDb(db)
    .selectFrom('sso_identities')
    .select(['provider', 'email', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

async function link(
  db: Kysely<Database>,
  provider: string,
  identity: ProviderIdentity,
  userId: number,
): Promise<void> {
  await ssoDb(db)
    .insertInto('sso_identities')
    .values({
      provider,
      subject: identity.subject,
      user_id: userId,
      email: identity.email ?? null,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'subject']).doNothing())
    .execute();
}

/** A free username from the address's local part or the name (letters, digits, `_`, `-`). */
async function freeUsername(db: Kysely<Database>, identity: ProviderIdentity): Promise<string> {
  const seed = (identity.email?.split('@')[0] ?? identity.name ?? 'owner')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '')
    .slice(0, 40);
  const base = seed.length >= 3 ? seed : `owner${seed}`;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}${randomBytes(2).readUInt16BE(0) % 10000}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/** What {@link accountForSignIn} found or made. */
export interface SignInAccount {
  readonly user: UserRow;
  readonly created: boolean;
}

/**
 * The account this provider sign-in opens (the rule at the top of this file). Throws
 * {@link SsoError} when none may: `email-unverified`, `account-unverified`, `no-email`,
 * `signup-closed`, `invite-used`, `suspended`.
 */
export async function accountForSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  provider: string,
  identity: ProviderIdentity,
  options: { readonly signedInUserId?: number | undefined; readonly invite?: string | null },
): Promise<SignInAccount> {
  const db = app.database.db;
  const sso = ssoDb(db);
  const linked = await sso
    .selectFrom('sso_identities')
    .select(['id', 'user_id'])
    .where('provider', '=', provider)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  let user: UserRow | undefined;
  let created = false;
  if (linked) {
    user = await findUserById(db, linked.user_id);
    await sso
      .updateTable('sso_identities')
      .set({ last_used_at: sql<Date>`now()` })
      .where('id', '=', linked.id)
      .execute();
  } else if (options.signedInUserId !== undefined) {
    user = await findUserById(db, options.signedInUserId);
    if (user) await link(db, provider, identity, user.id);
  } else {
    const holder = identity.email ? await findUserByEmail(db, identity.email) : undefined;
    if (holder) {
      if (!identity.emailVerified) throw new SsoError('email-unverified');
      if (!holder.email_verified_at) throw new SsoError('account-unverified');
      user = holder;
      await link(db, provider, identity, user.id);
    } else {
      user = await createAccount(app, request, provider, identity, options.invite ?? undefined);
      created = true;
    }
  }
  if (!user) throw new SsoError('state');
  if (user.suspended_at) throw new SsoError('suspended');
  return { user, created };
}

async function createAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  provider: string,
  identity: ProviderIdentity,
  invite: string | undefined,
): Promise<UserRow> {
  const db = app.database.db;
  if (!identity.email) throw new SsoError('no-email');
  let invited: string | null;
  try {
    invited = await admitSignup(db, invite);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403) {
      throw new SsoError(invite === undefined ? 'signup-closed' : 'invite-used');
    }
    throw error;
  }
  // No password anyone knows: the owner signs in with the provider, or sets one by
  // "Forgot password?".
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  let user: UserRow;
  try {
    user = await createUser(db, {
      username: await freeUsername(db, identity),
      email: identity.email,
      passwordHash,
    });
  } catch (error) {
    if (invited) await releaseInvite(db, invited);
    throw error;
  }
  if (invited) await recordInviteUse(db, invited, user.id);
  if (identity.emailVerified) {
    user = await db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } else {
    queueVerificationMail(app, request, user);
  }
  await claimFirstAdministrator(db, user.id);
  await link(db, provider, identity, user.id);
  return (await findUserById(db, user.id)) ?? user;
}
