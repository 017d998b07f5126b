/**
 * The slideshow control bar's Cast button, loaded on its first press (public-wall spec: "a cast
 * module is loaded on demand and sent the user name"). Where the browser has the Presentation
 * API it casts the wall's full-screen page itself, a failure (no display, the picker closed)
 * only logged; elsewhere it opens the dashboard's Cast dialog for this wall, which pairs a TV
 * that shows a code on `/cast`.
 */
import {
  browserPresentationHost,
  castWallPath,
  castWithBrowser,
  presentationAvailable,
  type PresentationHost,
} from './presentation.ts';

/** The dashboard with the Cast dialog of `userName` open (WallsPanel reads `cast`). */
export function castDialogPath(userName: string): string {
  return `/admin?cast=${encodeURIComponent(userName)}`;
}

/** Casts the wall `userName`: with the browser where it can, else through the dashboard. */
export async function castWall(
  userName: string,
  host: PresentationHost | undefined = browserPresentationHost(),
  go: (path: string) => void = (path) => window.location.assign(path),
): Promise<void> {
  if (host && presentationAvailable(host)) {
    await castWithBrowser(host, `${window.location.origin}${castWallPath(userName)}`);
    return;
  }
  go(castDialogPath(userName));
}
