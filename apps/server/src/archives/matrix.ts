/**
 * The authorization matrix rows of the archive routes (see testing/access-matrix.ts), on a
 * Google+ source of wall A: its import's progress for the wall's readers, the upload for those
 * who may modify it. The upload row sends no file, so an allowed caller gets the route's own
 * 4xx about the body, never a refusal.
 */
import { createSource } from '../db/repositories/sources.ts';
import { readersOfA, modifiersOfA } from '../routes/walls/matrix.ts';
import type { MatrixContext, MatrixRow } from '../testing/access-matrix.ts';

/** The address of a fresh Google+ archive source on wall A, plus `suffix`. */
async function archivePath({ db, roles }: MatrixContext): Promise<string> {
  const source = await createSource(db, {
    wallId: roles.wallA.id,
    network: 'googleplus',
    feedType: 'archive',
    options: { username: 'matrix' },
    label: 'matrix',
  });
  return `/api/googleplus/${source.id}/archive`;
}

/** The rows of the archive routes; the test app must have the Google+ connector installed. */
export const archiveMatrix: readonly MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/{network}/{id}/archive',
    request: async (context) => ({ url: await archivePath(context) }),
    allow: readersOfA,
  },
  {
    method: 'POST',
    path: '/api/{network}/{id}/archive',
    request: async (context) => ({ url: await archivePath(context) }),
    allow: modifiersOfA,
  },
];
