/** The owner spec's messages for X feed types (section 8) that name the network. */
export const twitterMessages = {
  twitterHandleRequired: 'Please enter a twitter handle.',
  twitterListRequired: 'Please enter a handle and a list.',
} as const;
