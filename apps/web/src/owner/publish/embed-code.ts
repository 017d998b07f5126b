/**
 * What the publish section hands out: the embed snippet (core's rules: height and width
 * required, the query only with all networks and without quotes), the full-screen address,
 * and the white-label moderation links.
 */
import { whiteLabelModes } from '../../routes/route-match.ts';

// The snippets live in core, so `/templates/{id}` (apps/server/src/pages/templates.ts) serves
// the very texts this section shows.
export {
  cssLength,
  embedCode,
  escapeAttribute,
  fullScreenWallUrl,
  type EmbedChoice,
  type EmbedCodeResult,
} from '@chorus/core';

/** The three white-label moderation addresses of a token, by mode. */
export function whiteLabelLinks(origin: string, userName: string, token: string) {
  const query = new URLSearchParams({ wl_token: token }).toString();
  return whiteLabelModes.map((mode) => ({
    mode,
    url: `${origin}/${encodeURIComponent(userName)}/${mode}?${query}`,
  }));
}
