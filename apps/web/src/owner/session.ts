/**
 * The owner app's session: who is signed in, shared by every owner screen.
 *
 * One store per page: the first {@link useSession} asks `GET /api/user/current`, every other
 * caller reads the same answer. Sign-in, sign-up and sign-out go through here so that the header,
 * the dashboard and the edit panel all change together.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, apiRequest } from './api-client.ts';

/** An account as `GET /api/user/current` shows it. */
export interface SessionAccount {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly plan: string;
  readonly creator_id: number | null;
  readonly meta: readonly string[];
  readonly licenses: number;
  readonly created_at: string;
  /** Whether the account administers this instance. */
  readonly admin: boolean;
  /** The owner app's language (`en`, `de`, `fr`, `es`); null or absent: the browser's. */
  readonly language?: string | null;
}

/** Walls the account has and may have (the plan's allowance). */
export interface SessionFeedCount {
  readonly active: number;
  readonly inactive: number;
  readonly allowed: number;
}

/** The answer of `GET /api/user/current`. */
export interface CurrentUser {
  readonly account: SessionAccount;
  /** Permission keys (`create_tint`, `delete_tint`…); an owner holds them all. */
  readonly permissions: readonly string[];
  readonly settings: {
    readonly plan: string;
    /** A hint of the newest API token, never the token. */
    readonly token: string | null;
    readonly accounts: readonly SessionAccount[];
    readonly feed_count: SessionFeedCount;
    /** CHORUS_PLANS: `self-hosted` shows no upgrade prompt and no allowance alert. */
    readonly plans: 'self-hosted' | 'hosted';
  };
}

/** What {@link useSession} knows. */
export type SessionState =
  /** Not asked yet, or the answer is on its way (also while prerendering). */
  | { readonly status: 'loading' }
  /**
   * Nobody is signed in (the server answered 401). `deliberate` when the owner just signed
   * out here: owner screens then go to /login without a way back.
   */
  | { readonly status: 'signed-out'; readonly deliberate?: boolean }
  | { readonly status: 'signed-in'; readonly user: CurrentUser }
  /** The server could not say (network or server failure): `message` is the spec's text. */
  | { readonly status: 'failed'; readonly message: string };

/** The session and what can be done with it. */
export type Session = SessionState & {
  /** Asks the server again (after a change to the plan, walls or accounts). */
  readonly refresh: () => Promise<void>;
};

const loading: SessionState = { status: 'loading' };
let current: SessionState = loading;
let asked: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Remembered in the browser after a sign-in, so public pages ask only when it may help. */
const hintKey = 'chorus.signedIn';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Whether this browser was signed in when it last knew. */
function signedInBefore(): boolean {
  return storage()?.getItem(hintKey) === '1';
}

function publish(state: SessionState) {
  current = state;
  if (state.status === 'signed-in') storage()?.setItem(hintKey, '1');
  if (state.status === 'signed-out') storage()?.removeItem(hintKey);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Calls `listener` on every change of the session (for `useSyncExternalStore`). */
export const subscribeToSession = subscribe;

/** Fetches the current user and publishes the answer. */
export function refreshSession(): Promise<void> {
  const request = apiRequest<CurrentUser>('/api/user/current').then(
    (user) => publish({ status: 'signed-in', user }),
    (error: unknown) => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        publish({ status: 'signed-out' });
      } else if (error instanceof ApiError) {
        publish({ status: 'failed', message: error.message });
      } else {
        throw error;
      }
    },
  );
  asked = request;
  return request;
}

function ensureAsked() {
  if (asked === undefined) void refreshSession();
}

/** The session state right now, outside React. */
export function sessionSnapshot(): SessionState {
  return current;
}

/** `POST /api/signup`; the new owner is signed in. Throws {@link ApiError} with the spec's text. */
export async function signUp(fields: {
  username: string;
  email: string;
  password: string;
  /** An invite link's token (an invite-only instance needs one). */
  invite?: string;
  /** A referral invite link's code (`?ref=`, hosted mode). */
  ref?: string;
}): Promise<void> {
  await apiRequest('/api/signup', { method: 'POST', body: fields });
  await refreshSession();
}

/** `POST /api/login` with a username or an e-mail. Throws {@link ApiError} with the spec's text. */
export async function signIn(fields: { username: string; password: string }): Promise<void> {
  await apiRequest('/api/login', { method: 'POST', body: fields });
  await refreshSession();
}

/**
 * `PUT /api/user/language`: the owner app's language of the signed-in account (`en`, `de`, `fr`,
 * `es`), or null to follow the browser's. {@link refreshSession} then redraws every owner screen
 * in it. Throws {@link ApiError} with the spec's text.
 */
export async function saveAccountLanguage(language: string | null): Promise<void> {
  await apiRequest('/api/user/language', { method: 'PUT', body: { language } });
}

/** `POST /api/logout`; the session ends at once. */
export async function signOut(): Promise<void> {
  await apiRequest('/api/logout', { method: 'POST' });
  publish({ status: 'signed-out', deliberate: true });
}

/** Forgets what is known (tests). */
export function resetSessionForTests(state: SessionState = loading) {
  asked = state === loading ? undefined : Promise.resolve();
  publish(state);
}

/** Options of {@link useSession}. */
export interface UseSessionOptions {
  /**
   * `always` (owner screens) asks the server; `if-signed-in-before` (the site header, the
   * landing page) asks only when this browser was signed in last time, and otherwise reports
   * `signed-out` without a call, so a visitor's public pages make no failing request.
   */
  readonly ask?: 'always' | 'if-signed-in-before';
}

/**
 * The signed-in owner, shared by every owner screen: `loading`, `signed-out`, `signed-in` (with
 * the current user settings) or `failed`.
 */
export function useSession({ ask = 'always' }: UseSessionOptions = {}): Session {
  const state = useSyncExternalStore(subscribe, sessionSnapshot, () => loading);
  const lazy = ask === 'if-signed-in-before';
  useEffect(() => {
    if (!lazy || signedInBefore()) ensureAsked();
  }, [lazy]);
  if (lazy && state.status === 'loading' && asked === undefined && !signedInBefore()) {
    return { status: 'signed-out', refresh: refreshSession };
  }
  return { ...state, refresh: refreshSession };
}

/** Where to send a visitor who is not signed in: /login with the way back. */
export function loginPath(next: string): string {
  return next === '' || next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}

/**
 * The way back after signing in: the `next` parameter when it is a path of this site
 * (never another origin), else the dashboard.
 */
export function safeNext(next: string | null | undefined, fallback = '/admin'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  return next;
}

/**
 * {@link useSession} for screens that need an owner: a visitor who is not signed in is sent
 * to `/login?next=<this address>`.
 */
export function useRequiredSession(): Session {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  const deliberate = session.status === 'signed-out' && session.deliberate === true;
  const toLogin = useCallback(
    () => navigate(deliberate ? '/login' : loginPath(here), { replace: !deliberate }),
    [navigate, here, deliberate],
  );
  useEffect(() => {
    if (session.status === 'signed-out') void toLogin();
  }, [session.status, toLogin]);
  return session;
}
