/**
 * The instance's settings (who may sign up, its name and logo, the intranet addresses feeds may
 * reach, where its about, clients, blog and pricing pages redirect), its invite links, and the OAuth app credentials the administrator entered for
 * connectors. An invite is used once; only the SHA-256 of its token is stored, like every other
 * token. OAuth app credentials are sealed with the credentials keyring, like source credentials.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { KeyringError, type Keyring } from '../../credentials/keyring.ts';
import { open, seal } from '../../credentials/seal.ts';
import type { Database } from '../schema.ts';
import { hashToken } from './tokens.ts';

/** Who may sign up on this instance. */
export type SignupMode = 'open' | 'invite-only';

/** The instance's settings, with their defaults when never saved. */
export interface InstanceSettings {
  readonly signup: SignupMode;
  /** Shown in owner pages' header and title; null: "Chorus". */
  readonly name: string | null;
  /** An https address of the logo; null: none. */
  readonly logoUrl: string | null;
  /** Intranet hosts and CIDR ranges feeds may reach, beside CHORUS_FETCH_ALLOW. */
  readonly fetchAllow: readonly string[];
  /** Self-hosted: public walls show "Powered by Chorus" (hosted mode follows the plans). */
  readonly poweredBy: boolean;
  /** Where the site's own pages redirect (http or https addresses); null: none set. */
  readonly sitePages: SitePageAddresses;
}

/** The site pages an operator may point elsewhere: `/about`, `/clients`, `/blog`, `/pricing`. */
export const sitePageNames = ['about', 'clients', 'blog', 'pricing'] as const;

/** One of {@link sitePageNames}. */
export type SitePageName = (typeof sitePageNames)[number];

/** The address each site page redirects to; null: not set (pricing: the built-in page). */
export type SitePageAddresses = Readonly<Record<SitePageName, string | null>>;

const noSitePages: SitePageAddresses = { about: null, clients: null, blog: null, pricing: null };

const defaults: InstanceSettings = {
  signup: 'open',
  name: null,
  logoUrl: null,
  fetchAllow: [],
  poweredBy: false,
  sitePages: noSitePages,
};

const settingsColumns = [
  'signup',
  'name',
  'logo_url',
  'fetch_allow',
  'powered_by',
  'about_url',
  'clients_url',
  'blog_url',
  'pricing_url',
] as const;

const fetchAllowSchema = z.array(z.string());

interface SettingsRow {
  signup: SignupMode;
  name: string | null;
  logo_url: string | null;
  fetch_allow: unknown;
  powered_by: boolean;
  about_url: string | null;
  clients_url: string | null;
  blog_url: string | null;
  pricing_url: string | null;
}

function settingsOf(row: SettingsRow | undefined): InstanceSettings {
  if (!row) return defaults;
  const list = fetchAllowSchema.safeParse(
    typeof row.fetch_allow === 'string' ? JSON.parse(row.fetch_allow) : row.fetch_allow,
  );
  return {
    signup: row.signup,
    name: row.name,
    logoUrl: row.logo_url,
    fetchAllow: list.success ? list.data : [],
    poweredBy: row.powered_by,
    sitePages: {
      about: row.about_url,
      clients: row.clients_url,
      blog: row.blog_url,
      pricing: row.pricing_url,
    },
  };
}

/** Reads the settings; an instance that never saved them is open, unnamed, with no allow list. */
export async function readInstanceSettings(db: Kysely<Database>): Promise<InstanceSettings> {
  const row = await db
    .selectFrom('instance_settings')
    .select(settingsColumns)
    .where('id', '=', 1)
    .executeTakeFirst();
  return settingsOf(row);
}

/** The intranet addresses the administrator allowed (without CHORUS_FETCH_ALLOW). */
export async function readFetchAllow(db: Kysely<Database>): Promise<readonly string[]> {
  return (await readInstanceSettings(db)).fetchAllow;
}

/** The columns of the site pages' addresses given (undefined: kept as they are). */
function sitePageColumns(pages: Partial<SitePageAddresses>) {
  return {
    ...(pages.about !== undefined ? { about_url: pages.about } : {}),
    ...(pages.clients !== undefined ? { clients_url: pages.clients } : {}),
    ...(pages.blog !== undefined ? { blog_url: pages.blog } : {}),
    ...(pages.pricing !== undefined ? { pricing_url: pages.pricing } : {}),
  };
}

/** Saves the settings given (the one row is created on first save); answers all of them. */
export async function saveInstanceSettings(
  db: Kysely<Database>,
  changes: Partial<Omit<InstanceSettings, 'sitePages'>> & {
    /** The site pages' addresses to change; the others are kept. */
    readonly sitePages?: Partial<SitePageAddresses>;
  },
): Promise<InstanceSettings> {
  const values = {
    ...(changes.signup !== undefined ? { signup: changes.signup } : {}),
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.logoUrl !== undefined ? { logo_url: changes.logoUrl } : {}),
    ...(changes.fetchAllow !== undefined
      ? { fetch_allow: JSON.stringify(changes.fetchAllow) }
      : {}),
    ...(changes.poweredBy !== undefined ? { powered_by: changes.poweredBy } : {}),
    ...sitePageColumns(changes.sitePages ?? {}),
  };
  const row = await db
    .insertInto('instance_settings')
    .values({ id: 1, ...values })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({ ...values, updated_at: sql`now()` }),
    )
    .returning(settingsColumns)
    .executeTakeFirstOrThrow();
  return settingsOf(row);
}

/** Creates an invite link's token (256 random bits), shown once. */
export async function createInvite(db: Kysely<Database>, createdBy: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('invites')
    .values({ token_hash: hashToken(token), created_by: createdBy })
    .execute();
  return token;
}

/**
 * Takes an unused invite for a sign-up: true when the token named one (now used), false when
 * it is unknown or used. One statement, so two sign-ups cannot share an invite.
 */
export async function takeInvite(db: Kysely<Database>, token: string): Promise<boolean> {
  const result = await db
    .updateTable('invites')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records who signed up with an invite taken by {@link takeInvite}. */
export async function recordInviteUse(
  db: Kysely<Database>,
  token: string,
  userId: number,
): Promise<void> {
  await db
    .updateTable('invites')
    .set({ used_by: userId })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

/** Gives an invite back when the sign-up that took it failed. */
export async function releaseInvite(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .updateTable('invites')
    .set({ used_at: null })
    .where('token_hash', '=', hashToken(token))
    .where('used_by', 'is', null)
    .execute();
}

/** A connector's OAuth app: the client id and secret the administrator entered. */
export interface ConnectorApp {
  readonly clientId: string;
  readonly clientSecret: string | null;
}

const sealedAppSchema = z.object({
  clientId: z.string().min(1),
  clientSecret: z.string().nullable(),
});

function appAssociatedData(network: string): string {
  return `chorus-connector-app:v1:${network}`;
}

/** The networks that have a stored OAuth app, with when it was saved. */
export async function listConnectorApps(
  db: Kysely<Database>,
): Promise<{ network: string; updatedAt: Date }[]> {
  const rows = await db
    .selectFrom('connector_apps')
    .select(['network', 'updated_at'])
    .orderBy('network')
    .execute();
  return rows.map((row) => ({ network: row.network, updatedAt: new Date(row.updated_at) }));
}

/**
 * A connector's stored OAuth app, decrypted; undefined when none was saved or it was sealed
 * with a key no longer on the ring (the administrator enters it again).
 */
export async function findConnectorApp(
  db: Kysely<Database>,
  keyring: Keyring,
  network: string,
): Promise<ConnectorApp | undefined> {
  const row = await db
    .selectFrom('connector_apps')
    .selectAll()
    .where('network', '=', network)
    .executeTakeFirst();
  const key = row ? keyring.key(row.key_id) : undefined;
  if (!row || !key) return undefined;
  const plaintext = open(
    key,
    { ciphertext: Buffer.from(row.ciphertext), nonce: Buffer.from(row.nonce) },
    appAssociatedData(network),
  );
  return sealedAppSchema.parse(JSON.parse(plaintext));
}

/** Seals and stores a connector's OAuth app, replacing the one stored. */
export async function saveConnectorApp(
  db: Kysely<Database>,
  keyring: Keyring,
  network: string,
  app: ConnectorApp,
  updatedBy: number,
): Promise<void> {
  const keyId = keyring.currentKeyId;
  const key = keyId ? keyring.key(keyId) : undefined;
  if (!keyId || !key) {
    throw new KeyringError(
      'Cannot store OAuth app credentials: no encryption key. Set CHORUS_SECRET_KEY to 32 ' +
        'random bytes in base64 (openssl rand -base64 32).',
    );
  }
  const sealed = seal(
    key,
    JSON.stringify({ clientId: app.clientId, clientSecret: app.clientSecret }),
    appAssociatedData(network),
  );
  const values = {
    ciphertext: sealed.ciphertext,
    nonce: sealed.nonce,
    key_id: keyId,
    updated_by: updatedBy,
  };
  await db
    .insertInto('connector_apps')
    .values({ network, ...values })
    .onConflict((conflict) =>
      conflict.column('network').doUpdateSet({ ...values, updated_at: sql`now()` }),
    )
    .execute();
}

/** Forgets a connector's stored OAuth app; true when one was stored. */
export async function deleteConnectorApp(db: Kysely<Database>, network: string): Promise<boolean> {
  const result = await db
    .deleteFrom('connector_apps')
    .where('network', '=', network)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
