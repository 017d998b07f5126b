/**
 * The authorization matrix rows of the CSV export routes (see testing/access-matrix.ts): wall
 * A's readers (its owner, its sub-accounts with access, owner A's API token) may ask for an
 * export, read its state and download it; everyone else is refused. The download row names a
 * finished export of wall A whose file is not there: an allowed caller gets 410, never a
 * refusal.
 */
import { readersOfA } from '../routes/walls/matrix.ts';
import type { MatrixContext, MatrixRow } from '../testing/access-matrix.ts';
import { csvFileUrl, newCsvToken } from './jobs.ts';

/** A finished export of wall A, recorded without its file. */
async function exportOfA({ db, roles }: MatrixContext): Promise<string> {
  const token = newCsvToken();
  await db
    .insertInto('csv_exports')
    .values({
      wall_id: roles.wallA.id,
      user_id: roles.wallA.user_id,
      state: 'done',
      token,
      url: csvFileUrl(token),
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return csvFileUrl(token);
}

export const csvExportMatrix: readonly MatrixRow[] = [
  {
    method: 'POST',
    path: '/api/post/generate_csv',
    request: ({ roles }) => ({
      url: '/api/post/generate_csv',
      payload: { user_id: roles.wallA.user_name },
    }),
    allow: readersOfA,
  },
  {
    method: 'GET',
    path: '/api/post/csv_status',
    request: ({ roles }) => ({ url: `/api/post/csv_status?user_id=${roles.wallA.user_name}` }),
    allow: readersOfA,
  },
  {
    method: 'GET',
    path: '/api/post/csv/{file}',
    request: async (context) => ({ url: await exportOfA(context) }),
    allow: readersOfA,
  },
];
