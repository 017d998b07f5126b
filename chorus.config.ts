/**
 * The plugin list: every connector and theme this installation runs. Adding a network or a
 * theme is installing its package and adding one line here; the server and the web build read
 * this file and nothing else keeps a list.
 */
import { defineChorusConfig } from '@chorus/core';
import { customConnector } from '@chorus/connector-custom';
import { rssConnector } from '@chorus/connector-rss';
import { twitterConnector } from '@chorus/connector-twitter';
import { blueskyConnector } from '@chorus/connector-bluesky';
import { mastodonConnector } from '@chorus/connector-mastodon';
import { redditConnector } from '@chorus/connector-reddit';
import { youtubeConnector } from '@chorus/connector-youtube';
import { tumblrConnector } from '@chorus/connector-tumblr';
import { linkedinConnector } from '@chorus/connector-linkedin';
import { tiktokConnector } from '@chorus/connector-tiktok';
import { threadsConnector } from '@chorus/connector-threads';
import { pinterestConnector } from '@chorus/connector-pinterest';
import { googleplusConnector } from '@chorus/connector-googleplus';
import { vineConnector } from '@chorus/connector-vine';
import { instagramConnector } from '@chorus/connector-instagram';
import { facebookConnector } from '@chorus/connector-facebook';
import { aiScreening } from '@chorus/screening-ai';
import { trackingIntegration } from '@chorus/integration-tracking';
import { chatIntegration } from '@chorus/integration-chat';
import { affiliateIntegration } from '@chorus/integration-affiliate';
import { masonryTheme } from '@chorus/theme-masonry';
import { kenburnsTheme } from '@chorus/theme-kenburns';
import { qaTheme } from '@chorus/theme-qa';
import { slideshowTheme } from '@chorus/theme-slideshow';
import { realtimeGridTheme } from '@chorus/theme-realtime-grid';
import { mosaicTheme } from '@chorus/theme-mosaic';
import { sliderTheme } from '@chorus/theme-slider';
import { waterfallTheme } from '@chorus/theme-waterfall';

export default defineChorusConfig({
  plugins: [
    // Connectors (@chorus/connector-*)
    rssConnector(),
    customConnector(),
    twitterConnector(),
    blueskyConnector(),
    mastodonConnector(),
    // The operator's Reddit app (https://www.reddit.com/prefs/apps), from the environment.
    redditConnector({
      clientId: process.env['CHORUS_REDDIT_CLIENT_ID'],
      clientSecret: process.env['CHORUS_REDDIT_CLIENT_SECRET'],
      operator: process.env['CHORUS_REDDIT_OPERATOR'] ?? 'chorus',
    }),
    // The operator's YouTube Data API key; without one, channels are read from their Atom feed.
    youtubeConnector({ apiKey: process.env['CHORUS_YOUTUBE_API_KEY'] }),
    tumblrConnector({ apiKey: process.env['CHORUS_TUMBLR_API_KEY'] }),
    linkedinConnector(),
    tiktokConnector(),
    threadsConnector(),
    pinterestConnector(),
    googleplusConnector(),
    vineConnector(),
    instagramConnector(),
    facebookConnector(),
    // Integrations: AI screening asks nobody until its options enable it (docs/moderation.md).
    aiScreening(),
    // Page integrations: off until the administrator enables and fills them in the admin screen
    // (Integrations); each adds its scripts to the owner pages only (docs/operations.md).
    trackingIntegration(),
    chatIntegration(),
    affiliateIntegration(),
    // Themes: any package providing a theme factory; the first answering to "standard" is the default.
    masonryTheme(),
    slideshowTheme(),
    kenburnsTheme(),
    qaTheme(),
    realtimeGridTheme(),
    mosaicTheme(),
    sliderTheme(),
    waterfallTheme(),
  ],
});
