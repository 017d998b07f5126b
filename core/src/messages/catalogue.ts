/** The product name, used wherever the spec says "the product name". */
export const productName = 'Chorus';

/**
 * Every user-facing text of Chorus, keyed by meaning. Wording is the spec's where the spec
 * gives one (including its old nouns such as "Tint"); texts the spec describes without
 * wording are Chorus's own and marked so in docs/domain.md. `{name}` marks a parameter
 * filled by {@link formatMessage}.
 */
export const messages = {
  // Public wall: feed states
  feedStillLoading: 'Importing social data... Check back soon.',
  feedNoAccounts: 'Add accounts to get started',
  feedEmpty: 'There are no posts here to view yet.',
  feedImportFailed:
    "It looks like we weren't able to import your data. Add more accounts to populate your feed.",
  feedImportFailedPostMore:
    "It looks like we weren't able to import your data. Add more accounts to populate your feed, or post to the social accounts that you connected.",
  feedNoPrivatePosts: 'It looks like you do not currently have any private posts.',
  feedPrivatePostsExplained:
    'Posts from moderated sources wait here until you approve them. Turn on moderation for a source, or approve all posts, to see them here. Private posts are for Pro, Premium and Trial plans only.',
  feedNoPublicPosts:
    'You currently have no public posts available. Please go to the Moderate section to start approving your private posts.',
  feedLoadTimeout: 'Sorry! Our servers are having trouble delivering your hypes. Check again soon!',
  feedLoadTimeoutWaterfall: `Sorry! ${productName} is having trouble delivering your posts. Check again soon!`,
  feedSearching: 'Searching...',
  feedMorePosts: 'More Posts',
  feedRefreshPosts: 'Refresh posts',
  // A post behind a content warning, or with sensitive media (Chorus's own wording).
  postContentWarning: 'Content warning',
  postShowPost: 'Show post',
  postHidePost: 'Hide post',
  postShowMedia: 'Show media',
  postDateEstimated: 'Date estimated: the network gave none, so this is when it was fetched.',
  eventsNotEnabledInBuilder: 'The events feature is not enabled for users of the website builder.',
  systemMaintenance: `System Maintenance: ${productName} is being updated. Please try again in a few minutes.`,
  gridTooLarge:
    'Your column width or row height is too large to fit in the dimensions of the screen. Please adjust your Min Column Width or Min Column Height in the control panel at the top right of the screen.',
  shareEmailSubject: 'Check out this link I found!',
  poweredBy: `Powered by ${productName}`,
  // The wall's controls and landmarks (Chorus wording; the spec draws them without words)
  wallSearchLabel: 'Search this wall',
  wallSearch: 'Search',
  wallAllPosts: 'All posts',
  wallCollections: 'Collections',
  wallNetworkAccounts: '{network} accounts',
  wallPosts: 'Posts',
  wallPostsSlider: 'Posts slider',
  overlayClose: 'Close',
  overlayHashtags: 'Hashtags',
  shareLabel: 'Share',
  shareEmail: 'E-mail',
  imageFallbackAlt: 'Image',
  gridControls: 'Grid controls',
  gridRefitHint: 'Up or down arrow: fit the grid again',
  gridWidth: 'Grid width',
  gridHeight: 'Grid height',
  gridPadding: 'Grid padding',
  gridPixels: '{value} px',
  waterfallControls: 'Waterfall controls',
  waterfallSpeed: 'Waterfall speed',
  waterfallColumn: 'Column {number}',
  mosaicEmpty: 'No posts with an image yet.',
  mosaicPosts: 'Posts (arrow keys move between tiles)',
  videoPlay: 'Play video: {title}',
  opensInNewTab: '{label} (opens in a new tab)',
  postBy: 'Post by {author}',
  video: 'video',
  videoNumbered: 'video {number}',
  wallLogo: '{name} logo',
  slideshowSlide: 'slide',
  waterfallSpeedValue: '{speed} (a higher number scrolls slower)',

  // Owner side: walls and accounts
  wallNameBlank: 'Name must not be blank.',
  // Chorus wording (issue 14): the form names the wall's address, not the old product's word.
  wallUserNameMissing: "Please enter the wall's address.",
  wallCreateFailed: 'There was an error in creating the Tint. Please try again later.',
  wallDeleteFailed: 'Something went wrong in deleting your Tint.',
  wallDeleted: 'Tint deleted successfully.',
  wallDeleteConfirm: "Type 'delete' to confirm.",
  wallNeedsOneAccount: 'At least one account must be able to access this Tint.',
  wallInactive: 'Inactive',
  analyticsActivationFailed: 'There was an error activating your analytics.',
  requestWrong: 'Something was wrong with your request.',
  requestProblem: 'There was a problem completing your request.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  notFound: 'This page could not be found.',
  tokenExpired: 'Token expired. Please click here to refresh your token.',
  noAccountsYet: 'No accounts added yet.',
  // The one empty state of the owner app's sections (content, moderation tabs); Chorus wording.
  ownerNothingYet:
    'Nothing here yet. Posts come from the sources and posts you add in Content; with manual approval on, they wait in Private Posts until you approve them.',
  connectFailed: 'There was an error connecting your account. If this persists, contact support.',
  upgradeRequired: 'This feature is not included in your plan. Upgrade to use it.',
  feedAllowanceLow: 'You are close to your feed allowance. Upgrade your plan to add more feeds.',

  // Sign-in and access (Chorus wording: the spec shows no sign-in form or refusal texts)
  signInRequired: 'Please sign in to continue.',
  signInFailed: 'Incorrect username or password.',
  notAllowed: 'Your account does not have permission to do that.',
  // Password reset and e-mail verification (issue 23; Chorus wording)
  mailNotSetUp:
    'E-mail is not set up on this server, so it cannot send links. Ask its administrator.',
  resetLinkInvalid: 'This reset link is not valid. Ask for a new one.',
  resetLinkExpired: 'This reset link has expired. Ask for a new one.',
  resetLinkUsed: 'This reset link has already been used. Ask for a new one if you need it.',
  verifyLinkInvalid: 'This verification link is not valid.',
  verifyLinkExpired:
    'This verification link has expired. Send a new one from your account settings.',
  fieldTooLong: '{field} must be at most {max, plural, one {# character} other {# characters}}.',
  // Bad input (self-hoster helper; Chorus wording, the spec gives none)
  fieldControlCharacters: '{field} must not contain control characters such as NUL.',
  fieldUrlScheme: '{field} must be an http:// or https:// address.',
  feedAddressScheme:
    'Only http:// and https:// feeds can be read; "{scheme}" addresses are not supported.',
  feedAddressPrivate:
    '{host} is a private or local address ({address}), which this server does not read. Its administrator can allow the range on the admin screen (Intranet feeds) or with CHORUS_FETCH_ALLOW.',
  // The instance's administrator (self-hoster helper; Chorus wording)
  accountSuspended:
    'This account is suspended. Ask the administrator of this Chorus to restore it.',
  adminOnly: 'Only the administrator of this Chorus can do that.',
  adminCannotSuspendSelf: 'You cannot suspend your own account.',
  signupInviteOnly:
    'Sign-up on this Chorus is by invitation only. Ask its administrator for an invite link.',
  signupInviteUsed:
    'This invite link has already been used or does not exist. Ask the administrator for a new one.',

  // Owner side: billing and plans
  unsubscribeFailed:
    'There was an error unsubscribing you. Please contact support so we can manually unsubscribe you.',
  informationUpdated: 'Your information was updated successfully',
  errorWithDetail: 'There was an error: {error}',
  stripeUnreachable: 'There was an error contacting Stripe. Refresh page and try again.',
  cardUpdateFailed: 'There was an error updating the card: {message}',
  realtimeTestStarted: 'insTINT Updates Test Started.',
  realtimeTestFailed: 'Sorry, there was a problem starting the insTINT Updates test.',
  trialEndingSoon: 'Your trial ends in less than a day. Choose a plan to keep your walls live.',
  trialActive: 'You are on a free trial.',
  chargeFailed: 'We could not charge your card. Please update your card details.',
  cardDeclined: 'Your card was declined. Update your card to reactivate your walls.',

  // Enterprise accounts
  enterpriseUsernameTaken: 'Username already exists. Please try a different username.',
  enterpriseEmailTaken: 'Account with this email already exists. Please try a different email.',
  enterpriseResponseUnparsable: 'Could not parse server response.',
  enterpriseSaveFailed: 'Account save failed.',
  enterpriseDeleteFailed: 'There was an error deleting the account.',
  enterpriseCreated: 'Account Created!',
  enterpriseModified: 'Account Modified!',
  enterpriseDeleted: 'Account deleted successfully',
  enterpriseOwnershipAdded: 'Account Ownership Added!',
  enterpriseOwnershipRemoved: 'Account ownership successfully removed',
  enterpriseFetchFailed: 'Unable to fetch accounts.',
  enterpriseUsernameTooShort:
    'Username must be at least {min, plural, one {# character} other {# characters}}.',
  enterprisePasswordTooShort:
    'Password must be at least {min, plural, one {# character} other {# characters}}.',
  enterpriseEmailRequired: 'Email is required.',
  enterpriseEmailInvalid: 'Please enter a valid email address.',
  enterpriseNoLicenses: 'All your account licenses are in use.',
  enterpriseCannotGrant: 'You can only give permissions that your own account has.',

  // Referral and map
  referralNotEnoughCredits: 'You do not have enough credits.',
  mapLoadFailed: 'Could not load google maps API',
  mapLocationLookupFailed: 'Could not contact FourSquare for location.',
  mapQueryAndNearRequired: 'please enter a valid query and near',

  // Connector validation shared by networks (each connector package declares its own network's
  // spec messages on its manifest, as @chorus/connector-twitter does)
  hashtagRequired: 'Please enter a hashtag.',
  geoRequired: 'Please enter a latitude, longitude, and radius.',
  geoInvalid: 'Invalid latitude or longitude.',
  rssUrlRequired: 'Please enter an RSS URL.',
  rssUrlInvalid: "Invalid URL (are you forgetting the 'http://'?)",
  userIdMissing: 'User id not given (contact support).',
  fieldInvalid: 'Please specify a valid {field}.',
  themeNotInstalled:
    'The theme "{name}" is not installed on this server: choose an installed theme.',

  // Embed and publish
  embedHeightRequired: 'Height required.',
  embedWidthRequired: 'Width required.',

  // Posts and uploads
  postSaved: 'Post saved successfully.',
  postSaveFailed: 'Post save failed.',
  postImageChanged: 'Image changed successfully.',
  postRejectFailed: 'Post reject failed.',
  postApproveFailed: 'Post approval failed.',
  postPinFailed: 'Pin to top failed.',
  postUnpinFailed: 'Unpin to top failed.',
  postHighlightFailed: 'Highlighting post failed.',
  uploadFailed: 'There was an error uploading the file.',
  uploadError: 'File upload error.',

  // Owner app: sign-in, sign-up and dashboard (Chorus wording; the spec shows no such texts)
  signInUsernameMissing: 'Please enter your username or e-mail.',
  signInPasswordMissing: 'Please enter your password.',
  wallCreated: 'Your wall {name} is ready.',
  wallSwitchedOn: '{name} is on.',
  wallSwitchedOff: '{name} is off.',
  wallSwitchLocked: 'Your plan has no room for another {state} wall.',

  // Slideshow themes (slideshow, kenburns, qa) and the kit's slideshow control bar (Chorus wording)
  slideshowRegion: 'Slideshow',
  slideshowCarousel: 'carousel',
  slideshowControls: 'Slideshow controls',
  slideshowBack: 'Previous post',
  slideshowForward: 'Next post',
  slideshowPlay: 'Play',
  slideshowPause: 'Pause',
  slideshowAnimation: 'Animation',
  slideshowTransition: 'Time per post',
  slideshowSeconds: '{seconds} s',
  slideshowFullscreen: 'Full screen',
  slideshowCast: 'Cast to a TV',
  slideshowExitFullscreen: 'Leave full screen',
  slideshowEdit: 'Edit',
  slideshowPreview: 'Preview',
  slideshowPosition: 'Post {current} of {total}',
  qaQuestion: 'Question',
  qaUpNext: 'Up next',

  // Owner app: the edit panel (editpanel helper; Chorus wording where the spec gives none)
  editSourceConnected: '{label} is connected. Its posts are on their way.',
  editSourceRemoved: '{label} is removed, with its posts.',
  editSourceModerated: 'Posts from {label} now wait for your approval.',
  editSourceUnmoderated: 'Posts from {label} now appear at once.',
  editSourceOk: 'Connected; last imported {time}.',
  editSourceRateLimited: 'The network asked us to slow down; next import after {time}.',
  editSourceFailing: 'Importing failed: {error}',
  editSourcePaused: 'Paused: no new posts are imported.',
  editSourceQuotaSpent: 'Rate-limited until {time}.',
  editSourceQuotaLeft: '{remaining} of {limit} requests left until {time}.',
  editSourceQuotaLeftNoReset: '{remaining} of {limit} requests left.',
  editSourceQuotaSearchesLeft: '{remaining} of {limit} searches left until {time}.',
  editSourceQuotaSearchesLeftNoReset: '{remaining} of {limit} searches left.',
  editSourceQuotaRemaining: '{remaining} requests left until {time}.',
  editSourceQuotaDaily: 'Daily quota: {used} of {limit} units used.',
  editSourceCredentialsSaved: 'Sign-in details saved; they are never shown again.',
  editPopupBlocked:
    'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  editSettingsSaved: 'Saved.',
  editAnalyticsInactive:
    'Analytics are not activated for this wall. Chorus does not count visits yet: reports come in a later release.',
  editAnalyticsActive:
    'Analytics are switched on for this wall. Chorus does not count visits yet: reports come in a later release.',
  editAnalyticsActivated: 'Analytics activated.',

  // Web app: the first paint of index.html, before any script runs (weight helper)
  pageLoading: 'Loading…',

  // Owner app: moderation and publish (moderation helper; Chorus wording where the spec gives none)
  postApproved: 'Post approved.',
  postRejected: 'Post rejected: it waits in Private Posts again.',
  postDeleted: 'Post deleted.',
  postDeleteFailed: 'Post delete failed.',
  postDeleteConfirm:
    'Move this post to the trash? It can be restored for 30 days; a new import will not bring it back.',
  postPinned: 'Post pinned to top.',
  postUnpinned: 'Post unpinned.',
  postHighlighted: 'Post highlighted.',
  postUnhighlighted: 'Post no longer highlighted.',
  postDisplayed: 'Post shown now on every live screen.',
  postDisplayFailed: 'Showing the post failed.',
  bulkApproveProgress: 'Approving {done} of {total}…',
  bulkApproveDone: 'Approved {count, plural, one {# post} other {# posts}}.',
  bulkApprovePartial: 'Approved {approved} of {total} posts; {failed} failed.',
  moderationNewPosts: '{count, plural, one {# new post} other {# new posts}} to moderate.',
  embedCodeCopied: 'Embed code copied.',
  whiteLabelLinksReady: 'White-label links are ready. Anyone with a link can moderate this wall.',

  // Owner app: screening rules (moderation-rules helper; Chorus wording, the spec gives none)
  screenBlockedAuthor: 'Blocked author {author}.',
  screenAllowedAuthor: 'Allowed author {author}.',
  screenBlockedWord: 'Contains the blocked word "{word}".',
  screenProfanity: 'Contains profanity.',
  screenMissingHashtag: 'Carries none of {hashtags}.',
  screenNoImage: 'Has no picture.',
  screenHasLink: 'Contains a link.',
  screenTooShort: 'Shorter than {characters, plural, one {# character} other {# characters}}.',
  screenLanguage: 'Written in a language not allowed ({language}).',
  screenDuplicate: 'Same text or picture as post {postId}.',
  screenRulesSaved: 'Screening rules saved.',
  screenRulesRescreened:
    'Screening rules saved; the pending posts were screened again and {count} of them moved.',
  screenRulesSaveFailed: 'The screening rules were not saved. Check the fields marked.',
  postRestored: 'Post restored to the wall.',
  postRestoreFailed: 'This post is no longer in the trash.',
  postPurged: 'Post deleted permanently.',
  trashEmptied: 'Trash emptied.',
  actionUndone: 'Your last action was undone.',
  nothingToUndo: 'There is nothing of yours to undo on this wall.',
  trashEmptyConfirm:
    'Delete every post in the trash permanently? A new import will not bring them back.',

  // Keeping a slow wall alive: scheduled announcements and post shuffle (Chorus wording).
  scheduleExpiresBeforePublish: 'The post must leave the wall after it goes live.',
  scheduleExpiresInPast: 'The time the post leaves the wall must be in the future.',
  shuffleSaved: 'Post shuffle saved.',
  shuffleIdleMinutesRange: 'Choose between {min} and {max} minutes.',

  // Owner app: the OAuth connect popup (owner-live helper; Chorus wording, the spec gives none)
  oauthConnected: '{network} is connected. This window closes by itself.',
  oauthDenied: 'The {network} sign-in was cancelled, so nothing changed. Close this window.',
  oauthExpired: 'This sign-in window has expired or was already used. Close it and connect again.',
  oauthFailed: '{network} did not accept the sign-in ({reason}). Close this window and try again.',
  oauthNotConfigured:
    'Signing in with {network} is not set up on this Chorus server. Ask its administrator to set {variable}.',
  oauthClose: 'Close this window',

  // Owner app: the dashboard's wall cards and their next steps (issue 15; Chorus wording)
  dashboardWallsView: 'Show walls as',
  dashboardCardsView: 'Cards',
  dashboardTableView: 'Table',
  wallCardActive: 'Active',
  wallCardApproved: 'Approved posts',
  wallCardPending: 'Waiting for moderation',
  wallCardSources: 'Sources',
  wallCardSourcesFailing: 'Sources needing attention: {count}',
  wallCardViewers: 'Watching now: {count}',
  wallThumbnailPicture: 'A recent picture on {name}',
  wallThumbnailTheme: '{theme} theme, no pictures yet',
  wallNoSources: 'No sources feed this wall yet.',
  wallAddSource: 'Add a source',
  wallPendingNext: 'Posts are waiting for your approval.',
  wallModerate: 'Moderate',
  dashboardPostsColumn: 'Posts',
  // The site header and the sign-in prompt of owner screens.
  siteNavLabel: 'Main',
  siteNavDashboard: 'Dashboard',
  siteNavInstance: 'Instance',
  siteSignedInAs: 'Signed in as {username}',
  siteSignOut: 'Sign out',
  siteSignIn: 'Sign in',
  siteSignUp: 'Sign up',
  signInChecking: 'Checking your sign-in…',
  signInRequiredHeading: 'Sign in required',
  signInToWhat: '{signIn} to {what}.',
  // Every screen's frame.
  skipToContent: 'Skip to content',
  pageReload: 'Reload',
  routeFactsLabel: 'Route',
  // The site's public pages: the landing page, not found, leaving for the server.
  indexLead:
    'A social wall you host yourself: Chorus gathers the posts of the accounts, hashtags and feeds you choose, lets you approve them, and shows them live, on their own page, on the big screen of your event, or inside your website.',
  indexConnectWord: 'Connect',
  indexConnect: '{word} networks and feeds; each one is a plugin.',
  indexModerateWord: 'Moderate',
  indexModerate: '{word} by hand or with rules, before anything is shown.',
  indexShowWord: 'Show',
  indexShow: '{word} cards, a slideshow or a feed; new posts appear by themselves.',
  indexNextSteps: 'Next steps',
  indexGoToDashboard: 'Go to the dashboard',
  indexStepAccount: 'Create an account: the first one on a new Chorus is its administrator.',
  indexStepWall: 'Create your first wall from a template: an event wall or a website feed.',
  indexCreateAccount: 'Create an account',
  demoPreviewHeading: 'The demo wall, live',
  demoPreviewFrame: 'Demo wall preview',
  demoPreviewOpen: 'Open the demo wall',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you asked for was not found.',
  notFoundHome: 'Go to the home page',
  redirectLeaving: 'Leaving Chorus',
  redirectUnavailable: 'Page unavailable',
  redirectOpening: 'Opening the page on the server…',
  redirectNotServed: 'This server does not serve this page.',
  // The screens that only list their route's facts, for now.
  screenAnalytics: 'Analytics',
  screenBuilderWall: 'Website-builder wall',
  screenBuilderSettings: 'Website-builder settings',
  screenStaticPage: 'Static page',
  screenTemplate: 'Template',
  routeFactWall: 'Wall',
  routeFactPage: 'Page',
  routeFactTemplate: 'Template',
  routeFactAddress: 'Address',
} as const;

/** The key of one catalogue message, such as `wallNameBlank`. */
export type MessageKey = keyof typeof messages;
