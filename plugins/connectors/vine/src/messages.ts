/** What the Vine connector tells the owner (the spec's two field messages first). */
export const vineMessages = {
  invalidUsername: 'Please enter a vine username.',
  invalidHashtag: 'Please enter a vine hashtag.',
  notArchive:
    'This file holds no Vine posts: upload the JSON of a Vine archive (a list of posts with ' +
    'created, description, permalinkUrl...).',
  notJson: 'This file is not JSON: upload the JSON of a Vine archive.',
  hint: 'The JSON of a Vine archive: a list of posts (or {"records": [...]}), each with created, description, videoUrl, thumbnailUrl, permalinkUrl and username.',
} as const;
