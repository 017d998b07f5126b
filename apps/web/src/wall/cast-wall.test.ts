/**
 * The cast module behind the control bar's Cast button: the browser's own casting of the wall's
 * full-screen page where the Presentation API exists (a failure only logged, the page stays),
 * else the dashboard's Cast dialog for the wall, which pairs a TV by its code.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { castDialogPath, castWall } from './cast-wall.ts';
import type { PresentationHost } from './presentation.ts';

function hostThat(start: () => Promise<unknown>, urls: string[][]): PresentationHost {
  return {
    navigator: { presentation: {} },
    PresentationRequest: class {
      constructor(given: string[]) {
        urls.push(given);
      }
      start() {
        return start();
      }
    },
  };
}

describe('castWall', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { location: { origin: 'https://walls.example' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('casts the wall’s full-screen page with the browser when it can', async () => {
    const urls: string[][] = [];
    const go = vi.fn();
    await castWall(
      'acme wall',
      hostThat(() => Promise.resolve({}), urls),
      go,
    );
    expect(urls).toEqual([['https://walls.example/acme%20wall?fullscreen=true']]);
    expect(go).not.toHaveBeenCalled();
  });

  it('only logs a failed browser cast, and stays on the wall', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const go = vi.fn();
    await castWall(
      'acme',
      hostThat(() => Promise.reject(new Error('no display')), []),
      go,
    );
    expect(warn).toHaveBeenCalledOnce();
    expect(go).not.toHaveBeenCalled();
  });

  it('opens the dashboard’s Cast dialog for the wall where the browser cannot cast', async () => {
    const go = vi.fn();
    await castWall('acme', { navigator: {} }, go);
    expect(go.mock.calls).toEqual([['/admin?cast=acme']]);
    expect(castDialogPath('a&b')).toBe('/admin?cast=a%26b');
  });
});
