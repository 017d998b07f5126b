/**
 * Media: pictures re-hosted at ingest, stored once by content hash, served in the sizes and
 * formats walls use. See docs/operations.md ("Media").
 */
import type { ServerConfig } from '../config.ts';
import { s3MediaStore } from './s3-store.ts';
import { localMediaStore, type MediaStore } from './store.ts';

export { startMediaJobs, type MediaJobs, type MediaJobsOptions } from './jobs.ts';
export { hostedView, mediaPath, mediaUrl, mediaWidths, type HostedMedia } from './hosted-media.ts';
export { mediaRoutes } from './routes.ts';
export { mediaUsageRoutes } from './usage-route.ts';
export { mediaUploadRoutes, maxUploadBytes, uploadPurposes } from './upload.ts';
export { setMediaBaseUrl } from './base-url.ts';
export { mediaUsageOfWall, sweepOrphanMedia, type MediaUsage } from './housekeeping.ts';
export { variantSource } from './variants.ts';
export { localMediaStore, type MediaStore } from './store.ts';

/**
 * The store of a server: its S3 bucket when `CHORUS_MEDIA_S3_*` is set, else its media folder
 * (`CHORUS_MEDIA_DIR`, default `<data>/media`).
 */
export function mediaStoreFor(config: Pick<ServerConfig, 'mediaDir' | 'mediaS3'>): MediaStore {
  return config.mediaS3 ? s3MediaStore(config.mediaS3) : localMediaStore(config.mediaDir);
}
