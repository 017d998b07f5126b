/**
 * The moderators' live channel of a wall (`/api/walls/{user}/moderation/live`, see
 * docs/realtime.md): every post change of the wall, pending posts included, as the post routes
 * answer the post. Reconnects with a growing pause; tells its user whether it is up, so the
 * list polls only while it is down.
 */
import { useEffect, useRef } from 'react';
import { apiUrl } from '../api-client.ts';
import type { ModerationPost } from './moderation-api.ts';

/** A post changed on the wall: the post as it is now, or null when it no longer exists. */
export interface ModerationEvent {
  readonly type: 'moderation';
  /** The server's change kind: created, approved, rejected, updated, pinned... */
  readonly change: string;
  readonly postId: string;
  readonly post: ModerationPost | null;
}

/** What {@link useModeratorChannel} needs. */
export interface ModeratorChannelOptions {
  readonly userName: string;
  readonly wlToken?: string | undefined;
  /** Off while the list cannot load (a refused token, an unknown wall). */
  readonly enabled: boolean;
  readonly onEvent: (event: ModerationEvent) => void;
  /** True once the channel is open, false when it drops or is refused. */
  readonly onConnected: (connected: boolean) => void;
  /** The server may have missed changes (a `resync` frame): load the list's head again. */
  readonly onResync?: () => void;
}

/** True for the `resync` frame (core's resyncFrameSchema): the server may have missed changes. */
export function isResyncFrame(data: string): boolean {
  try {
    const frame: unknown = JSON.parse(data);
    return (
      typeof frame === 'object' && frame !== null && 'type' in frame && frame.type === 'resync'
    );
  } catch {
    return false;
  }
}

/** Close codes after which reconnecting cannot help: refused access, a wall gone. */
const finalCloseCodes: ReadonlySet<number> = new Set([4403, 4404]);
const firstReconnectMs = 2000;
const lastReconnectMs = 60_000;

/** The channel's address on this site. */
export function moderatorChannelUrl(
  userName: string,
  wlToken: string | undefined,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const path = apiUrl(`/api/walls/${encodeURIComponent(userName)}/moderation/live`, { wlToken });
  return `${scheme}//${location.host}${path}`;
}

/** The event in a frame, or null for anything else (ready, errors, malformed text). */
export function parseModerationEvent(data: string): ModerationEvent | null {
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null) return null;
  const { type, change, postId, post } = frame as Record<string, unknown>;
  if (type !== 'moderation' || typeof change !== 'string' || typeof postId !== 'string') {
    return null;
  }
  if (post === null) return { type, change, postId, post: null };
  if (typeof post !== 'object' || post === undefined) return null;
  const shaped = post as Partial<ModerationPost>;
  if (shaped.id !== postId || typeof shaped.state !== 'string') return null;
  return { type, change, postId, post: post as ModerationPost };
}

/** Listens to the moderators' channel of a wall while `enabled`. */
export function useModeratorChannel(options: ModeratorChannelOptions): void {
  const { userName, wlToken, enabled } = options;
  const handlers = useRef(options);
  handlers.current = options;
  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let retryMs = firstReconnectMs;
    let stopped = false;
    const connect = () => {
      retry = null;
      if (stopped) return;
      try {
        socket = new WebSocket(moderatorChannelUrl(userName, wlToken, window.location));
      } catch {
        handlers.current.onConnected(false);
        return;
      }
      socket.addEventListener('open', () => {
        retryMs = firstReconnectMs;
        handlers.current.onConnected(true);
      });
      socket.addEventListener('message', (message) => {
        if (stopped || typeof message.data !== 'string') return;
        if (isResyncFrame(message.data)) {
          handlers.current.onResync?.();
          return;
        }
        const event = parseModerationEvent(message.data);
        if (event) handlers.current.onEvent(event);
      });
      socket.addEventListener('close', (event) => {
        if (stopped) return;
        handlers.current.onConnected(false);
        if (finalCloseCodes.has(event.code)) return;
        retry = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, lastReconnectMs);
      });
    };
    connect();
    return () => {
      stopped = true;
      socket?.close();
      if (retry !== null) clearTimeout(retry);
      handlers.current.onConnected(false);
    };
  }, [userName, wlToken, enabled]);
}
