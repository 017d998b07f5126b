/** What the Facebook connector tells the owner, in one place (the spec's messages first). */
export const facebookMessages = {
  pageRequired: 'Please enter a facebook page name.',
  groupRequired: 'Please select a facebook group.',
  hashtagRequired: 'Please enter a facebook hashtag.',
  pageInvalid: 'Invalid facebook page username',
  groupsRemoved:
    'Facebook removed the Groups API in April 2024: no app can read a group’s posts any more.',
  hashtagsUnavailable: 'Facebook offers no public hashtag search to apps.',
  groupInstead: 'Choose “Page posts” or “Posts that tag a page” instead.',
  hashtagInstead: 'Choose “Posts that tag a page” (or “Page posts”) instead.',
  signInNeeded: 'Sign in with Facebook to let Chorus read this page.',
  otherPage:
    'This sign-in is for the page “{signedIn}”, not “{page}”: click the link to sign in again ' +
    'for “{page}”.',
  pageNotManaged:
    'The Facebook account you signed in with does not manage the page “{page}”, or did not let ' +
    'Chorus use it: sign in again and tick that page when Facebook asks which pages Chorus may use.',
  permissionMissing:
    'Facebook did not give Chorus permission to read this page ({detail}). Sign in again and ' +
    'allow every permission Chorus asks for (pages_show_list, pages_read_engagement, ' +
    'pages_read_user_content).',
} as const;

/** A message with its `{name}` placeholders filled. */
export function facebookMessage(
  key: keyof typeof facebookMessages,
  values: Readonly<Record<string, string>> = {},
): string {
  return facebookMessages[key].replace(
    /\{(\w+)\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
}
