/**
 * The plugin list: every connector and theme this installation runs. Adding a network or a
 * theme is installing its package and adding one line here; the server and the web build read
 * this file and nothing else keeps a list.
 */
import { defineChorusConfig } from '@chorus/core';
import { customConnector } from '@chorus/connector-custom';
import { rssConnector } from '@chorus/connector-rss';
import { twitterConnector } from '@chorus/connector-twitter';
import {
  masonryInverseTheme,
  masonryNewsTheme,
  masonryPhotoTallTheme,
  masonryPhotoTheme,
  masonryPinTheme,
  masonryStandardTheme,
  masonryTanoTheme,
} from '@chorus/theme-masonry';
import { kenburnsTheme } from '@chorus/theme-kenburns';
import { qaTheme } from '@chorus/theme-qa';
import { slideshowTheme } from '@chorus/theme-slideshow';

export default defineChorusConfig({
  plugins: [
    // Connectors (@chorus/connector-*)
    rssConnector,
    customConnector,
    twitterConnector,
    // Themes (@chorus/theme-*) are added here as their packages land.
    masonryStandardTheme,
    masonryPhotoTheme,
    masonryPhotoTallTheme,
    masonryNewsTheme,
    masonryPinTheme,
    masonryInverseTheme,
    masonryTanoTheme,
    slideshowTheme,
    kenburnsTheme,
    qaTheme,
  ],
});
