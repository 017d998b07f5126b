/**
 * @chorus/connector-linkedin: the posts of an organization's LinkedIn page, read with the
 * owner's LinkedIn sign-in through the versioned REST API (Community Management API). The
 * spec's other types, a member's profile and a group, are shown with the reason LinkedIn does
 * not let them work and refused.
 */
import { defineConnector } from '@chorus/connector-kit';
import { linkedinAuth } from './auth.ts';
import { linkedinFeedTypes } from './feed-types.ts';
import {
  fetchLinkedin,
  linkedinBaseUrls,
  linkedinOptionsSchema,
  type LinkedinCursor,
} from './fetch.ts';
import { linkedinMessages } from './messages.ts';
import { normalizeLinkedinItem } from './normalize.ts';
import { suggestCompanies } from './suggest.ts';
import type { LinkedinItem } from './wire.ts';
import { texts } from './texts.ts';

/** The LinkedIn connector's factory, for `chorus.config.ts`: `linkedinConnector()`. */
export const linkedinConnector = defineConnector<
  LinkedinItem,
  LinkedinCursor,
  typeof linkedinOptionsSchema
>({
  id: 'linkedin',
  shortCode: 'li',
  // The spec's source number of LinkedIn.
  sourceNumber: 8,
  displayName: 'LinkedIn',
  nameKey: 'linkedin_user_name',
  // The spec's status -1: a LinkedIn source whose token expired.
  signedOutStatus: 'token_expired',
  messages: linkedinMessages,
  // A rounded square with "in".
  icon: 'M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm3 7v7h2.5v-7zm1.25-3.75a1.45 1.45 0 1 0 0 2.9 1.45 1.45 0 0 0 0-2.9zM11 10v7h2.5v-3.8c0-1 .6-1.6 1.4-1.6s1.3.6 1.3 1.6V17h2.5v-4.4c0-2-1.2-2.8-2.7-2.8-1 0-1.8.5-2.1 1V10z',
  feedTypes: linkedinFeedTypes,
  texts,
  auth: linkedinAuth,
  baseUrls: linkedinBaseUrls,
  pluginOptionsSchema: linkedinOptionsSchema,
  fetch: fetchLinkedin,
  normalize: (item) => normalizeLinkedinItem(item),
  suggest: suggestCompanies,
});

export { linkedinAuth, linkedinAuthorizeUrl, linkedinScopes, linkedinTokenUrl } from './auth.ts';
export { linkedinFeedTypes, type LinkedinFeedType } from './feed-types.ts';
export {
  linkedinBaseUrls,
  linkedinOptionsSchema,
  type LinkedinCursor,
  type LinkedinOptions,
} from './fetch.ts';
export { linkedinMessages, linkedinUnavailable } from './messages.ts';
export { littleTextToPlain } from './little-text.ts';
export { normalizeLinkedinItem, postUrlOf } from './normalize.ts';
export type { LinkedinItem } from './wire.ts';
