/** Loading a wall's profile and collections, with the spec's error outcomes. */
import type { WallCollection } from '@chorus/theme-kit';
import type { PassWindows } from './pass-windows.ts';

/** How long the profile may take before the System Maintenance message shows. */
export const profileTimeoutMs = 10_000;

/** The profile fields the wall page reads (`GET /api/profile/{user_name}`). */
export interface WallProfile {
  /** The owner's account id (the slideshow's full controls are the signed-in owner's). */
  readonly user_id?: number;
  readonly user_name: string;
  readonly name: string;
  readonly theme: string;
  readonly plan: string;
  /** Live push is on. */
  readonly realtime: boolean;
  /** Live push windows of the wall's live-update passes, in seconds from this answer. */
  readonly realtime_windows?: PassWindows;
  /** Shows "Powered by Chorus": hosted, by the plan; self-hosted, by the administrator's switch. */
  readonly powered_by?: boolean;
  readonly textupdates: 0 | 1;
  readonly sharebuttons: 0 | 1;
  readonly show_author: 0 | 1;
  readonly display_profile: Readonly<Record<string, unknown>>;
  /** Appearance settings: fonts, colours, positions, backgrounds, logo (the theme kit reads them). */
  readonly settings?: Readonly<Record<string, unknown>>;
  /** The owner's custom CSS, kept to the wall by the theme kit. */
  readonly custom_css?: string;
}

/** The outcome of loading a wall. */
export type WallLoad =
  | {
      readonly kind: 'ok';
      readonly profile: WallProfile;
      readonly collections: readonly WallCollection[];
    }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'maintenance' };

/**
 * Loads profile and collections. A 4xx on the profile (unknown or inactive wall) is
 * `not-found`; a 5xx, a network failure or a timeout is `maintenance`. Collections failing
 * only empties the nav bar.
 */
export async function loadWall(
  userName: string,
  fetcher: typeof fetch = fetch,
  timeoutMs = profileTimeoutMs,
): Promise<WallLoad> {
  const name = encodeURIComponent(userName);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const [profileResponse, collectionsResponse] = await Promise.all([
      fetcher(`/api/profile/${name}`, { signal, headers: { accept: 'application/json' } }),
      fetcher(`/api/collections/${name}`, {
        signal,
        headers: { accept: 'application/json' },
      }).catch(() => null),
    ]);
    if (profileResponse.status >= 400 && profileResponse.status < 500) return { kind: 'not-found' };
    if (!profileResponse.ok) return { kind: 'maintenance' };
    const profile = (await profileResponse.json()) as WallProfile;
    const collections =
      collectionsResponse?.ok === true
        ? ((await collectionsResponse.json()) as { collections: WallCollection[] }).collections
        : [];
    return { kind: 'ok', profile, collections };
  } catch {
    return { kind: 'maintenance' };
  }
}
