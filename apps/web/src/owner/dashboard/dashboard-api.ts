/** The dashboard's calls, all through the owner API client. */
import { apiRequest } from '../api-client.ts';
import type { WallTemplateId } from './wall-templates.ts';

/** One wall as `GET /api/feedCount` lists it. */
export interface FeedCountWall {
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

export function fetchProfile(userName: string, signal?: AbortSignal): Promise<DashboardProfile> {
  return apiRequest<DashboardProfile>(profilePath(userName), signal ? { signal } : {});
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
