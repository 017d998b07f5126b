/**
 * The plain pages `/wix/endpoint` and `/wix/settings` answer when they cannot show a wall: a
 * heading and one sentence, drawn on the server, no script.
 */
import type { WixInstanceRefusal } from './wix-instance.ts';

/** Why a builder page was refused. */
export type BuilderRefusal = WixInstanceRefusal | 'not-configured' | 'not-owner';

/** The status and sentence of each refusal. */
export const builderRefusals: Readonly<
  Record<BuilderRefusal, { readonly status: 403 | 404; readonly sentence: string }>
> = {
  'not-configured': {
    status: 404,
    sentence: 'Website-builder walls are not set up on this server.',
  },
  missing: {
    status: 403,
    sentence: 'This website-builder address has no signed instance, so no wall can be shown.',
  },
  malformed: {
    status: 403,
    sentence: 'This website-builder address has an unreadable instance, so no wall can be shown.',
  },
  'bad-signature': {
    status: 403,
    sentence:
      'This website-builder address is not signed by the builder app, so no wall can be shown.',
  },
  'not-owner': {
    status: 403,
    sentence: "Only the site's owner can change this wall's settings.",
  },
};

/** The refusal page's HTML. */
export function builderRefusalPage(refusal: BuilderRefusal): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Wall not available</title></head>',
    '<body>',
    `<main><h1>Wall not available</h1><p>${builderRefusals[refusal].sentence}</p></main>`,
    '</body></html>',
  ].join('');
}
