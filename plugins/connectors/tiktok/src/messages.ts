/** What the TikTok connector tells the owner, in one place. */
export const tiktokMessages = {
  hashtagReason:
    "TikTok's Display API reads only the videos of the account that signs in; it has no " +
    'hashtag search.',
  userReason:
    "TikTok's Display API reads only the videos of the account that signs in, not other " +
    "people's.",
  instead: 'Choose “My videos” and sign in with the TikTok account whose videos to show.',
  notSignedIn: 'This TikTok source has no sign-in yet: sign in with TikTok to read its videos.',
  tokenRefused:
    'TikTok refused the sign-in (it expired or was revoked): please connect the account again.',
  scopeMissing:
    'TikTok was not allowed to share the videos: sign in again and allow “Access your public ' +
    'videos” (video.list) and “Read your profile info” (user.info.basic).',
  noOpenId: 'TikTok did not say which account signed in; please try again.',
} as const;
