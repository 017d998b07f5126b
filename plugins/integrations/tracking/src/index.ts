/**
 * `@chorus/integration-tracking`: analytics on the owner's pages. Plausible (its script with
 * `data-domain`), Matomo (its `matomo.js` after a first-party boot script that sets up `_paq`),
 * or any script address the operator gives. Off until the operator enables it in the admin
 * screen; the server adds the origins it needs to those pages' CSP only.
 */
import { defineIntegration, isIntegrationUrl, type IntegrationOutput } from '@chorus/core';
import { z } from 'zod';
import { texts } from './texts.ts';

export { texts as trackingTexts } from './texts.ts';

const urlMessage = 'Please enter a valid URL.';

/** An optional https address (http on loopback, for tests); empty means not given. */
const optionalUrl = (title: string, description: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isIntegrationUrl(value), urlMessage)
    .default('')
    .meta({ title, description, format: 'uri' });

/** Plausible's hosted script. */
export const plausibleScriptUrl = 'https://plausible.io/js/script.js';

/** The operator's settings. */
export const trackingSettingsSchema = z
  .object({
    provider: z
      .union([
        z.literal('plausible').meta({ title: 'Plausible' }),
        z.literal('matomo').meta({ title: 'Matomo' }),
        z.literal('custom').meta({ title: 'Custom script' }),
      ])
      .default('plausible')
      .meta({ title: 'Analytics service' }),
    scriptUrl: optionalUrl(
      'Script address',
      'Plausible: leave empty for plausible.io. Custom: the script to load.',
    ),
    domain: z.string().trim().max(253).default('').meta({
      title: 'Site domain',
      description: 'Plausible: the domain of the site in Plausible.',
    }),
    matomoUrl: optionalUrl('Matomo address', 'Matomo: the address of your Matomo server.'),
    siteId: z
      .string()
      .trim()
      .regex(/^\d*$/, 'Please enter a number.')
      .default('')
      .meta({ title: 'Site id', description: 'Matomo: the id of the site in Matomo.' }),
  })
  .superRefine((settings, context) => {
    const need = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (settings.provider === 'plausible' && settings.domain === '') {
      need('domain', 'Please enter the site domain.');
    }
    if (settings.provider === 'matomo') {
      if (settings.matomoUrl === '') need('matomoUrl', urlMessage);
      if (settings.siteId === '') need('siteId', 'Please enter a number.');
    }
    if (settings.provider === 'custom' && settings.scriptUrl === '') need('scriptUrl', urlMessage);
  });

/** The validated settings. */
export type TrackingSettings = z.output<typeof trackingSettingsSchema>;

/** The Matomo set-up its snippet does inline, as a first-party boot script. */
const matomoBoot = [
  'var paq = (window._paq = window._paq || []);',
  "paq.push(['trackPageView']);",
  "paq.push(['enableLinkTracking']);",
  "paq.push(['setTrackerUrl', values.trackerUrl]);",
  "paq.push(['setSiteId', values.siteId]);",
].join('\n');

/** The Matomo server's base address, ending in a slash. */
const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** What the tracking adds to a page for these settings. */
export function trackingOutput(settings: TrackingSettings, bootPath: string): IntegrationOutput {
  if (settings.provider === 'plausible') {
    const src = settings.scriptUrl === '' ? plausibleScriptUrl : settings.scriptUrl;
    // Plausible sends its events to /api/event on the script's own host.
    return {
      scripts: [{ src, defer: true, data: { domain: settings.domain } }],
      origins: { connectSrc: [src] },
    };
  }
  if (settings.provider === 'matomo') {
    const base = withSlash(settings.matomoUrl);
    return {
      // Deferred scripts run in order: the boot script sets up _paq before matomo.js reads it.
      scripts: [
        { src: bootPath, defer: true },
        { src: `${base}matomo.js`, defer: true },
      ],
      origins: { connectSrc: [base], imgSrc: [base] },
      boot: {
        code: matomoBoot,
        values: { trackerUrl: `${base}matomo.php`, siteId: settings.siteId },
      },
    };
  }
  return {
    scripts: [{ src: settings.scriptUrl, defer: true }],
    origins: { connectSrc: [settings.scriptUrl] },
  };
}

/** The plugin factory: `trackingIntegration()` in chorus.config.ts. */
export const trackingIntegration = defineIntegration({
  id: 'tracking',
  displayName: 'Analytics tracking',
  description: 'Counts visits to the owner pages with Plausible, Matomo or your own script.',
  pages: ['owner'],
  settingsSchema: trackingSettingsSchema,
  texts,
  render: (settings, { bootPath }) => trackingOutput(settings, bootPath),
});
