/**
 * Bytes to text. The encoding comes from, in order: a byte order mark, the charset of the HTTP
 * Content-Type, the XML declaration's `encoding=`, UTF-8. Node's TextDecoder (full ICU) knows
 * every label a feed uses (windows-1252, ISO-8859-x, KOI8-R, Shift_JIS, UTF-16...). Bytes that
 * are not UTF-8 although a header or the default says so are read with the declaration's
 * encoding, else windows-1252: servers often label every file `charset=utf-8`.
 */

/** The text of a feed body and the encoding it was read as. */
export interface DecodedText {
  readonly text: string;
  /** The WHATWG name of the encoding used, e.g. `windows-1252`. */
  readonly encoding: string;
}

/** Decodes a feed body; unknown or missing labels fall back to UTF-8, never throw. */
export function decodeFeedBytes(bytes: Uint8Array, contentType: string | null): DecodedText {
  const bom = encodingFromBom(bytes);
  const declared = encodingFromXmlDeclaration(bytes);
  const decoder = decoderFor(bom ?? charsetOf(contentType) ?? declared ?? 'utf-8');
  if (bom === null && decoder.encoding === 'utf-8') {
    const text = strictUtf8(bytes);
    if (text !== null) return { text, encoding: 'utf-8' };
    const fallback = declared === null ? null : decoderFor(declared);
    if (fallback !== null && fallback.encoding !== 'utf-8') return decodeWith(fallback, bytes);
    // UTF-8 with a few stray bytes stays UTF-8; mostly invalid bytes are a legacy encoding.
    const lenient = new TextDecoder('utf-8').decode(bytes);
    if (mostlyUtf8(lenient)) return { text: lenient, encoding: 'utf-8' };
    return decodeWith(decoderFor('windows-1252'), bytes);
  }
  return decodeWith(decoder, bytes);
}

type Decoder = { readonly encoding: string; decode(input: Uint8Array): string };

function decodeWith(decoder: Decoder, bytes: Uint8Array): DecodedText {
  if (decoder.encoding === 'windows-1252') {
    return { text: decodeWindows1252(bytes), encoding: decoder.encoding };
  }
  // TextDecoder strips the BOM of the encoding it decodes with.
  return { text: decoder.decode(bytes), encoding: decoder.encoding };
}

/** The text of valid UTF-8 bytes, or null when they are not. */
function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Whether replacement characters are fewer than half the other non-ASCII characters. */
function mostlyUtf8(text: string): boolean {
  let replaced = 0;
  let decoded = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0xfffd) replaced += 1;
    else if (code > 0x7f) decoded += 1;
  }
  return replaced * 2 <= decoded;
}

/** What windows-1252 puts at 0x80..0x9F, where ISO-8859-1 has control characters. */
const windows1252High =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * windows-1252 (also what `ISO-8859-1` means on the web), decoded by hand: Node 20's
 * TextDecoder drops the bytes 0x80..0x9F (curly quotes, euro sign, ellipsis) of this encoding.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (c) => windows1252High[c.charCodeAt(0) - 0x80] ?? c);
}

/** The `charset` parameter of a Content-Type header, if any. */
export function charsetOf(contentType: string | null): string | null {
  const match = /;\s*charset\s*=\s*["']?([^;"'\s]+)/i.exec(contentType ?? '');
  return match?.[1] ?? null;
}

function decoderFor(label: string): {
  readonly encoding: string;
  decode(input: Uint8Array): string;
} {
  try {
    return new TextDecoder(label);
  } catch {
    return new TextDecoder('utf-8');
  }
}

function encodingFromBom(bytes: Uint8Array): string | null {
  const [b0, b1, b2] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return 'utf-8';
  if (b0 === 0xff && b1 === 0xfe) return 'utf-16le';
  if (b0 === 0xfe && b1 === 0xff) return 'utf-16be';
  // `<?` in UTF-16 without a BOM.
  if (b0 === 0x3c && b1 === 0x00 && b2 === 0x3f) return 'utf-16le';
  if (b0 === 0x00 && b1 === 0x3c && bytes[3] === 0x3f) return 'utf-16be';
  return null;
}

/** Reads `encoding="..."` from an ASCII-compatible XML declaration at the start. */
function encodingFromXmlDeclaration(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declaration = /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head);
  const label = declaration?.[1] ?? null;
  // A document we managed to read as ASCII cannot really be UTF-16; its declaration lies.
  return label !== null && /^utf-?16/i.test(label) ? 'utf-8' : label;
}
