/**
 * The spec's popup connect flow for networks that sign in with OAuth: a 665x300 window, checked
 * every 1000 ms until the owner closes it (or the network's callback page closes itself), after
 * which the panel reloads the source to show its new health.
 */
import {
  connectPopupHeightPx,
  connectPopupPollMs,
  connectPopupWidthPx,
  describedAuthOf,
  type ConnectorDescription,
} from '@chorus/core';
import { apiRequest } from '../../api-client.ts';

/**
 * Where the popup starts the network's sign-in for one source: the server keeps a state bound
 * to the session and the source, and sends the browser on to the network's consent screen;
 * the network sends it back to a page that closes the popup (docs/operations.md).
 */
export function authorizePath(network: string, sourceId: number): string {
  return `/api/${encodeURIComponent(network)}/${sourceId}/authorize`;
}

/** The `window.open` features of the popup, centred over the opener when its size is known. */
export function popupFeatures(opener?: {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}): string {
  const size = `width=${connectPopupWidthPx},height=${connectPopupHeightPx}`;
  if (!opener) return size;
  const left = Math.round(opener.screenX + (opener.outerWidth - connectPopupWidthPx) / 2);
  const top = Math.round(opener.screenY + (opener.outerHeight - connectPopupHeightPx) / 2);
  return `${size},left=${left},top=${top}`;
}

/** What {@link openAuthPopup} needs from the browser (a test passes its own). */
export interface PopupHost {
  open(url: string, target: string, features: string): { readonly closed: boolean } | null;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(timer: unknown): void;
}

/**
 * Opens the popup and calls `onClosed` once it has closed (checked every
 * `connectPopupPollMs`). Returns false when the browser blocked the popup.
 */
export function openAuthPopup(
  url: string,
  onClosed: () => void,
  host: PopupHost = browserHost(),
  features = popupFeatures(),
): boolean {
  const popup = host.open(url, 'chorus-connect', features);
  if (!popup) return false;
  const timer = host.setInterval(() => {
    if (!popup.closed) return;
    host.clearInterval(timer);
    onClosed();
  }, connectPopupPollMs);
  return true;
}

function browserHost(): PopupHost {
  return {
    open: (url, target, features) => window.open(url, target, features),
    setInterval: (run, ms) => window.setInterval(run, ms),
    clearInterval: (timer) => window.clearInterval(timer as number),
  };
}

/** Whether this server can sign in with a network, and what to say when it cannot. */
export interface OAuthSetup {
  readonly configured: boolean;
  readonly message: string | null;
}

/**
 * Asks the server (`GET /api/oauth/providers`) whether a sign-in app is set up: `app` is the
 * connector's id, or the app a feed type's own sign-in names ({@link oauthAppOfFeedType}).
 */
export async function loadOAuthSetup(app: string): Promise<OAuthSetup> {
  const answer = await apiRequest<{ providers: Record<string, OAuthSetup> }>(
    '/api/oauth/providers',
  );
  return answer.providers[app] ?? { configured: false, message: null };
}

/**
 * The sign-in app a feed type's sources use when it signs in with OAuth 2 (its own sign-in's,
 * else the connector's; the connector's id for a network that registers on each server);
 * null when it does not.
 */
export function oauthAppOfFeedType(
  connector: ConnectorDescription,
  feedTypeId: string | undefined,
): string | null {
  const auth = describedAuthOf(connector, feedTypeId);
  return auth.kind === 'oauth2' ? (auth.app ?? connector.id) : null;
}

/**
 * Whether connecting this feed type signs in: its sign-in (its own, else the connector's) is
 * OAuth 2, unless the feed type reads public posts and offers sign-in only when the network
 * asks (`optional`).
 */
export function signsIn(connector: ConnectorDescription, feedTypeId: string | undefined): boolean {
  if (describedAuthOf(connector, feedTypeId).kind !== 'oauth2') return false;
  const feedType = connector.feedTypes.find((type) => type.id === feedTypeId);
  return feedType?.signIn !== 'optional';
}
