/** What the Google+ connector tells the owner (the spec's field message first). */
export const googleplusMessages = {
  invalidUsername: 'Please enter a google plus username.',
  notTakeout:
    'This zip holds no Google+ posts: upload the Google Takeout export of "Google+ Stream" ' +
    '(a zip with a Takeout/Google+ Stream/Posts folder).',
  hint:
    'The zip Google Takeout made of "Google+ Stream" (Takeout/Google+ Stream/Posts/*.json, ' +
    'or *.html in older exports), with its pictures.',
} as const;
