/**
 * The owner spec's messages for Instagram feed types (section 8) and this connector's own: why
 * the feed types Instagram no longer offers cannot be created, and its hashtag limit.
 */
export const instagramMessages = {
  instagramUsernameRequired: 'Please enter an instagram username.',
  instagramLocationRequired: 'Please enter an instagram location.',
  /** Location feeds: the endpoints are gone. */
  instagramLocationRemoved:
    "Instagram no longer lets apps read a place's posts: its location search and location media endpoints were removed from the API.",
  /** Geo feeds: the same removal, by coordinates. */
  instagramGeoRemoved:
    'Instagram no longer lets apps search posts near a point: its media search by latitude and longitude was removed from the API.',
  /** The nearest working choice for a place. */
  instagramPlaceInstead: "Add a hashtag feed for the place's or the event's hashtag instead.",
  /** Caption @mentions reach apps only as webhooks, which Chorus does not receive. */
  instagramMentionsUnavailable:
    'Instagram tells apps about caption @mentions only through webhooks sent to a public address, which Chorus does not receive.',
  /** The nearest working choice for mentions. */
  instagramMentionsInstead: "Choose 'Tagged posts' for the account, or a hashtag feed, instead.",
  /** Instagram's 30 hashtags in 7 days per account, spent: the 31st is refused before any call. */
  instagramHashtagLimit:
    'Instagram lets one account search at most 30 different hashtags in 7 days, and @{account} has searched 30 already. #{hashtag} can be added once the oldest of them is 7 days old{after}; a hashtag already searched this week can be added at once.',
  /** The profile or tagged feed names an account the sign-in does not manage. */
  instagramAccountNotManaged:
    'The Facebook sign-in does not manage the Instagram account @{handle}. Accounts it manages: {accounts}. Sign in with the Facebook account that manages a Page linked to @{handle}.',
  /** Instagram Login signed in as another account than the profile source names. */
  instagramSignedInAsOther:
    'You signed in to Instagram as @{signedIn}, but this source shows @{handle}. Sign in again as @{handle} (log out of Instagram in the popup first), or connect a profile source for @{signedIn}.',
  /** A profile signed in with Facebook Login before profiles moved to Instagram Login. */
  instagramProfileNeedsInstagramLogin:
    'Instagram profiles now sign in with Instagram itself (Instagram Login): click the "Token expired" link and sign in to Instagram as the account.',
  /** No Page of the sign-in has a professional Instagram account. */
  instagramNoBusinessAccount:
    'None of the Facebook Pages this sign-in manages is linked to an Instagram business or creator account. Link the Instagram account to a Page (Instagram settings, Account type and tools), then sign in again and allow every Page.',
  /** Instagram knows no media for this hashtag (or blocks it). */
  instagramHashtagUnknown:
    'Instagram found no hashtag #{hashtag} (it may be blocked or hidden). Check the spelling, or choose another hashtag.',
} as const;

/** One of this connector's messages with its `{placeholders}` filled in. */
export function instagramMessage(
  key: keyof typeof instagramMessages,
  params: Readonly<Record<string, string>> = {},
): string {
  return instagramMessages[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? (params[name] ?? '') : placeholder,
  );
}
