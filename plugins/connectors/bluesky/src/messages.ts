/** What the Bluesky connector tells the owner, in one place. */
export const blueskyMessages = {
  invalidActor: 'Please enter a Bluesky handle (e.g. alice.bsky.social) or a DID.',
  emptyQuery: 'Please enter a hashtag or words to search for (at most 300 characters).',
  invalidFeedUri:
    'Please enter the at:// address of a custom feed (at://…/app.bsky.feed.generator/…).',
  invalidListUri: 'Please enter the at:// address of a list (at://…/app.bsky.graph.list/…).',
  searchNeedsSignIn:
    'Bluesky answers searches only when signed in: add the account handle and an app password ' +
    '(Settings → Privacy and security → App passwords) to this source.',
  missingIdentifier: 'Please enter the handle (or email) of the account the search signs in as.',
  missingAppPassword: 'Please enter an app password of that account.',
  signInRefused:
    'Bluesky refused the handle and app password of this source: the app password may have ' +
    'been revoked. Enter a new one.',
} as const;
