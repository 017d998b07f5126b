/**
 * The instance administrator's calls: owner accounts (search, plan, suspend and restore), who
 * may sign up, and one-use invite links. The server refuses them to anyone else (403).
 */
import type { PlanId } from '@chorus/core';
import { ApiError, apiRequest } from '../api-client.ts';

/** An owner account as `GET /api/admin/accounts` lists it. */
export interface AdminAccount {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  /** The stored plan; hosted mode applies it, self-hosted mode gives every feature. */
  readonly plan: PlanId;
  readonly admin: boolean;
  readonly suspended: boolean;
  readonly walls: number;
  /** Enterprise sub-account licenses (hosted mode applies them). */
  readonly licenses: number;
  readonly last_sign_in_at: string | null;
  readonly created_at: string;
}

/** Who may sign up: anyone, or only with an invite link. */
export type SignupMode = 'open' | 'invite-only';

/** Owner accounts whose name or e-mail holds `search`, newest first. */
export async function listAccounts(search: string, signal?: AbortSignal): Promise<AdminAccount[]> {
  const answer = await apiRequest<{ accounts: AdminAccount[] }>('/api/admin/accounts', {
    query: { search },
    signal,
  });
  return answer.accounts;
}

/** Changes an account's plan, or suspends (`suspended: true`) or restores it. */
export function updateAccount(
  id: number,
  changes: { plan?: PlanId; suspended?: boolean },
): Promise<AdminAccount> {
  return apiRequest<AdminAccount>(`/api/admin/accounts/${id}`, { method: 'PUT', body: changes });
}

/** Sets an account's enterprise sub-account licenses (0 to 10,000). */
export function saveLicenses(id: number, licenses: number): Promise<AdminAccount> {
  return apiRequest<AdminAccount>(`/api/admin/accounts/${id}/licenses`, {
    method: 'PUT',
    body: { licenses },
  });
}

/** The instance settings the administrator sees. */
export interface InstanceSettings extends InstanceDetails {
  readonly signup: SignupMode;
  /** CHORUS_PLANS: `self-hosted` gives every account every feature, `hosted` applies plans. */
  readonly plans: 'self-hosted' | 'hosted';
}

/** The instance's settings: sign-up mode and plan mode. */
export function readSettings(signal?: AbortSignal): Promise<InstanceSettings> {
  return apiRequest<InstanceSettings>('/api/admin/settings', { signal });
}

/** Saves the instance's sign-up mode. */
export async function saveSignupMode(signup: SignupMode): Promise<SignupMode> {
  const saved = await apiRequest<{ signup: SignupMode }>('/api/admin/settings', {
    method: 'PUT',
    body: { signup },
  });
  return saved.signup;
}

/** A new one-use invite link, as a full address on this site. */
export async function createInviteLink(origin: string): Promise<string> {
  const { path } = await apiRequest<{ path: string }>('/api/admin/invites', { method: 'POST' });
  return new URL(path, origin).href;
}

/** The instance settings beyond sign-up: name, logo and the intranet allow list. */
export interface InstanceDetails {
  readonly name: string | null;
  readonly logo_url: string | null;
  /** Entries the administrator allowed. */
  readonly fetch_allow: readonly string[];
  /** CHORUS_FETCH_ALLOW: allowed as well, changed only in the environment. */
  readonly fetch_allow_environment: readonly string[];
  /** Self-hosted: public walls show "Powered by Chorus" (hosted mode follows the plans). */
  readonly powered_by: boolean;
  readonly about_url: string | null;
  readonly clients_url: string | null;
  readonly blog_url: string | null;
  readonly pricing_url: string | null;
}

/** The site pages' address fields: where `/about`, `/clients`, `/blog`, `/pricing` redirect. */
export const sitePageFields = ['about_url', 'clients_url', 'blog_url', 'pricing_url'] as const;

/** One of {@link sitePageFields}. */
export type SitePageField = (typeof sitePageFields)[number];

/** The site pages' addresses; null: not set (pricing: the built-in plans page). */
export type SitePageAddresses = Readonly<Record<SitePageField, string | null>>;

/** Saves some of the instance's settings; answers them all. */
export function saveInstanceDetails(
  changes: {
    name?: string;
    logo_url?: string;
    fetch_allow?: readonly string[];
    powered_by?: boolean;
  } & Partial<Record<SitePageField, string>>,
): Promise<InstanceSettings & InstanceDetails> {
  return apiRequest('/api/admin/settings', { method: 'PUT', body: changes });
}

/** A connector's OAuth app as the administrator sees it: where it comes from, never its value. */
export interface ConnectorApp {
  /** The app's id: the connector's, or the app a feed type's own sign-in names. */
  readonly network: string;
  readonly name: string;
  /** Titles of the feed types whose sources sign in with this app. */
  readonly feed_types: readonly string[];
  /** The environment variable that wins when set. */
  readonly variable: string;
  readonly source: 'environment' | 'saved' | 'none';
  readonly saved_at: string | null;
}

/** The installed connectors that need an OAuth app. */
export async function listConnectorApps(signal?: AbortSignal): Promise<ConnectorApp[]> {
  const answer = await apiRequest<{ connectors: ConnectorApp[] }>('/api/admin/connectors', {
    signal,
  });
  return answer.connectors;
}

/** Saves a connector's OAuth app (the secret may be empty for a public client). */
export function saveConnectorApp(
  network: string,
  app: { client_id: string; client_secret: string },
): Promise<ConnectorApp> {
  return apiRequest(`/api/admin/connectors/${encodeURIComponent(network)}`, {
    method: 'PUT',
    body: app,
  });
}

/** Forgets a connector's saved OAuth app. */
export function forgetConnectorApp(network: string): Promise<ConnectorApp> {
  return apiRequest(`/api/admin/connectors/${encodeURIComponent(network)}`, { method: 'DELETE' });
}

/** The message of a failed call: the bad field's when the server named one. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.issues[0]?.message ?? error.message;
  return String(error);
}
