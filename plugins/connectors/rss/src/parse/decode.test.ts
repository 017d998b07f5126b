import { describe, expect, it } from 'vitest';
import { charsetOf, decodeFeedBytes } from './decode.ts';

const latin1Prolog = (encoding: string, body: string): Uint8Array =>
  Uint8Array.from(
    Buffer.from(`<?xml version="1.0" encoding="${encoding}"?><t>${body}</t>`, 'latin1'),
  );

describe('decodeFeedBytes', () => {
  it('reads UTF-8 when nothing says otherwise', () => {
    const bytes = new TextEncoder().encode('<t>café “quoted”</t>');
    expect(decodeFeedBytes(bytes, null)).toEqual({
      text: '<t>café “quoted”</t>',
      encoding: 'utf-8',
    });
  });

  it('honours the encoding of the XML declaration, windows-1252 high bytes included', () => {
    // 0x93 0x94 curly quotes, 0x80 euro, 0x85 ellipsis, 0xe9 e-acute
    const bytes = latin1Prolog('windows-1252', '\x93caf\xe9\x94 4\x80\x85');
    expect(decodeFeedBytes(bytes, 'application/rss+xml').text).toContain('<t>“café” 4€…</t>');
  });

  it('reads ISO-8859-1 as windows-1252, as the web does', () => {
    const bytes = latin1Prolog('ISO-8859-1', 'na\xefve \x96 dash');
    const decoded = decodeFeedBytes(bytes, null);
    expect(decoded.encoding).toBe('windows-1252');
    expect(decoded.text).toContain('naïve – dash');
  });

  it('prefers the HTTP charset to the XML declaration', () => {
    const bytes = Uint8Array.from(
      Buffer.from('<?xml version="1.0" encoding="utf-8"?><t>\xe9</t>', 'latin1'),
    );
    expect(decodeFeedBytes(bytes, 'text/xml; charset="ISO-8859-1"').text).toContain('<t>é</t>');
  });

  it('reads bytes that are not UTF-8 despite a utf-8 header with the declared encoding', () => {
    const bytes = latin1Prolog('ISO-8859-15', 'caf\xe9 \xa4');
    const decoded = decodeFeedBytes(bytes, 'application/xml; charset=utf-8');
    expect(decoded.encoding).toBe('iso-8859-15');
    expect(decoded.text).toContain('<t>café €</t>');
  });

  it('reads bytes that are not UTF-8 and declare nothing as windows-1252', () => {
    const bytes = Uint8Array.from(Buffer.from('<t>\x93caf\xe9\x94</t>', 'latin1'));
    expect(decodeFeedBytes(bytes, 'text/xml; charset=UTF-8')).toEqual({
      text: '<t>“café”</t>',
      encoding: 'windows-1252',
    });
    const lying = latin1Prolog('utf-8', '\xe9');
    expect(decodeFeedBytes(lying, null).text).toContain('<t>é</t>');
  });

  it('keeps UTF-8 with one stray byte as UTF-8', () => {
    const bytes = Uint8Array.from([
      ...Buffer.from('<t>café crème brûlée ', 'utf8'),
      0xff,
      ...Buffer.from('</t>', 'utf8'),
    ]);
    expect(decodeFeedBytes(bytes, 'text/xml; charset=utf-8')).toEqual({
      text: '<t>café crème brûlée \ufffd</t>',
      encoding: 'utf-8',
    });
  });

  it('lets a byte order mark win over every label', () => {
    const body = '<?xml version="1.0" encoding="windows-1252"?><t>Grüße ☃</t>';
    const le = Uint8Array.from([0xff, 0xfe, ...Buffer.from(body, 'utf16le')]);
    const be = Uint8Array.from([0xfe, 0xff, ...Buffer.from(body, 'utf16le').swap16()]);
    const utf8 = Uint8Array.from([0xef, 0xbb, 0xbf, ...Buffer.from(body, 'utf8')]);
    for (const bytes of [le, be, utf8]) {
      expect(decodeFeedBytes(bytes, 'text/xml; charset=iso-8859-1').text).toBe(body);
    }
  });

  it('recognises UTF-16 without a byte order mark', () => {
    const body = '<?xml version="1.0" encoding="UTF-16"?><t>ok</t>';
    expect(decodeFeedBytes(Buffer.from(body, 'utf16le'), null).text).toBe(body);
  });

  it('reads other single-byte encodings, e.g. KOI8-R', () => {
    const bytes = latin1Prolog('KOI8-R', '\xf0\xd2\xc9\xd7\xc5\xd4');
    expect(decodeFeedBytes(bytes, null).text).toContain('<t>Привет</t>');
  });

  it('falls back to UTF-8 for an unknown label', () => {
    const bytes = new TextEncoder().encode('<?xml version="1.0" encoding="x-klingon"?><t>é</t>');
    expect(decodeFeedBytes(bytes, 'text/xml; charset=nonsense').text).toContain('<t>é</t>');
  });
});

describe('charsetOf', () => {
  it.each([
    ['application/rss+xml; charset=UTF-8', 'UTF-8'],
    ['text/xml;charset="windows-1252"', 'windows-1252'],
    ["text/xml; foo=bar; charset='koi8-r'", 'koi8-r'],
    ['text/xml', null],
    [null, null],
  ])('%j → %j', (header, charset) => {
    expect(charsetOf(header)).toBe(charset);
  });
});
