import { describe, expect, it } from 'vitest';
import { isEmbeddedQuery, parseWallQuery } from './wall-query.ts';

describe('parseWallQuery', () => {
  it('reads every parameter both specs list', () => {
    const search =
      '?nolinkredir=true&noimages=true&noimagescaling=true&slideshowctrl=true&theme=hypeTemplate_pin' +
      '&mincolumnwidth=225&cols=4&count=60&offset=20&query=summer%20fest&fullscreen=1&mobile' +
      '&embed=true&background=%23ffffff&expand=true&nomobilenavmenu=true&mobilescroll=true' +
      '&fitToEdge=true&noPopup=true&wl_token=abc&show_publish_popup=true&help=true&showhappy=true' +
      '&noalert=true&testing=true&dash=true&fluidWidthOverride=true&log';
    expect(parseWallQuery(search)).toEqual({
      nolinkredir: true,
      noimages: true,
      noimagescaling: true,
      slideshowctrl: true,
      theme: 'hypeTemplate_pin',
      mincolumnwidth: 225,
      cols: 4,
      count: 60,
      offset: 20,
      query: 'summer fest',
      fullscreen: true,
      mobile: true,
      embed: true,
      background: '#ffffff',
      expand: true,
      nomobilenavmenu: true,
      mobilescroll: true,
      fitToEdge: true,
      noPopup: true,
      wl_token: 'abc',
      show_publish_popup: true,
      help: true,
      showhappy: true,
      noalert: true,
      testing: true,
      dash: true,
      fluidWidthOverride: true,
      log: true,
    });
  });

  it('reads false flags and leaves out unreadable values', () => {
    expect(
      parseWallQuery('noimages=false&embed=0&cols=-1&count=ten&offset=1.5&mobile=maybe'),
    ).toEqual({ noimages: false, embed: false });
    expect(parseWallQuery(new URLSearchParams({ query: '', theme: 'x' }))).toEqual({ theme: 'x' });
  });

  it('reads an embedded heading level of 2 to 6 and tells an embedded address', () => {
    expect(parseWallQuery('headingLevel=3')).toEqual({ headingLevel: 3 });
    expect(parseWallQuery('headingLevel=1&x=1')).toEqual({});
    expect(parseWallQuery('headingLevel=7')).toEqual({});
    expect(parseWallQuery('headingLevel=two')).toEqual({});
    expect(isEmbeddedQuery(parseWallQuery('embed=true'))).toBe(true);
    expect(isEmbeddedQuery(parseWallQuery('headingLevel=2'))).toBe(true);
    expect(isEmbeddedQuery(parseWallQuery('embed=false&cols=3'))).toBe(false);
  });
});
