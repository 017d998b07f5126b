/**
 * Realtime: a WebSocket per wall, fed by moderation and crawls through the host's
 * `postChanged` hook, fanned out across processes with PostgreSQL LISTEN/NOTIFY.
 * See docs/realtime.md.
 */
export {
  RealtimeHub,
  type LiveListener,
  type ModerationListener,
  type RealtimeHubOptions,
} from './hub.ts';
export {
  registerRealtime,
  createRealtimeHub,
  startRealtimePublisher,
  type PublisherOptions,
  type RealtimeOptions,
  type CreateHubOptions,
} from './plugin.ts';
export { denyAllControl, type ControlAuthorizer, type LiveWall } from './access.ts';
export { moderatorsMayControl } from './control-access.ts';
export { livePath, defaultLiveLimits, type LiveLimits } from './live-route.ts';
export { moderatorLivePath, moderatorRefusedCode } from './moderator-route.ts';
export { moderationFrameSchema, type ModerationFrame } from './moderator-events.ts';
export { toLivePost, findShownPost, isShownNow, type LivePostRow } from './live-post.ts';
export {
  createPostChangeMapper,
  tapPostChanges,
  withChangedRow,
  type ChangedPostRow,
} from './post-changes.ts';
export { createMemoryTransport, type RealtimeTransport } from './transport.ts';
export { createPostgresTransport, defaultRealtimeChannel } from './transport-postgres.ts';
