/**
 * The authorization matrix rows of the live-update pass routes (see testing/access-matrix.ts):
 * wall A's readers see its passes; holders of modify_tint on wall A (and owner A's API token)
 * schedule a pass and start the test. Buying (`POST /payment/live-passes/{user_name}/checkout`,
 * under /payment with the other billing routes) is covered in passes.test.ts, as billing is off
 * in the matrix app.
 */
import { modifiersOfA, readersOfA } from '../routes/walls/matrix.ts';
import type { MatrixContext, MatrixRow } from '../testing/access-matrix.ts';

/** A fresh bought, unscheduled pass of wall A, so one caller's schedule spares the next. */
async function passOfA({ db, roles }: MatrixContext): Promise<number> {
  const row = await db
    .insertInto('realtime_schedules')
    .values({ wall_id: roles.wallA.id, kind: 'bought', length_seconds: 3_600 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const livePassMatrix: readonly MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/live-passes/{user_name}',
    request: ({ roles }) => ({ url: `/api/live-passes/${roles.wallA.user_name}` }),
    allow: readersOfA,
  },
  {
    method: 'PUT',
    path: '/api/live-passes/{user_name}/{pass_id}',
    request: async (context) => ({
      url: `/api/live-passes/${context.roles.wallA.user_name}/${await passOfA(context)}`,
      payload: { start: new Date(Date.now() + 86_400_000).toISOString() },
    }),
    allow: modifiersOfA,
  },
  {
    method: 'POST',
    path: '/payment/testRealTimeDays',
    request: ({ roles }) => ({
      url: '/payment/testRealTimeDays',
      payload: { tintID: roles.wallA.id },
    }),
    allow: modifiersOfA,
  },
];
