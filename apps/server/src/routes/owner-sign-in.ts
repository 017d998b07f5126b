/**
 * The owner's own sign-in to a network, for a connector lookup only a signed-in account may
 * make (the typeahead of LinkedIn's company pages lists the pages the member administers): the
 * credentials of the newest signed-in source of that network on the owner's walls whose feed
 * type signs in the same way (`feedTypesSharingSignIn`: a network may sign in with two apps).
 */
import type { FastifyInstance } from 'fastify';
import { CredentialsDecryptError } from '../credentials/seal.ts';
import { loadCredentials } from '../credentials/store.ts';
import { keyringOf } from './walls/source-credentials.ts';

/**
 * The newest stored sign-in of `network` among the sources of `ownerId`'s walls of one of
 * `feedTypes`, or null.
 */
export async function ownerSignInOf(
  app: FastifyInstance,
  ownerId: number,
  network: string,
  feedTypes: readonly string[],
): Promise<Readonly<Record<string, string>> | null> {
  if (feedTypes.length === 0) return null;
  const row = await app.database.db
    .selectFrom('credentials')
    .innerJoin('sources', 'sources.id', 'credentials.source_id')
    .innerJoin('walls', 'walls.id', 'sources.wall_id')
    .select('credentials.source_id')
    .where('walls.user_id', '=', ownerId)
    .where('sources.network', '=', network)
    .where('sources.feed_type', 'in', feedTypes)
    .where('credentials.provider', '=', network)
    .orderBy('credentials.updated_at', 'desc')
    .orderBy('credentials.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.source_id) return null;
  try {
    const record = await loadCredentials(app.database.db, await keyringOf(app), {
      sourceId: row.source_id,
      provider: network,
    });
    return record?.payload ?? null;
  } catch (error) {
    // A row sealed with a key no longer configured: as if the owner had not signed in.
    if (error instanceof CredentialsDecryptError) return null;
    throw error;
  }
}
