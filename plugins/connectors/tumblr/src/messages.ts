/** What the Tumblr connector tells the owner, in one place (the spec's two messages first). */
export const tumblrMessages = {
  invalidBlog: 'Please enter a tumblr blog name.',
  invalidTag: 'Please enter a Tumblr hashtag.',
  needsKey:
    'Tumblr is read through its API with a key: ask the operator to configure a Tumblr API ' +
    'key (CHORUS_TUMBLR_API_KEY).',
  keyRefused:
    'Tumblr refused the API key of this Chorus server: it is invalid or its app was ' +
    'deactivated. Ask the operator to check it at https://www.tumblr.com/oauth/apps.',
  sourceKeyRefused:
    'Tumblr refused the API key this source was connected with: it is invalid or its app was ' +
    'deactivated. Connect the source again with a key from https://www.tumblr.com/oauth/apps.',
  blogNotFound: 'Tumblr knows no blog by that name, or the blog is private or deactivated.',
} as const;
