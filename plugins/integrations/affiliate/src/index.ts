/**
 * `@chorus/integration-affiliate`: an affiliate tracker on the owner's pages, in the style of
 * Rewardful: its script with the account's key as a data attribute, after a first-party boot
 * script that sets up the command queue its snippet defines inline. Any tracker whose embed is
 * a script tag with one key attribute fits: the operator names the script, the attribute and
 * the key. Off until the operator enables it in the admin screen.
 */
import { defineIntegration, isIntegrationUrl, type IntegrationOutput } from '@chorus/core';
import { z } from 'zod';
import { texts } from './texts.ts';

export { texts as affiliateTexts } from './texts.ts';

const urlMessage = 'Please enter a valid URL.';

/** Rewardful's tracker script. */
export const rewardfulScriptUrl = 'https://r.wdfl.co/rw.js';

const optionalUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || isIntegrationUrl(value), urlMessage)
  .default('');

/** The operator's settings. */
export const affiliateSettingsSchema = z.object({
  scriptUrl: z
    .string()
    .trim()
    .refine(isIntegrationUrl, urlMessage)
    .default(rewardfulScriptUrl)
    .meta({ title: 'Tracker script address', format: 'uri' }),
  attribute: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, 'Please enter a valid attribute name.')
    .default('rewardful')
    .meta({
      title: 'Key attribute',
      description: 'The data attribute that carries the key, without "data-": rewardful, fpr...',
    }),
  key: z
    .string({ error: 'Please enter the key.' })
    .trim()
    .min(1, 'Please enter the key.')
    .max(200)
    .meta({ title: 'Key', description: "Your affiliate program's public key." }),
  queue: z
    .string()
    .trim()
    .regex(/^[A-Za-z_$][A-Za-z0-9_$]{0,39}$|^$/, 'Please enter a valid name.')
    .default('rewardful')
    .meta({
      title: 'Command queue',
      description: 'The function the tracker queues calls on (rewardful); empty for none.',
    }),
  apiUrl: optionalUrl.meta({
    title: 'Tracker service address',
    description: 'Where the tracker sends its data, when not the script host.',
    format: 'uri',
  }),
});

/** The validated settings. */
export type AffiliateSettings = z.output<typeof affiliateSettingsSchema>;

/** The queue stub Rewardful's snippet defines inline, for any queue name. */
const queueBoot = [
  'var name = values.queue;',
  'window._rwq = name;',
  'window[name] =',
  '  window[name] ||',
  '  function () {',
  '    (window[name].q = window[name].q || []).push(arguments);',
  '  };',
].join('\n');

/** What the tracker adds to a page for these settings. */
export function affiliateOutput(settings: AffiliateSettings, bootPath: string): IntegrationOutput {
  const tracker = {
    src: settings.scriptUrl,
    async: true,
    data: { [settings.attribute]: settings.key },
  };
  const connect =
    settings.apiUrl === '' ? [settings.scriptUrl] : [settings.scriptUrl, settings.apiUrl];
  if (settings.queue === '') return { scripts: [tracker], origins: { connectSrc: connect } };
  return {
    // The boot script is not deferred, so the queue exists before the tracker (async) runs.
    scripts: [{ src: bootPath }, tracker],
    origins: { connectSrc: connect },
    boot: { code: queueBoot, values: { queue: settings.queue } },
  };
}

/** The plugin factory: `affiliateIntegration()` in chorus.config.ts. */
export const affiliateIntegration = defineIntegration({
  id: 'affiliate',
  displayName: 'Affiliate tracker',
  description: 'Credits sign-ups to the affiliates who referred them.',
  pages: ['owner'],
  settingsSchema: affiliateSettingsSchema,
  texts,
  render: (settings, { bootPath }) => affiliateOutput(settings, bootPath),
});
