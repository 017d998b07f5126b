/**
 * The live-update pass calls (docs/api.md, "Live-update passes"): a wall's passes, buying one
 * through Stripe Checkout, scheduling one, and the spec's `POST /payment/testRealTimeDays`.
 */
import { apiRequest } from '../api-client.ts';

/** One pass not over yet. */
export interface LivePass {
  readonly id: number;
  readonly kind: 'bought' | 'test';
  /** unscheduled: bought, its start to choose; scheduled: shows its start; active: its end. */
  readonly status: 'unscheduled' | 'scheduled' | 'active';
  /** ISO times; null while unscheduled. */
  readonly start: string | null;
  readonly stop: string | null;
  readonly length_seconds: number;
}

/** A wall's passes (the spec's `realtime` data and testable flag), as the walls list gives them. */
export interface RealtimeUpdates {
  readonly data: readonly LivePass[];
  /** The wall may start its one test. */
  readonly testable: boolean;
  /** A pass gives the wall live push now. */
  readonly active: boolean;
}

/** `GET /api/live-passes/{user_name}`: the passes, and the offer when passes are sold. */
export interface WallPasses extends RealtimeUpdates {
  readonly can_buy: boolean;
  readonly offer: { readonly days: number; readonly price: number; readonly currency: string };
}

const passesPath = (userName: string) => `/api/live-passes/${encodeURIComponent(userName)}`;

export function fetchPasses(userName: string, signal?: AbortSignal): Promise<WallPasses> {
  return apiRequest<WallPasses>(passesPath(userName), signal ? { signal } : {});
}

/** Stripe Checkout for one pass: the page to go to. */
export function buyPass(userName: string): Promise<{ url: string | null }> {
  const path = `/payment/live-passes/${encodeURIComponent(userName)}/checkout`;
  return apiRequest<{ url: string | null }>(path, {
    method: 'POST',
  });
}

/** Schedules (or moves) a pass not started yet. */
export function schedulePass(userName: string, passId: number, start: Date): Promise<LivePass> {
  return apiRequest<LivePass>(`${passesPath(userName)}/${passId}`, {
    method: 'PUT',
    body: { start: start.toISOString() },
  });
}

/** The spec's test start; resolves with its message, rejects with the server's refusal. */
export function startTestPass(wallId: number): Promise<{ success: true; message: string }> {
  return apiRequest<{ success: true; message: string }>('/payment/testRealTimeDays', {
    method: 'POST',
    body: { tintID: wallId },
  });
}
