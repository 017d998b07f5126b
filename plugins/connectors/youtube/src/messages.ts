/** What the YouTube connector tells the owner, in one place (the spec's two messages first). */
export const youtubeMessages = {
  invalidChannel: 'Please enter a youtube username.',
  invalidPlaylist: 'Please enter a youtube playlist.',
  emptyQuery: 'Please enter a hashtag or words to search for (at most 100 characters).',
  handleNeedsKey:
    'YouTube finds a channel by its @handle only through the Data API: ask the operator to ' +
    'configure a YouTube API key, or enter the channel id (UC…) instead.',
  needsKey:
    'Playlists and searches are read through the YouTube Data API: ask the operator to ' +
    'configure a YouTube API key.',
  keyInvalid:
    'YouTube refused the API key the operator configured: it is invalid, restricted or deleted. ' +
    'Ask the operator to check it in the Google Cloud console.',
  sourceKeyInvalid:
    'YouTube refused the API key this source was connected with: it is invalid, restricted or ' +
    'deleted. Connect the source again with a key from the Google Cloud console.',
  channelNotFound: 'YouTube knows no channel by that name.',
} as const;
