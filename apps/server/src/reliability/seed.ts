/** The owner the reliability tests act as. */
import { hashPassword } from '../auth/password.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { createUser } from '../db/repositories/users.ts';
import { createWall } from '../db/repositories/walls.ts';
import { uniqueName } from '../db/testing-fixtures.ts';

/** An owner on the pro plan (moderation, private posts) with walls, and its password. */
export interface SeededOwner {
  readonly username: string;
  readonly password: string;
  /** The walls' user_names. */
  readonly walls: string[];
}

/** Migrates the database and creates a pro owner with `wallCount` active walls. */
export async function seedOwner(database: ChorusDatabase, wallCount: number): Promise<SeededOwner> {
  await migrateToLatest(database.db);
  const username = uniqueName('owner');
  const password = 'reliability-password';
  const user = await createUser(database.db, {
    username,
    email: `${username}@example.com`,
    passwordHash: await hashPassword(password),
    plan: 'pro',
  });
  const walls: string[] = [];
  for (let index = 0; index < wallCount; index += 1) {
    const wall = await createWall(database.db, {
      userId: user.id,
      userName: uniqueName('wall'),
      name: `Wall ${index + 1}`,
      status: 0,
    });
    walls.push(wall.user_name);
  }
  return { username, password, walls };
}
