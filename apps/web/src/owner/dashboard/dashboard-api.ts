/** The dashboard's calls, all through the owner API client. */
import { apiRequest } from '../api-client.ts';
import type { RealtimeUpdates } from '../passes/passes-api.ts';
import type { WallTemplateId } from './wall-templates.ts';

/** One picture of a wall's thumbnail: Chorus's own address, never a network's. */
export interface WallThumbnailPicture {
  readonly url: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly alt: string;
}

/** What a wall of `GET /api/feedCount` adds for the dashboard's cards (docs/api.md). */
export interface WallCardFields {
  readonly theme: string;
  /** The name bar's colours (hex) or null. */
  readonly colors: { readonly background: string | null; readonly text: string | null };
  /** Live push is on. */
  readonly realtime: boolean;
  /** Live viewers connected to the server now. */
  readonly viewers: number;
  readonly approved_count: number;
  readonly pending_count: number;
  /** Sources signed out, expired or failing. */
  readonly sources_failing: number;
  /** Up to four pictures, the wall's first approved posts' (pinned first, newest first). */
  readonly thumbnails: readonly WallThumbnailPicture[];
  /** The wall's live-update passes (the spec's realtime data) and its testable flag. */
  readonly realtime_updates: RealtimeUpdates;
  /** Passes are sold for this wall (hosted billing; not basic, trial, plus). */
  readonly can_buy_pass: boolean;
}

/** One wall as `GET /api/feedCount` lists it. */
export interface FeedCountWall extends Partial<WallCardFields> {
  readonly id: number;
  readonly user_name: string;
  readonly name: string;
  /** '0' active, '2' inactive. */
  readonly status: '0' | '2';
  /** How many sources feed it. */
  readonly feed_count: number;
}

/** `GET /api/feedCount`: Total Feeds, the allowance and the count per wall. */
export interface FeedCount {
  readonly total: number;
  readonly active: number;
  readonly inactive: number;
  readonly allowed: number;
  readonly walls: readonly FeedCountWall[];
}

/** The profile fields the dashboard reads (`GET /api/profile/{user_name}`). */
export interface DashboardProfile {
  readonly id: number;
  readonly user_name: string;
  readonly name: string;
  readonly status: '0' | '2';
  readonly feed_count: number;
  /** Live push is on (realtime switched on, or a paid plan). */
  readonly realtime: boolean;
  /** Whether the on/off switch may flip it now (callers who may read the wall only). */
  readonly toggable?: boolean;
}

const profilePath = (userName: string) => `/api/profile/${encodeURIComponent(userName)}`;

export function fetchFeedCount(signal?: AbortSignal): Promise<FeedCount> {
  return apiRequest<FeedCount>('/api/feedCount', signal ? { signal } : {});
}

/** `POST /api/profile`: a new wall, active while the plan allows another, set up by a template. */
export function createWall(fields: {
  name: string;
  user_name: string;
  template?: WallTemplateId;
}): Promise<DashboardProfile> {
  return apiRequest<DashboardProfile>('/api/profile', { method: 'POST', body: fields });
}

/** The on/off switch: `PUT /api/profile/{user_name}` with the status code. */
export function saveWallStatus(userName: string, on: boolean): Promise<DashboardProfile> {
  return apiRequest<DashboardProfile>(profilePath(userName), {
    method: 'PUT',
    body: { status: on ? '0' : '2' },
  });
}

/** `DELETE /api/profile/{user_name}` with the typed confirmation. */
export function deleteWall(userName: string, confirm: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(profilePath(userName), {
    method: 'DELETE',
    body: { confirm },
  });
}
