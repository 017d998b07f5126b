/**
 * `@chorus/integration-chat`: a live-chat widget on the owner's pages, for paying plans (in
 * hosted mode; a self-hosted instance gives it to everyone). Crisp, whose snippet's inline
 * set-up (`$crisp`, `CRISP_WEBSITE_ID`) becomes a first-party boot script, or any widget whose
 * embed is one script tag. Off until the operator enables it in the admin screen.
 */
import { defineIntegration, isIntegrationUrl, type IntegrationOutput } from '@chorus/core';
import { z } from 'zod';
import { texts } from './texts.ts';

export { texts as chatTexts } from './texts.ts';

const urlMessage = 'Please enter a valid URL.';

/** Crisp's loader and the hosts its chatbox talks to (docs.crisp.chat, "Crisp Domain Names"). */
export const crisp = {
  script: 'https://client.crisp.chat/l.js',
  connect: [
    'https://client.crisp.chat',
    'https://storage.crisp.chat',
    'wss://client.relay.crisp.chat',
  ],
  img: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
  frame: ['https://game.crisp.chat'],
} as const;

/** The operator's settings. */
export const chatSettingsSchema = z
  .object({
    vendor: z
      .union([
        z.literal('crisp').meta({ title: 'Crisp' }),
        z.literal('script').meta({ title: 'Widget script' }),
      ])
      .default('crisp')
      .meta({ title: 'Chat service' }),
    websiteId: z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F-]*$/, 'Please enter a valid website ID.')
      .max(64)
      .default('')
      .meta({
        title: 'Crisp website ID',
        description: 'Crisp: Settings, Website settings, Setup.',
      }),
    scriptUrl: z
      .string()
      .trim()
      .refine((value) => value === '' || isIntegrationUrl(value), urlMessage)
      .default('')
      .meta({
        title: 'Widget script address',
        description: 'Widget script: the https address of the script its embed code loads.',
        format: 'uri',
      }),
  })
  .superRefine((settings, context) => {
    if (settings.vendor === 'crisp' && settings.websiteId === '') {
      context.addIssue({
        code: 'custom',
        path: ['websiteId'],
        message: 'Please enter a valid website ID.',
      });
    }
    if (settings.vendor === 'script' && settings.scriptUrl === '') {
      context.addIssue({ code: 'custom', path: ['scriptUrl'], message: urlMessage });
    }
  });

/** The validated settings. */
export type ChatSettings = z.output<typeof chatSettingsSchema>;

/** Crisp's inline set-up, as a first-party boot script. */
const crispBoot = [
  'window.$crisp = window.$crisp || [];',
  'window.CRISP_WEBSITE_ID = values.websiteId;',
].join('\n');

/** What the chat adds to a page for these settings. */
export function chatOutput(settings: ChatSettings, bootPath: string): IntegrationOutput {
  if (settings.vendor === 'crisp') {
    return {
      scripts: [
        { src: bootPath, defer: true },
        { src: crisp.script, defer: true },
      ],
      origins: { connectSrc: crisp.connect, imgSrc: crisp.img, frameSrc: crisp.frame },
      boot: { code: crispBoot, values: { websiteId: settings.websiteId } },
    };
  }
  // A widget loads its frame and talks to its service from the script's host.
  return {
    scripts: [{ src: settings.scriptUrl, async: true }],
    origins: { connectSrc: [settings.scriptUrl], frameSrc: [settings.scriptUrl] },
  };
}

/** The plugin factory: `chatIntegration()` in chorus.config.ts. */
export const chatIntegration = defineIntegration({
  id: 'chat',
  displayName: 'Live chat',
  description: 'A live-chat widget on the owner pages of paying plans.',
  pages: ['owner'],
  plans: 'paying',
  settingsSchema: chatSettingsSchema,
  texts,
  render: (settings, { bootPath }) => chatOutput(settings, bootPath),
});
