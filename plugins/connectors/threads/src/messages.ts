/** What the Threads connector tells the owner, in one place. */
export const threadsMessages = {
  invalidUsername: 'Please enter a threads username (letters, digits, periods and underscores).',
  queryRequired: 'Please enter a keyword or a topic tag.',
  queryTooLong: 'Please enter at most 100 characters to search for.',
  tagInvalid: 'A topic tag is 1 to 50 characters, without periods or ampersands.',
  otherAccount:
    'You signed in to Threads as @{signedIn}, but this source reads @{wanted}. Sign in as ' +
    '@{wanted}, or leave the username empty to read the account you sign in with.',
  searchLimitReached:
    'Threads allows {limit} searches in 24 hours for each account; @{account} has made ' +
    '{used}. Searching resumes at {time} (UTC), when the oldest search leaves the window.',
  searchLimitReachedUnnamed:
    'Threads allows {limit} searches in 24 hours for each account; this account has made ' +
    '{used}. Searching resumes at {time} (UTC), when the oldest search leaves the window.',
  searchNotAllowed:
    'Threads refused the search: the app of this Chorus server lacks the ' +
    'threads_keyword_search permission, or it was not granted at sign-in. Ask the operator ' +
    'to add it, then sign in again.',
  otherProfileReason:
    "Threads lets an app read only the posts of the account that signs in; other people's " +
    "profiles need Meta's Threads Profile Discovery permission, which Chorus does not ask for.",
  otherProfileInstead:
    'Choose “Profile” and sign in as that account, or “Keywords or topic tag” to follow a topic ' +
    'they post about.',
  noUserId: 'Threads did not say which account signed in; please try again.',
} as const;

/** Fills `{name}` placeholders. */
export function fillMessage(text: string, values: Readonly<Record<string, string | number>>) {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
