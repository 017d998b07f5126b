/**
 * Casting with the browser itself: the Presentation API (Chrome's "Cast…"), where the browser
 * offers it. Failures are only logged (public-wall spec: "cast failures are only logged"); the
 * dashboard's Cast dialog then points to pairing, which works everywhere. Shared by that dialog
 * and the slideshow control bar's Cast button (`cast-wall.ts`), so it holds no owner code.
 */

/** The page a TV shows for a wall: its full-screen page. */
export function castWallPath(userName: string): string {
  return `/${encodeURIComponent(userName)}?fullscreen=true`;
}

/** The parts of `window` this needs, so tests can pass their own. */
export interface PresentationHost {
  readonly navigator: { readonly presentation?: unknown };
  readonly PresentationRequest?: new (urls: string[]) => { start(): Promise<unknown> };
}

/** True when the browser can cast a page by itself. */
export function presentationAvailable(host: PresentationHost | undefined): boolean {
  return (
    host !== undefined &&
    host.navigator.presentation !== undefined &&
    host.navigator.presentation !== null &&
    typeof host.PresentationRequest === 'function'
  );
}

/** The browser's own window as a {@link PresentationHost}, or undefined outside a browser. */
export function browserPresentationHost(): PresentationHost | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as PresentationHost);
}

/**
 * Starts casting `url` (absolute) with the browser's picker. True when a display took it;
 * false (logged) when the owner cancelled, no display was found, or the browser refused.
 */
export async function castWithBrowser(host: PresentationHost, url: string): Promise<boolean> {
  try {
    const Request = host.PresentationRequest;
    if (Request === undefined) throw new Error('PresentationRequest is not available');
    await new Request([url]).start();
    return true;
  } catch (error) {
    console.warn('Casting with the browser failed', error);
    return false;
  }
}
