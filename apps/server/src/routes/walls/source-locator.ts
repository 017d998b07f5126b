/** Finding the wall a source route acts on, from the source id (and network) in its path. */
import type { Kysely } from 'kysely';
import type { WallLocator } from '../../auth/declaration.ts';
import { findSourcePlace } from '../../db/repositories/wall-feeds.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Locates the wall of the source in the `id` path parameter. With `matchNetwork`, the source
 * must also belong to the `network` parameter's network; otherwise there is no wall (404).
 */
export function wallOfSource(db: Kysely<Database>, matchNetwork = false): WallLocator {
  return async (request) => {
    const params = request.params as Record<string, unknown>;
    const raw = params['id'];
    if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return undefined;
    const place = await findSourcePlace(db, Number(raw));
    if (!place || (matchNetwork && place.network !== params['network'])) return undefined;
    return { id: place.wallId };
  };
}
