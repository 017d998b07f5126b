/** The pairing routes of the server (apps/server/src/cast/routes.ts), as the web app calls them. */
import { apiRequest, type ApiRequestOptions } from '../api-client.ts';

/** A TV's new code and its secret poll token. */
export interface CastCode {
  readonly code: string;
  readonly token: string;
  readonly expires_at: string;
  readonly poll_ms: number;
}

/** What the TV learns when it asks about its code. */
export interface CastCodeState {
  readonly state: 'waiting' | 'paired' | 'expired';
  /** The wall to open, when paired. */
  readonly user_name?: string;
  /** Its full-screen page, when paired. */
  readonly url?: string;
}

/** The answer to a pairing. */
export interface CastPaired {
  readonly user_name: string;
  readonly url: string;
  readonly message: string;
}

type Fetcher = Pick<ApiRequestOptions, 'fetcher' | 'signal'>;

/** Asks for a code for this screen (the TV). */
export function requestCastCode(options: Fetcher = {}): Promise<CastCode> {
  return apiRequest<CastCode>('/api/cast/codes', { method: 'POST', ...options });
}

/** Asks whether the TV's code was paired. */
export function readCastCodeState(token: string, options: Fetcher = {}): Promise<CastCodeState> {
  return apiRequest<CastCodeState>('/api/cast/codes/state', {
    method: 'POST',
    body: { token },
    ...options,
  });
}

/** Binds the code a TV shows to a wall. */
export function pairCastCode(
  userName: string,
  code: string,
  options: Fetcher = {},
): Promise<CastPaired> {
  return apiRequest<CastPaired>(`/api/cast/pair/${encodeURIComponent(userName)}`, {
    method: 'POST',
    body: { code },
    ...options,
  });
}

/** The code as a TV shows it: two groups of three, easier to read across a room. */
export function spacedCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

/** A typed code, as the server reads it: upper case, without spaces or dashes. */
export function typedCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '');
}

/** True when a typed code has the form of a code: 6 characters, no 0/O/1/I. */
export function looksLikeCode(typed: string): boolean {
  return /^[A-HJ-NP-Z2-9]{6}$/.test(typedCode(typed));
}

export { castWallPath } from '../../wall/presentation.ts';
