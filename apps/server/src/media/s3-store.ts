/**
 * The media store on an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Ceph...),
 * spoken to over its REST API with SigV4-signed requests (aws4fetch). Path-style addresses:
 * `<endpoint>/<bucket>/<prefix><key>`. The store is the operator's own configuration, so it
 * is reached directly, not through the safe client that guards user-supplied addresses.
 */
import { AwsClient } from 'aws4fetch';
import type { MediaStore } from './store.ts';

/** Where and how to reach the bucket (`CHORUS_MEDIA_S3_*`). */
export interface S3StoreConfig {
  /** The service's address, e.g. `https://s3.eu-west-1.amazonaws.com` or a MinIO URL. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** The signing region; `us-east-1` when the service has none. */
  readonly region: string;
  /** Put before every key, e.g. `chorus/`; empty for the bucket's root. */
  readonly prefix: string;
}

const keyPattern = /^[0-9a-f]{64}\/[a-z0-9.]+$/;

/** A media store in an S3 bucket. */
export function s3MediaStore(config: S3StoreConfig): MediaStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 2,
  });
  const bucketUrl = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  const objectUrl = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`Not a media key: ${key}`);
    return `${bucketUrl}/${config.prefix}${key}`;
  };
  const failed = async (response: Response, what: string) =>
    new Error(
      `The media store answered ${response.status} to ${what}: ${(await response.text()).slice(0, 300)}`,
    );

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix: `${config.prefix}${prefix}` });
      if (token) query.set('continuation-token', token);
      const response = await client.fetch(`${bucketUrl}?${query}`);
      if (!response.ok) throw await failed(response, `listing ${prefix}`);
      const xml = await response.text();
      // Our keys are hex and dots only: no XML escaping to undo.
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(match[1] ?? '');
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1]
        : undefined;
    } while (token);
    return keys;
  }

  return {
    async get(key) {
      const response = await client.fetch(objectUrl(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failed(response, `reading ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async has(key) {
      const response = await client.fetch(objectUrl(key), { method: 'HEAD' });
      if (response.status === 404) return false;
      if (!response.ok) throw await failed(response, `looking up ${key}`);
      return true;
    },
    async put(key, bytes) {
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (!response.ok) throw await failed(response, `writing ${key}`);
      await response.body?.cancel();
    },
    async removePicture(hash) {
      if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error(`Not a media hash: ${hash}`);
      for (const key of await keysUnder(`${hash}/`)) {
        const response = await client.fetch(`${bucketUrl}/${key}`, { method: 'DELETE' });
        if (!response.ok && response.status !== 404)
          throw await failed(response, `deleting ${key}`);
        await response.body?.cancel();
      }
    },
  };
}
