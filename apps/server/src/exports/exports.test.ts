import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@chorus/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChorusDatabase } from '../db/open.ts';
import { createManualPost } from '../db/repositories/posts.ts';
import { createWall, grantWallAccess } from '../db/repositories/walls.ts';
import type { WallRow } from '../db/schema.ts';
import { uniqueName } from '../db/testing-fixtures.ts';
import { testDatabases } from '../db/testing.ts';
import { buildTestApp, testConfig } from '../testing/app.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';
import { csvColumns, defuseFormula } from './csv-file.ts';
import { csvExpiredMessage } from './routes.ts';
import { parseCsv } from './testing-csv.ts';

const picture = (url: string) => ({
  kind: 'image' as const,
  url,
  width: 100,
  height: 100,
  alt: '',
  originalUrl: null,
  embedUrl: null,
});

interface CsvState {
  csv_url: string | null;
  processed: number;
  total: number;
  expires_at: string | null;
  failed: boolean;
}

describe('formula guard', () => {
  it('makes cells a spreadsheet would run into text, and leaves others alone', () => {
    for (const text of ['=1+2', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(defuseFormula(text)).toBe(`'${text}`);
    }
    for (const text of ['plain', '', ' =not first', 'a=b']) expect(defuseFormula(text)).toBe(text);
  });
});

describe.each(testDatabases())('CSV export on $name', ({ open }) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  let owner: Role;
  let stranger: Role;
  let subWithAccess: Role;
  let wall: WallRow;
  let dataDir: string;

  beforeAll(async () => {
    database = await open();
    dataDir = mkdtempSync(path.join(tmpdir(), 'chorus-csv-'));
    app = await buildTestApp(database, testConfig({ CHORUS_DATA_DIR: dataDir }));
    await app.ready();
    const user = await createAccount(database.db, 'csv', { plan: 'premium' });
    owner = await sessionRole(database.db, 'owner', user);
    stranger = await sessionRole(database.db, 'stranger', await createAccount(database.db, 'oth'));
    wall = await createWall(database.db, {
      userId: user.id,
      userName: uniqueName('csv'),
      name: 'C',
    });
    const sub = await createAccount(database.db, 'sub', { creatorId: user.id });
    await grantWallAccess(database.db, wall.id, sub.id);
    subWithAccess = await sessionRole(database.db, 'sub', sub);
    const db = database.db;
    await createManualPost(db, {
      wallId: wall.id,
      network: 'mastodon',
      author: { name: 'Ada Lovelace', username: 'ada@example.social', link: 'https://e.test/@ada' },
      title: '',
      description: '<p>Hello &amp; <b>welcome</b>,<br>"friends"</p>',
      url: 'https://e.test/@ada/1',
      media: [picture('https://e.test/a.jpg'), picture('https://e.test/b.jpg')],
      createdAt: 1_700_000_000,
    });
    const formula = await createManualPost(db, {
      wallId: wall.id,
      author: { name: '=HYPERLINK("http://evil.test","x")' },
      description: '+SUM(1,2)',
      createdAt: 1_700_000_100,
      state: 'pending',
    });
    const rejected = await createManualPost(db, {
      wallId: wall.id,
      description: '@mention first',
      createdAt: 1_700_000_200,
      state: 'removed',
    });
    await db
      .updateTable('posts')
      .set({ pinned_at: new Date(), highlight: true, likes: 42, comments: 3 })
      .where('id', '=', formula.id)
      .execute();
    await db
      .updateTable('posts')
      .set({ trashed_at: new Date() })
      .where('id', '=', rejected.id)
      .execute();
    for (let n = 0; n < 7; n += 1) {
      await createManualPost(db, { wallId: wall.id, description: `Filler ${n}`, createdAt: n });
    }
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const status = async (role: Role, wallName = wall.user_name) =>
    app.inject({
      method: 'GET',
      url: `/api/post/csv_status?user_id=${wallName}`,
      headers: role.headers,
    });

  const generate = (role: Role, userId: string | number = wall.user_name) =>
    app.inject({
      method: 'POST',
      url: '/api/post/generate_csv',
      headers: role.headers,
      payload: { user_id: userId },
    });

  /** Polls the status until the export leaves PENDING and PROCESSING; returns what it saw. */
  async function untilDone(): Promise<{ final: CsvState; seen: CsvState[] }> {
    const seen: CsvState[] = [];
    for (let tries = 0; tries < 600; tries += 1) {
      const state = (await status(owner)).json<CsvState>();
      seen.push(state);
      if (state.csv_url !== 'PENDING' && state.csv_url !== 'PROCESSING') {
        return { final: state, seen };
      }
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error(`the export did not finish: ${JSON.stringify(seen.at(-1))}`);
  }

  it('is ready to request at first, runs as a job, and gives a private file of every post', async () => {
    expect((await status(owner)).json()).toEqual({
      csv_url: null,
      processed: 0,
      total: 0,
      expires_at: null,
      failed: false,
    });
    const asked = await generate(owner);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ csv_url: 'PENDING', total: 10, processed: 0 });
    const { final } = await untilDone();
    expect(final).toMatchObject({ processed: 10, total: 10, failed: false });
    expect(final.csv_url).toMatch(/^\/api\/post\/csv\/[A-Za-z0-9_-]{43}\.csv$/);
    expect(Date.parse(final.expires_at!) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);

    const file = await app.inject({ method: 'GET', url: final.csv_url!, headers: owner.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${wall.user_name}-posts-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.body.startsWith('\ufeff')).toBe(true);
    const [header, ...rows] = parseCsv(file.body.slice(1));
    expect(header).toEqual([...csvColumns]);
    expect(rows).toHaveLength(10);
    const cell = (row: string[], column: (typeof csvColumns)[number]) =>
      row[csvColumns.indexOf(column)];
    const ada = rows.find((row) => cell(row, 'author_name') === 'Ada Lovelace')!;
    expect(cell(ada, 'network')).toBe('mastodon');
    expect(cell(ada, 'author_handle')).toBe('ada@example.social');
    expect(cell(ada, 'text')).toBe('Hello & welcome, "friends"');
    expect(cell(ada, 'link')).toBe('https://e.test/@ada/1');
    expect(cell(ada, 'media_urls')).toBe('https://e.test/a.jpg https://e.test/b.jpg');
    expect(cell(ada, 'posted_at')).toBe('2023-11-14T22:13:20.000Z');
    expect(cell(ada, 'state')).toBe('approved');
    expect(cell(ada, 'pinned')).toBe('false');

    const formula = rows.find((row) => cell(row, 'text') === "'+SUM(1,2)")!;
    expect(cell(formula, 'author_name')).toBe(`'=HYPERLINK("http://evil.test","x")`);
    expect(cell(formula, 'state')).toBe('pending');
    expect(cell(formula, 'pinned')).toBe('true');
    expect(cell(formula, 'highlighted')).toBe('true');
    expect(cell(formula, 'likes')).toBe('42');
    expect(cell(formula, 'comments')).toBe('3');
    const trashed = rows.find((row) => cell(row, 'text') === "'@mention first")!;
    expect(cell(trashed, 'state')).toBe('trashed');
    // No cell of the file starts a formula.
    for (const row of rows) {
      for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);
    }
    // Accounts with access to the wall read it too.
    const shared = await app.inject({
      method: 'GET',
      url: final.csv_url!,
      headers: subWithAccess.headers,
    });
    expect(shared.statusCode).toBe(200);
  });

  it('refuses strangers: no request, no status, no file', async () => {
    const { final } = await untilDone();
    expect(final.csv_url).toMatch(/^\/api\/post\/csv\//);
    expect([403, 404]).toContain((await generate(stranger)).statusCode);
    expect([403, 404]).toContain((await generate(stranger, wall.id)).statusCode);
    expect([403, 404]).toContain((await status(stranger)).statusCode);
    const file = await app.inject({
      method: 'GET',
      url: final.csv_url!,
      headers: stranger.headers,
    });
    expect([403, 404]).toContain(file.statusCode);
    expect(file.body).not.toContain('Ada');
    const visitor = await app.inject({ method: 'GET', url: final.csv_url! });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: messages.signInRequired });
    const guessed = await app.inject({
      method: 'GET',
      url: `/api/post/csv/${'A'.repeat(43)}.csv`,
      headers: owner.headers,
    });
    expect(guessed.statusCode).toBe(404);
  });

  it('shows progress while a job runs, and answers the running one when asked again', async () => {
    app.csvExports.pageSize = 2;
    app.csvExports.pageDelayMs = 150;
    try {
      const first = (await generate(owner, wall.id)).json<CsvState>();
      expect(first.csv_url).toBe('PENDING');
      const again = (await generate(owner)).json<CsvState>();
      expect(['PENDING', 'PROCESSING']).toContain(again.csv_url);
      const { final, seen } = await untilDone();
      const partial = seen.filter(
        (state) => state.csv_url === 'PROCESSING' && state.processed > 0 && state.processed < 10,
      );
      expect(partial.length).toBeGreaterThan(0);
      expect(final).toMatchObject({ processed: 10, total: 10 });
      const exports = await database.db
        .selectFrom('csv_exports')
        .select('id')
        .where('wall_id', '=', wall.id)
        .execute();
      expect(exports).toHaveLength(2);
    } finally {
      app.csvExports.pageSize = undefined;
      app.csvExports.pageDelayMs = 0;
    }
  });

  it('expires: the sweep deletes the file, its address answers 410, the wall is ready again', async () => {
    const { final } = await untilDone();
    const token = final
      .csv_url!.split('/')
      .at(-1)!
      .replace(/\.csv$/, '');
    const file = path.join(dataDir, 'exports', `${token}.csv`);
    expect(existsSync(file)).toBe(true);
    expect(await app.csvExports.sweep()).toBe(0);
    await database.db
      .updateTable('csv_exports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token', '=', token)
      .execute();
    // Past its time, it is refused even before the sweep.
    const late = await app.inject({ method: 'GET', url: final.csv_url!, headers: owner.headers });
    expect(late.statusCode).toBe(410);
    expect(await app.csvExports.sweep()).toBe(1);
    expect(existsSync(file)).toBe(false);
    const gone = await app.inject({ method: 'GET', url: final.csv_url!, headers: owner.headers });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ error: csvExpiredMessage });
    expect((await status(owner)).json()).toMatchObject({ csv_url: null, failed: false });
  });

  it('refuses a request without a wall, and an unknown wall', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: '/api/post/generate_csv',
      headers: owner.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect((await generate(owner, 'no-such-wall-here')).statusCode).toBe(404);
  });
});
