/** What the Pinterest connector tells the owner, in one place (the spec's two messages first). */
export const pinterestMessages = {
  missingUsername: 'Please enter a pinterest username.',
  missingBoard: 'Please enter a pinterest board name.',
  otherUserReason:
    "Pinterest's API (v5) no longer lets apps read another person's pins, only those of the " +
    'account that signs in.',
  otherUserInstead:
    'Choose “Your pins” and sign in as that person, or “Board” for one of your own boards.',
  noToken: 'No Pinterest token is stored for this source: sign in to Pinterest again.',
} as const;

/** The signed-in account is not the one the source names. */
export function otherAccountMessage(wanted: string, signedIn: string): string {
  return (
    `Pinterest lets Chorus read only the pins of the account that signed in (${signedIn}), ` +
    `not ${wanted}'s. Sign in to Pinterest as ${wanted}, or connect ${signedIn}'s pins instead.`
  );
}

/** A board the signed-in account does not have. */
export function boardNotFoundMessage(
  board: string,
  account: string,
  boards: readonly string[],
): string {
  const known = boards.length > 0 ? ` Its boards: ${boards.slice(0, 10).join(', ')}.` : '';
  return `Pinterest found no board "${board}" among the boards of ${account}.${known}`;
}
