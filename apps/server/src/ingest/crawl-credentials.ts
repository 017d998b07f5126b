/** The decrypted credentials a crawl hands its connector. */
import type { ConnectorPlugin } from '@chorus/core';
import { feedTypeAuthOf, SourceError } from '@chorus/core';
import { CredentialsDecryptError } from '../credentials/seal.ts';
import { loadCredentials } from '../credentials/store.ts';
import type { SourceRow } from '../db/schema.ts';
import type { IngestDeps } from './deps.ts';

/**
 * The source's own credentials for its network, else those of the wall owner's connected
 * account; null for a connector without authentication or when none are stored (the
 * connector then says what it misses). Unreadable credentials ask the owner to reconnect.
 */
export async function readSourceCredentials(
  deps: IngestDeps,
  row: SourceRow,
  connector: ConnectorPlugin,
): Promise<Readonly<Record<string, string>> | null> {
  // The feed type's own sign-in decides (Instagram profiles sign in, its hashtags another way).
  if (feedTypeAuthOf(connector, row.feed_type).kind === 'none') return null;
  const keyring = await deps.keyring();
  try {
    const own = await loadCredentials(deps.db, keyring, {
      sourceId: row.id,
      provider: row.network,
    });
    if (own) {
      return deps.refreshTokens
        ? deps.refreshTokens({ sourceId: row.id, connector, record: own, now: deps.now?.() })
        : own.payload;
    }
    const wall = await deps.db
      .selectFrom('walls')
      .select('user_id')
      .where('id', '=', row.wall_id)
      .executeTakeFirst();
    if (!wall) return null;
    const owners = await loadCredentials(deps.db, keyring, {
      userId: wall.user_id,
      provider: row.network,
    });
    return owners?.payload ?? null;
  } catch (error) {
    if (!(error instanceof CredentialsDecryptError)) throw error;
    deps.logger.error({ err: error, sourceId: row.id }, 'stored credentials could not be read');
    throw new SourceError(
      'needs_reauth',
      'The stored connection could not be read; please connect the account again.',
      null,
      { cause: error },
    );
  }
}
