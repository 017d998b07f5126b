/**
 * Turning stored appearance values into CSS values that can only be what they say: a colour, a
 * font family list, a size in px, or an http(s) image. Anything else gives null, so a stored
 * value can never add a declaration or a rule of its own.
 */

const hexColour = /^#?([\da-f]{3}|[\da-f]{4}|[\da-f]{6}|[\da-f]{8})$/i;
const colourWord = /^[a-z]{3,30}$/i;
const colourFunction = /^(?:rgba?|hsla?)\(\s*[\d.%,\s/]+\)$/i;

/** A CSS colour from `#fff`, `fff`, a colour name, `transparent` or `rgb()`/`hsl()`; else null. */
export function cssColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const hex = hexColour.exec(text);
  if (hex) return `#${hex[1]}`;
  return colourWord.test(text) || colourFunction.test(text) ? text : null;
}

/** An http(s) address as a CSS `url("...")`; null for anything else. */
export function cssImageUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // The URL parser percent-encodes quotes and parentheses' neighbours, so the address
    // cannot end the CSS string.
    return `url("${url.href.replace(/["\\]/g, encodeURIComponent)}")`;
  } catch {
    return null;
  }
}

/** The href of an http(s) image address, for an `<img src>`; null for anything else. */
export function imageHref(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A CSS `background` from a colour, `transparent` or an http(s) image address (covering the
 * area); null for anything else.
 */
export function cssBackground(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const colour = cssColour(value);
  if (colour !== null) return colour;
  const image = cssImageUrl(value);
  return image === null ? null : `center / cover no-repeat ${image}`;
}

const genericFamilies = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
]);
const familyName = /^[\p{L}\p{N} _-]{1,60}$/u;

/**
 * A `font-family` list from a stored font (`Oswald`, `Open Sans, serif`): each name quoted
 * unless it is a generic family, `sans-serif` added when no generic family ends the list; null
 * when a name holds anything but letters, digits, spaces, `-` and `_`.
 */
export function cssFontFamily(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const names = value
    .split(',')
    .map((name) =>
      name
        .trim()
        .replace(/^(['"])(.*)\1$/, '$2')
        .trim(),
    )
    .filter((name) => name !== '');
  if (names.length === 0 || names.length > 5 || !names.every((name) => familyName.test(name))) {
    return null;
  }
  const listed = names.map((name) =>
    genericFamilies.has(name.toLowerCase()) ? name.toLowerCase() : `"${name}"`,
  );
  const last = names[names.length - 1]?.toLowerCase() ?? '';
  return genericFamilies.has(last) ? listed.join(', ') : [...listed, 'sans-serif'].join(', ');
}

/** A whole number of px between `min` and `max` (numbers or numeric text); else null. */
export function cssPixels(value: unknown, min: number, max: number): string | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? `${number}px` : null;
}
