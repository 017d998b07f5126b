/** What the Reddit connector tells the owner, in one place (the spec's wording). */
export const redditMessages = {
  invalidSubreddit: 'Please specify a valid subreddit.',
  invalidUser: 'Please specify a valid username.',
  emptyQuery: 'Please specify a valid search term.',
  notPublic:
    'Reddit does not show this to apps: the subreddit or user is private, quarantined or banned',
  credentialsRefused:
    'Reddit refused the client id and secret of this source: check the app at ' +
    'https://www.reddit.com/prefs/apps and enter them again.',
} as const;
