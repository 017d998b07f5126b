/**
 * The remote's connection to a wall's live channel with `?control=1`: it publishes controls
 * (core's publishRequestSchema) and hears the server's answers. Reconnects with a growing pause
 * when refused or dropped, and says why it is down; a wall that is gone is not retried.
 */
import { liveCloseCodes, type PublishRequest } from '@chorus/core';
import { liveChannelUrl } from '@chorus/theme-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiUrl } from '../api-client.ts';
import type { ChannelStatus } from './remote-controls.ts';

/** The first pause before reconnecting, in ms; it doubles each time up to the last one. */
const firstReconnectMs = 2000;
const lastReconnectMs = 30_000;

/** The control socket's address: the wall's live channel, asking to publish. */
export function controlChannelUrl(
  userName: string,
  wlToken: string | undefined,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  const live = liveChannelUrl(userName, location);
  return live + apiUrl('', { query: { control: 1 }, wlToken });
}

/** What the server said about a control it refused, or null for any other frame. */
export function refusalOf(data: string): string | null {
  try {
    const frame: unknown = JSON.parse(data);
    if (typeof frame !== 'object' || frame === null) return null;
    const { type, message } = frame as { type?: unknown; message?: unknown };
    return type === 'error' && typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

/** What {@link useControlChannel} gives the remote. */
export interface ControlChannel {
  readonly status: ChannelStatus;
  /** The server's last refusal of a control (a post no longer shown...), until the next send. */
  readonly refusal: string | null;
  /** Sends a control; false when the channel is not open (nothing is queued). */
  publish(request: PublishRequest): boolean;
}

/** Keeps the control channel of `userName` open while mounted. */
export function useControlChannel(userName: string, wlToken: string | undefined): ControlChannel {
  const [status, setStatus] = useState<ChannelStatus>({ state: 'connecting' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const socketRef = useRef<WebSocket | null>(null);

  useEffect(() => {
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let retryMs = firstReconnectMs;
    const connect = () => {
      retry = null;
      if (stopped) return;
      setStatus({ state: 'connecting' });
      let opened = false;
      const socket = new WebSocket(controlChannelUrl(userName, wlToken, window.location));
      socketRef.current = socket;
      socket.addEventListener('open', () => {
        opened = true;
        retryMs = firstReconnectMs;
        setStatus({ state: 'open' });
      });
      socket.addEventListener('message', (message) => {
        if (typeof message.data !== 'string') return;
        const refused = refusalOf(message.data);
        if (refused !== null) setRefusal(refused);
      });
      socket.addEventListener('close', (event) => {
        if (socketRef.current === socket) socketRef.current = null;
        if (stopped) return;
        if (event.code === liveCloseCodes.wallUnavailable) {
          setStatus({ state: 'unavailable' });
          return;
        }
        // A refused upgrade (403) closes before opening; the browser shows no status.
        const retryInSeconds = Math.round(retryMs / 1000);
        setStatus(
          opened ? { state: 'lost', retryInSeconds } : { state: 'refused', retryInSeconds },
        );
        retry = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, lastReconnectMs);
      });
    };
    connect();
    return () => {
      stopped = true;
      if (retry !== null) clearTimeout(retry);
      socketRef.current?.close();
      socketRef.current = null;
    };
  }, [userName, wlToken]);

  const publish = useCallback((request: PublishRequest) => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    setRefusal(null);
    socket.send(JSON.stringify(request));
    return true;
  }, []);

  return { status, refusal, publish };
}
