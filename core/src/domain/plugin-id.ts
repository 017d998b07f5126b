import { z } from 'zod';

/**
 * Lower-case id of a network or theme: letters, digits, `_` and `-`, starting with a letter.
 * Any installed plugin may register any such id; core keeps no list of them.
 */
export const pluginIdPattern = /^[a-z][a-z0-9_-]{0,39}$/;

/**
 * A network id: whatever an installed connector registers (`rss`, `mastodon`...). Stored data
 * may name a network whose connector is no longer installed; readers show such an id as is.
 */
// Pure, so bundles that read only the pattern leave zod out (docs/performance.md).
export const networkIdSchema = /* @__PURE__ */ z.string().regex(pluginIdPattern).meta({
  title: 'Network',
  description: 'Id of the connector (network) a source or post comes from.',
});

/** A network id such as `rss`: any id matching {@link pluginIdPattern}. */
export type NetworkId = string;
