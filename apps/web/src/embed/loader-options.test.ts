import { describe, expect, it } from 'vitest';
import { embedAddress, readEmbedOptions } from './loader-options.ts';

const origin = 'https://walls.example';

/** The address an element with these data attributes (as `dataset` names them) frames. */
function addressOf(dataset: Record<string, string>): string | null {
  const options = readEmbedOptions(dataset);
  return options && embedAddress(origin, options);
}

describe('embed options → wall address', () => {
  it('frames the wall with embed=true by default', () => {
    expect(addressOf({ chorusWall: 'demo' })).toBe('https://walls.example/demo?embed=true');
  });

  it('passes every wall parameter, bare attributes as true, in any letter case', () => {
    const address = addressOf({
      chorusWall: 'demo',
      noimages: '',
      cols: '3',
      fittoedge: 'true',
      noPopup: '',
      background: 'transparent',
      theme: 'hypeTemplate_photo',
      unknown: 'x',
    });
    const url = new URL(address ?? '');
    expect(url.pathname).toBe('/demo');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      embed: 'true',
      noimages: 'true',
      cols: '3',
      fitToEdge: 'true',
      noPopup: 'true',
      background: 'transparent',
      theme: 'hypeTemplate_photo',
    });
  });

  it('opens one network or source, or the search view for a query', () => {
    expect(addressOf({ chorusWall: 'demo', network: 'twitter', source: '12' })).toBe(
      'https://walls.example/demo/twitter/12?embed=true',
    );
    expect(addressOf({ chorusWall: 'demo', source: '12' })).toBe(
      'https://walls.example/demo?embed=true',
    );
    expect(addressOf({ chorusWall: 'demo', query: '#party night' })).toBe(
      'https://walls.example/demo/search?embed=true&query=%23party+night',
    );
  });

  it('a fixed data-height drops embed=true, so the wall scrolls inside its frame', () => {
    const options = readEmbedOptions({ chorusWall: 'demo', height: '500' });
    expect(options?.height).toBe('500px');
    expect(readEmbedOptions({ chorusWall: 'demo', height: '80vh' })?.height).toBe('80vh');
    expect(readEmbedOptions({ chorusWall: 'demo', height: '1px;x' })?.height).toBeUndefined();
    expect(options && embedAddress(origin, options)).toBe(
      'https://walls.example/demo?headingLevel=2',
    );
  });

  it('passes the heading level the page chooses (2 to 6) to the wall', () => {
    expect(addressOf({ chorusWall: 'demo', headingLevel: '3' })).toBe(
      'https://walls.example/demo?embed=true&headingLevel=3',
    );
    expect(addressOf({ chorusWall: 'demo', headinglevel: '4' })).toBe(
      'https://walls.example/demo?embed=true&headingLevel=4',
    );
    expect(addressOf({ chorusWall: 'demo', headingLevel: '1' })).toBe(
      'https://walls.example/demo?embed=true',
    );
    expect(addressOf({ chorusWall: 'demo', headingLevel: '9', height: '400' })).toBe(
      'https://walls.example/demo?headingLevel=2',
    );
  });

  it('passes data-lang as the wall language lang (a shipped language or ar-XB)', () => {
    expect(addressOf({ chorusWall: 'demo', lang: 'de' })).toBe(
      'https://walls.example/demo?embed=true&lang=de',
    );
    // A regional tag counts as its language, as ?lang= does; the pseudo-locale by its name.
    expect(readEmbedOptions({ chorusWall: 'demo', lang: ' de-AT ' })?.lang).toBe('de');
    expect(readEmbedOptions({ chorusWall: 'demo', lang: 'FR' })?.lang).toBe('fr');
    expect(addressOf({ chorusWall: 'demo', lang: 'ar-xb', height: '400' })).toBe(
      'https://walls.example/demo?headingLevel=2&lang=ar-XB',
    );
    expect(readEmbedOptions({ chorusWall: 'demo', lang: 'es' })?.warnings).toEqual([]);
  });

  it('ignores a data-lang that is no wall language, with a warning for the console', () => {
    for (const lang of ['xx', 'klingon', '', 'ar', 'en;x']) {
      const options = readEmbedOptions({ chorusWall: 'demo', lang });
      expect(options?.lang).toBeUndefined();
      expect(options && embedAddress(origin, options)).toBe(
        'https://walls.example/demo?embed=true',
      );
      expect(options?.warnings).toEqual([
        `Chorus embed "demo": data-lang="${lang}" is not a wall language (en, de, fr, es, ar-XB); ` +
          "the wall's own language is used.",
      ]);
    }
    expect(readEmbedOptions({ chorusWall: 'demo' })?.warnings).toEqual([]);
  });

  it('names the frame, and refuses a missing or odd wall name', () => {
    expect(readEmbedOptions({ chorusWall: 'demo' })?.title).toBe('Social wall demo');
    expect(readEmbedOptions({ chorusWall: 'demo', title: 'Our wall' })?.title).toBe('Our wall');
    expect(readEmbedOptions({})).toBeNull();
    expect(readEmbedOptions({ chorusWall: '../admin' })).toBeNull();
    expect(readEmbedOptions({ chorusWall: 'a b' })).toBeNull();
  });
});
