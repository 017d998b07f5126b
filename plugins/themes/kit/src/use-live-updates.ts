/**
 * The wall's live channel: a WebSocket per wall, with the spec's 12 s polling as the fallback
 * when the socket cannot open or drops.
 */
import type { LiveEvent, liveCloseCodes } from '@chorus/core';
import { pollIntervalMs } from '@chorus/core/rules';
import { useEffect, useRef } from 'react';
import { liveChannelUrl } from './feed-request.ts';
import { readLiveFrame } from './live-frame.ts';

/** What {@link useLiveUpdates} needs. */
export interface LiveUpdatesOptions {
  /** The wall's user name. */
  readonly wall: string;
  /** Live updates on (realtime enabled and not an edit view). */
  readonly enabled: boolean;
  /** Called with every valid live event. */
  readonly onEvent: (event: LiveEvent) => void;
  /** Called every 12 s while the socket is down. */
  readonly onPoll: () => void;
  /**
   * Called when the server says it may have missed events (a `resync` frame): reload the head
   * of the feed and merge it. Without it, `onPoll` is called.
   */
  readonly onResync?: () => void;
}

/**
 * Close code of a wall that is gone: no reconnecting. Typed from core's table so the two
 * cannot drift; the value is written out to keep the zod-backed realtime module out of the
 * wall's first paint.
 */
const wallUnavailableCode: (typeof liveCloseCodes)['wallUnavailable'] = 4404;

/** The first pause before reconnecting a dropped live channel, in ms; it doubles each time. */
export const firstReconnectMs = 2000;
/** The longest pause between reconnection attempts, in ms. */
export const lastReconnectMs = 60_000;

/**
 * Subscribes to the wall's events while `enabled`; polls while the socket is down and
 * reconnects it.
 */
export function useLiveUpdates({
  wall,
  enabled,
  onEvent,
  onPoll,
  onResync,
}: LiveUpdatesOptions): void {
  const handlers = useRef({ onEvent, onPoll, onResync });
  handlers.current = { onEvent, onPoll, onResync };
  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let retryMs = firstReconnectMs;
    let stopped = false;
    const startPolling = () => {
      poll ??= setInterval(() => handlers.current.onPoll(), pollIntervalMs('wall'));
    };
    const stopPolling = () => {
      if (poll !== null) clearInterval(poll);
      poll = null;
    };
    // Polls while down and reconnects with a growing pause, so a screen steered by live
    // controls gets them back after a server restart (never for a wall that is gone).
    const reconnectLater = () => {
      startPolling();
      retry = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, lastReconnectMs);
    };
    const connect = () => {
      retry = null;
      if (stopped) return;
      try {
        socket = new WebSocket(liveChannelUrl(wall, window.location));
      } catch {
        startPolling();
        return;
      }
      socket.addEventListener('open', () => {
        retryMs = firstReconnectMs;
        stopPolling();
      });
      socket.addEventListener('message', (message) => {
        if (typeof message.data !== 'string') return;
        void readLiveFrame(message.data).then(
          (frame) => {
            if (!frame || stopped) return;
            if (frame.type !== 'resync') handlers.current.onEvent(frame);
            else (handlers.current.onResync ?? handlers.current.onPoll)();
          },
          () => undefined,
        );
      });
      socket.addEventListener('close', (event) => {
        if (stopped) return;
        if (event.code === wallUnavailableCode) startPolling();
        else reconnectLater();
      });
    };
    connect();
    return () => {
      stopped = true;
      socket?.close();
      stopPolling();
      if (retry !== null) clearTimeout(retry);
    };
  }, [wall, enabled]);
}
