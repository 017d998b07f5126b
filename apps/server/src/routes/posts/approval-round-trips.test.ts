/**
 * The database round trips of one approval, counted: every statement the app's Kysely runs on
 * behalf of the request (in its async context, so the timers of other jobs are not counted),
 * from the moment it is sent until its viewers have the `approve` event. No moderator is
 * connected: a moderator's channel loads the post where it is delivered, not on this path.
 * A transaction's BEGIN and COMMIT would not be seen (they pass no plugin); this path has none.
 * The test app's hub is in memory: on PostgreSQL with LISTEN/NOTIFY, add two `pg_notify`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { liveEventSchema } from '@chorus/core';
import {
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
} from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSource } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import { findShownPost, toLivePost } from '../../realtime/live-post.ts';
import { buildTestApp } from '../../testing/app.ts';
import { useRoleApp } from '../../testing/role-app.ts';
import { addTestPost, photo } from './testing.ts';

/**
 * The statements an owner's approval runs: the session and its account; the post (its wall is
 * where access is decided), the wall and its owner's plan; the update, whose returned row the
 * viewers' event is made from; the audit entry; the caller's batch expiry (with the wall's
 * idle time read inside it).
 */
const statementsPerApproval = 7;

/** Records the SQL of every statement executed inside {@link StatementLog.during}. */
class StatementLog {
  readonly #scope = new AsyncLocalStorage<string[]>();
  readonly #compiler = new PostgresQueryCompiler();
  readonly #compiled = new WeakMap<QueryId, string>();

  readonly plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }: PluginTransformQueryArgs) => {
      if (this.#scope.getStore()) {
        this.#compiled.set(queryId, this.#compiler.compileQuery(node, queryId).sql);
      }
      return node;
    },
    // Called once per statement that reached the database, with its answer.
    transformResult: async ({ result, queryId }: PluginTransformResultArgs) => {
      this.#scope.getStore()?.push(this.#compiled.get(queryId) ?? '(compiled outside)');
      return result;
    },
  };

  /** Runs `work`, and answers what it returned and the statements it (and what it started) ran. */
  async during<T>(work: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
    const statements: string[] = [];
    const value = await this.#scope.run(statements, work);
    return { value, statements };
  }
}

describe.each(testDatabases())('round trips of an approval on $name', ({ open }) => {
  const log = new StatementLog();
  const t = useRoleApp(open, (database) =>
    buildTestApp({ ...database, db: database.db.withPlugin(log.plugin) }),
  );
  let sourceId: number;

  beforeAll(async () => {
    sourceId = (await seedSource(t.database.db, t.roles.wallA.id)).id;
    await t.app.ready();
  });

  it(`approves a pending post in ${statementsPerApproval} statements, viewers and all`, async () => {
    const row = await addTestPost(t.database.db, t.roles.wallA.id, {
      sourceId,
      state: 'pending',
      media: [photo],
    });
    const frames: string[] = [];
    const stop = t.app.realtime.subscribe(String(t.roles.wallA.id), (_event, frame) =>
      frames.push(frame.toString('utf8')),
    );
    try {
      const { value: response, statements } = await log.during(async () => {
        const answer = await t.app.inject({
          method: 'POST',
          url: `/api/post/${row.id}/approve`,
          headers: t.roles.ownerA.headers,
        });
        await expect.poll(() => frames.length).toBe(1);
        return answer;
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().post).toMatchObject({ state: 'approved', visible: 1 });
      // What viewers receive, byte for byte: the event made from the post as the viewers' read
      // finds it now, as the hub sends it (checked by its schema, which orders the fields).
      const shown = await findShownPost(t.database.db, String(t.roles.wallA.id), String(row.id));
      expect(shown).toBeDefined();
      const approve = liveEventSchema.parse({ type: 'approve', post: toLivePost(shown!) });
      expect(frames).toEqual([JSON.stringify(approve)]);
      expect(statements, statements.join('\n')).toHaveLength(statementsPerApproval);
    } finally {
      stop();
    }
  });
});
