/**
 * A real S3-compatible server for the tests (s3rver, in process, on loopback), with one
 * bucket, checking request signatures as S3 does.
 */
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3StoreConfig } from './s3-store.ts';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/** A running test server and the store configuration that reaches it. */
export interface S3TestServer {
  readonly config: S3StoreConfig;
  close(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 with the bucket `chorus-media`. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'chorus-s3-')),
    configureBuckets: [{ name: 'chorus-media', configs: [] }],
    vhostBuckets: false,
  });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'chorus-media',
      // s3rver's fixed credentials; it refuses any other access key.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
      prefix: 'walls/',
    },
    close: () => server.close(),
  };
}
