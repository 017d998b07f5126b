import { describe, expect, it } from 'vitest';
import { embedCode, escapeAttribute, fullScreenWallUrl, whiteLabelLinks } from './embed-code.ts';

const base = {
  origin: 'https://walls.example.org',
  userName: 'harbour',
  height: '600',
  width: '100%',
  network: 'all',
  query: '',
};

describe('the embed code generator', () => {
  it('makes a data-chorus-wall div and the embed.js loader', () => {
    const result = embedCode(base);
    expect(result).toEqual({
      ok: true,
      attributes: { 'data-chorus-wall': 'harbour', 'data-height': '600', style: 'width: 100%' },
      code:
        '<div data-chorus-wall="harbour" data-height="600" style="width: 100%"></div>\n' +
        '<script async src="https://walls.example.org/embed.js"></script>',
    });
  });

  it('requires a height and a width, with the spec’s messages', () => {
    expect(embedCode({ ...base, height: ' ', width: '' })).toEqual({
      ok: false,
      problems: ['Height required.', 'Width required.'],
    });
    expect(embedCode({ ...base, width: '' })).toEqual({ ok: false, problems: ['Width required.'] });
  });

  it('strips quotes from the query and uses it only with all networks', () => {
    const all = embedCode({ ...base, query: ' "live" music\'s ' });
    expect(all.ok && all.attributes['data-query']).toBe('live musics');
    const one = embedCode({ ...base, network: 'twitter', query: 'live' });
    expect(one.ok && one.attributes).toEqual({
      'data-chorus-wall': 'harbour',
      'data-height': '600',
      'data-network': 'twitter',
      style: 'width: 100%',
    });
  });

  it('gives a bare width in pixels', () => {
    const result = embedCode({ ...base, width: '800' });
    expect(result.ok && result.attributes['style']).toBe('width: 800px');
  });

  it('escapes what could break out of an attribute', () => {
    expect(escapeAttribute('<a href="x">&')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;');
    const result = embedCode({ ...base, height: '600"><script>' });
    expect(result.ok && result.code).toContain('data-height="600&quot;&gt;&lt;script&gt;"');
  });
});

describe('publish links', () => {
  it('gives the full-screen wall and the three white-label links with the token', () => {
    expect(fullScreenWallUrl('http://h', 'a b')).toBe('http://h/a%20b?fullscreen=true');
    expect(whiteLabelLinks('http://h', 'acme', 't/k+n')).toEqual([
      { mode: 'w_edit', url: 'http://h/acme/w_edit?wl_token=t%2Fk%2Bn' },
      { mode: 'w_moderate', url: 'http://h/acme/w_moderate?wl_token=t%2Fk%2Bn' },
      { mode: 'w_moderate_all', url: 'http://h/acme/w_moderate_all?wl_token=t%2Fk%2Bn' },
    ]);
  });
});
