import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../open.ts';
import { testDatabases } from '../testing.ts';
import { openMigrated, seedWall } from '../testing-fixtures.ts';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findSession,
} from './sessions.ts';
import { hashToken } from './tokens.ts';

const inAnHour = () => new Date(Date.now() + 3_600_000);
const anHourAgo = () => new Date(Date.now() - 3_600_000);

describe.each(testDatabases())('sessions repository on $name', (target) => {
  let database: ChorusDatabase;
  beforeAll(async () => {
    database = await openMigrated(target);
  });
  afterAll(async () => {
    await database.close();
  });

  it('stores only the hash of the cookie value and finds the session by that value', async () => {
    const { user } = await seedWall(database.db);
    const expiresAt = inAnHour();
    const { token, session } = await createSession(database.db, user.id, expiresAt);
    expect(session).toMatchObject({
      id: hashToken(token),
      user_id: user.id,
      expires_at: expiresAt,
    });
    expect(await findSession(database.db, token)).toEqual(session);
    expect(await findSession(database.db, session.id)).toBeUndefined();
  });

  it('does not find an expired session, and clears expired ones', async () => {
    const { user } = await seedWall(database.db);
    const expired = await createSession(database.db, user.id, anHourAgo());
    const live = await createSession(database.db, user.id, inAnHour());
    expect(await findSession(database.db, expired.token)).toBeUndefined();
    expect(await deleteExpiredSessions(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([{ id: live.session.id }]);
  });

  it('signs out one session, or all of a user', async () => {
    const { user } = await seedWall(database.db);
    const first = await createSession(database.db, user.id, inAnHour());
    const second = await createSession(database.db, user.id, inAnHour());
    const third = await createSession(database.db, user.id, inAnHour());
    await deleteSession(database.db, first.token);
    expect(await findSession(database.db, first.token)).toBeUndefined();
    expect(await findSession(database.db, second.token)).toEqual(second.session);
    await deleteUserSessions(database.db, user.id);
    expect(await findSession(database.db, second.token)).toBeUndefined();
    expect(await findSession(database.db, third.token)).toBeUndefined();
  });
});
