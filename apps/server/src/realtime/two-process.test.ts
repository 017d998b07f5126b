import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LiveFrame } from '@chorus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { createWall } from '../db/repositories/walls.ts';
import type { PostRow, WallRow } from '../db/schema.ts';
import { openScratchPostgres, type AddressedDatabase } from '../db/testing.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';
import type { ChildMessage } from './testing-child.ts';
import { LiveClient, seedLivePost } from './testing.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const childScript = fileURLToPath(new URL('./testing-child.ts', import.meta.url));

/** One server process. */
class ServerProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly address: string,
  ) {}

  static start(databaseUrl: string): Promise<ServerProcess> {
    const child = fork(childScript, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill();
        reject(new Error('the server process did not start within 30 s'));
      }, 30_000);
      child.once('exit', (code) => reject(new Error(`the server process exited with ${code}`)));
      child.on('message', (message: ChildMessage) => {
        if (message.kind !== 'listening') return;
        clearTimeout(timer);
        resolve(new ServerProcess(child, message.address));
      });
    });
  }

  /** A moderation call as the owner's browser makes it: session cookie, same-site Origin. */
  async moderate(method: 'POST' | 'DELETE', path: string, owner: Role): Promise<void> {
    const response = await fetch(`${this.address}${path}`, {
      method,
      headers: { ...owner.headers, origin: this.address },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }

  /** Stops the process: disconnecting asks it to close; killed after 10 s. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    const force = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    this.child.disconnect();
    await exited;
    clearTimeout(force);
  }

  liveUrl(wall: WallRow, query = ''): string {
    return `${this.address.replace('http', 'ws')}/api/walls/${wall.user_name}/live${query}`;
  }
}

const ofType =
  <T extends LiveFrame['type']>(type: T) =>
  (frame: LiveFrame): frame is Extract<LiveFrame, { type: T }> =>
    frame.type === type;

describe.skipIf(!serverUrl)(
  'two server processes on one PostgreSQL database (skipped without TEST_DATABASE_URL)',
  () => {
    let scratch: AddressedDatabase;
    let one: ServerProcess | undefined;
    let two: ServerProcess | undefined;
    let wall: WallRow;
    let owner: Role;
    let pending: PostRow;
    let large: PostRow;
    const clients: LiveClient[] = [];

    const viewerOf = async (server: ServerProcess) => {
      const client = await LiveClient.ready(server.liveUrl(wall));
      clients.push(client);
      return client;
    };

    beforeAll(async () => {
      scratch = await openScratchPostgres(serverUrl as string);
      const { db } = scratch.database;
      await migrateToLatest(db);
      const ownerUser = await createAccount(db, 'live-owner');
      wall = await createWall(db, {
        userId: ownerUser.id,
        userName: `live-${ownerUser.id}`,
        name: 'Live',
      });
      owner = await sessionRole(db, 'owner', ownerUser);
      pending = await seedLivePost(db, wall.id, {
        title: 'Waiting for a moderator',
        state: 'pending',
      });
      large = await seedLivePost(db, wall.id, {
        title: 'A long read',
        description: `<p>${'word '.repeat(4000)}</p>`,
        state: 'pending',
      });
      [one, two] = await Promise.all([
        ServerProcess.start(scratch.databaseUrl as string),
        ServerProcess.start(scratch.databaseUrl as string),
      ]);
    }, 60_000);

    afterAll(async () => {
      await Promise.all(clients.map((client) => client.close()));
      await Promise.all([one?.stop(), two?.stop()]);
      await scratch?.database.close();
    }, 60_000);

    it('a post approved through process 1 reaches a viewer of process 2; reject removes it', async () => {
      const viewer = await viewerOf(two as ServerProcess);
      await one?.moderate('POST', `/api/post/${pending.id}/approve`, owner);
      const approve = await viewer.next(ofType('approve'));
      expect(approve.post).toMatchObject({
        id: String(pending.id),
        title: 'Waiting for a moderator',
        description: '<p>Hello</p>',
      });
      await one?.moderate('DELETE', `/api/post/${pending.id}`, owner);
      expect(await viewer.next(ofType('reject'))).toEqual({
        type: 'reject',
        postId: String(pending.id),
      });
    });

    it('a post too large for one NOTIFY payload arrives whole on the other process', async () => {
      const viewer = await viewerOf(two as ServerProcess);
      await one?.moderate('POST', `/api/post/${large.id}/approve`, owner);
      const approve = await viewer.next(ofType('approve'));
      expect(approve.post.id).toBe(String(large.id));
      expect(approve.post.description).toBe(large.description);
      expect(Buffer.byteLength(approve.post.description)).toBeGreaterThan(8000);
    });

    it("a moderator's control event on process 1 reaches viewers of both processes", async () => {
      const onTwo = await viewerOf(two as ServerProcess);
      const onOne = await viewerOf(one as ServerProcess);
      const server = one as ServerProcess;
      const moderator = await LiveClient.ready(server.liveUrl(wall, '?control=1'), {
        ...owner.headers,
        origin: server.address,
      });
      clients.push(moderator);
      moderator.send({ type: 'animation', index: 5 });
      expect(await onTwo.next(ofType('animation'))).toEqual({ type: 'animation', index: 5 });
      expect(await onOne.next(ofType('animation'))).toEqual({ type: 'animation', index: 5 });
    });
  },
);
