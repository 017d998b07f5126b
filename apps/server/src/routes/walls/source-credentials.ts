/**
 * Sign-in details an owner enters with a source, for a feed type that declares them (a Bluesky
 * search: a handle and an app password). They are checked with the feed type's own schema,
 * sealed into the credentials store as the source's credentials (the crawl hands them to the
 * connector) and never sent back: the API only says whether they are saved.
 */
import type { FeedTypeDefinition } from '@chorus/core/host';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadKeyring, type Keyring } from '../../credentials/keyring.ts';
import { saveCredentials } from '../../credentials/store.ts';
import { findCredentialRow } from '../../db/repositories/credentials.ts';
import type { SourceRow } from '../../db/schema.ts';
import type { Issue } from './wall-input.ts';

/** What the owner typed into a feed type's sign-in fields. */
export const credentialsInputSchema = z
  .record(z.string().max(64), z.string().max(4096))
  .optional()
  .meta({
    description:
      'Sign-in details for a feed type that declares them, checked by its schema; stored ' +
      'encrypted and never returned.',
  });

/** Checked sign-in details: the payload to seal, or the issues under `credentials.<field>`. */
export type CheckedCredentials =
  | { readonly ok: true; readonly payload: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly issues: Issue[] };

/** Checks what the owner typed against the feed type's sign-in schema. */
export function checkCredentials(
  feedType: FeedTypeDefinition,
  given: Readonly<Record<string, string>> | undefined,
): CheckedCredentials {
  if (!feedType.credentials) return { ok: true, payload: {} };
  const parsed = feedType.credentials.safeParse(given ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: ['credentials', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    };
  }
  // Only text is stored: the credentials store keeps a record of strings.
  const payload = Object.fromEntries(
    Object.entries(parsed.data as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return { ok: true, payload };
}

const keyrings = new WeakMap<FastifyInstance, Promise<Keyring>>();

/** The installation's keyring, as the OAuth routes and the crawl engine load it. */
export function keyringOf(app: FastifyInstance): Promise<Keyring> {
  let keyring = keyrings.get(app);
  if (!keyring) {
    const { config } = app;
    keyring = loadKeyring({
      secretKey: config.secretKey,
      previousKeys: config.previousSecretKeys,
      dataDir: app.database.kind === 'pglite' ? config.dataDir : undefined,
    });
    keyrings.set(app, keyring);
  }
  return keyring;
}

/** Told when the installation has no key to seal credentials with. */
export const noSealingKeyMessage =
  'Chorus cannot store sign-in details: no encryption key. The administrator sets ' +
  'CHORUS_SECRET_KEY (openssl rand -base64 32).';

/** Whether the installation can seal credentials (it has a current key). */
export async function canSealCredentials(app: FastifyInstance): Promise<boolean> {
  return (await keyringOf(app)).currentKeyId !== null;
}

/** Seals and stores a source's sign-in details, replacing any it had. */
export async function saveSourceCredentials(
  app: FastifyInstance,
  row: Pick<SourceRow, 'id' | 'network'>,
  payload: Readonly<Record<string, string>>,
): Promise<void> {
  await saveCredentials(app.database.db, await keyringOf(app), {
    sourceId: row.id,
    provider: row.network,
    payload,
  });
}

/**
 * Whether a source's sign-in details are stored, for a feed type that declares them;
 * `undefined` for the others (the API then says nothing about them).
 */
export async function credentialsSaved(
  app: FastifyInstance,
  row: Pick<SourceRow, 'id' | 'network' | 'feed_type'>,
): Promise<boolean | undefined> {
  const feedType = app.plugins.connector(row.network)?.feedTypes[row.feed_type];
  if (!feedType?.credentials) return undefined;
  const stored = await findCredentialRow(app.database.db, { sourceId: row.id }, row.network);
  return stored !== undefined;
}
