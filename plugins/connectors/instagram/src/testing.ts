/** What the Instagram tests share: fixture paths and the credentials a sign-in stores. */
import { fileURLToPath } from 'node:url';

/** The absolute path of a recorded Graph answer. */
export const fixture = (name: string): string =>
  fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));

/** The signed-in account's id (chorus.wall), as `completeSignIn` stores it. */
export const igUserId = '17841400000000001';

/** The credentials of a signed-in source. */
export const signedIn = {
  accessToken: 'EAAG-long-lived-user-token',
  igUserId,
  igUsername: 'chorus.wall',
  pageId: '110000000000001',
} as const;

/** A fixed crawl time: 2026-11-22 12:00 UTC. */
export const clockAt = (iso = '2026-11-22T12:00:00Z') => ({ now: () => new Date(iso) });
