/** The source calls of the content section: `/api/{network}` and `/api/{network}/{id}`. */
import { apiRequest } from '../../api-client.ts';
import type { ProfileAccount, SourceHealth } from '../editor-data.ts';

/** A source as its owner reads it. */
export interface SourceView {
  readonly id: number;
  readonly network: string;
  readonly feed_type: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly label: string;
  readonly account_label: string;
  readonly privacy: 0 | 1;
  readonly status: 'active' | 'needs_reauth' | 'token_expired' | 'paused';
  readonly status_code: number;
  readonly last_crawled: number;
  readonly health: SourceHealth;
  /** For a feed type the owner signs in with: whether the sign-in details are stored. */
  readonly credentials_saved?: boolean;
}

const sourcePath = (network: string, id: number) => `/api/${encodeURIComponent(network)}/${id}`;

/** The full view of each listed source, in the order given. */
export function loadSources(accounts: readonly ProfileAccount[]): Promise<SourceView[]> {
  return Promise.all(accounts.map((a) => apiRequest<SourceView>(sourcePath(a.network, a.id))));
}

/** What connecting a source sends. */
export interface NewSource {
  readonly wall: string;
  readonly feed_type: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly privacy: 0 | 1;
  /** Sign-in details, for a feed type that declares them; stored encrypted, never returned. */
  readonly credentials?: Readonly<Record<string, unknown>>;
}

/** Connects a source; a 400 carries the connector's messages in `issues` (`options.<field>`). */
export function connectSource(network: string, source: NewSource): Promise<SourceView> {
  return apiRequest<SourceView>(`/api/${encodeURIComponent(network)}`, {
    method: 'POST',
    body: source,
  });
}

/** Replaces a source's sign-in details; the answer says only that they are saved. */
export function updateSourceCredentials(
  source: Pick<SourceView, 'network' | 'id'>,
  credentials: Readonly<Record<string, unknown>>,
): Promise<SourceView> {
  return apiRequest<SourceView>(sourcePath(source.network, source.id), {
    method: 'PUT',
    body: { credentials },
  });
}

/** Toggles manual approval (privacy 0 ↔ 1). */
export function toggleModeration(source: SourceView): Promise<SourceView> {
  return apiRequest<SourceView>(`${sourcePath(source.network, source.id)}/moderation`, {
    method: 'POST',
  });
}

/** Disconnects a source; its posts go with it. */
export function removeSource(source: SourceView): Promise<unknown> {
  return apiRequest(sourcePath(source.network, source.id), { method: 'DELETE' });
}

/** Asks for a crawl of the source now. */
export function refreshSource(source: Pick<SourceView, 'network' | 'id'>): Promise<unknown> {
  return apiRequest(`${sourcePath(source.network, source.id)}/refresh`, { method: 'POST' });
}
