import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { findUserByEmail } from '../db/repositories/accounts.ts';
import { testDatabases } from '../db/testing.ts';
import { openMigrated } from '../db/testing-fixtures.ts';
import { createAccount } from '../testing/roles.ts';
import { runAdminCommand } from './admin.ts';

describe.each(testDatabases())('chorus admin on $name', (target) => {
  it('creates an administrator with a printed password, and promotes an existing owner', async () => {
    const database = await openMigrated(target);
    try {
      const db = database.db;
      const email = `ops-${Date.now()}@example.org`;
      const created = await runAdminCommand(db, ['create', email]);
      expect(created.code).toBe(0);
      const user = await findUserByEmail(db, email);
      expect(user?.is_admin).toBe(true);
      const password = /Password: (\S+)/.exec(created.message)?.[1] ?? '';
      expect(await verifyPassword(password, user?.password_hash ?? '')).toBe(true);

      const owner = await createAccount(db, 'later');
      expect((await runAdminCommand(db, ['promote', owner.username])).message).toBe(
        `${owner.username} is now an administrator of this Chorus.`,
      );
      expect((await findUserByEmail(db, owner.email))?.is_admin).toBe(true);

      const sub = await createAccount(db, 'sub', { creatorId: owner.id });
      expect(await runAdminCommand(db, ['promote', sub.email])).toEqual({
        code: 1,
        message: `${sub.username} is a sub-account; promote an owner account.`,
      });
      expect(await runAdminCommand(db, ['promote', 'nobody-here'])).toEqual({
        code: 1,
        message: 'No account is called "nobody-here".',
      });
      expect((await runAdminCommand(db, ['create', 'not-an-email'])).code).toBe(64);
      expect((await runAdminCommand(db, ['rename'])).code).toBe(64);
    } finally {
      await database.close();
    }
  });
});
