import {
  bootScriptSource,
  integrationCspOf,
  integrationRunsFor,
  integrationScriptTags,
} from '@chorus/core';
import { schemaTextProblems, schemaTextsOf } from '@chorus/core/i18n';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatIntegration, chatSettingsSchema } from './index.ts';

const integration = chatIntegration().integration;
const render = (settings: unknown) =>
  integration.render(chatSettingsSchema.parse(settings), {
    bootPath: '/integrations/chat/boot.js',
  });

describe('chat integration', () => {
  it('is for paying plans only', () => {
    expect(integration.plans).toBe('paying');
    expect(integrationRunsFor(integration, 'basic')).toBe(false);
    expect(integrationRunsFor(integration, 'pro')).toBe(true);
  });

  it('boots Crisp from this origin, then loads its loader, with its documented hosts', () => {
    const output = render({ vendor: 'crisp', websiteId: '0d3b1c6e-1f2a-4b5c-8d9e-0a1b2c3d4e5f' });
    expect(integrationScriptTags([output])).toBe(
      '<script src="/integrations/chat/boot.js" defer></script>' +
        '<script src="https://client.crisp.chat/l.js" defer></script>',
    );
    const window: Record<string, unknown> = {};
    new Function('window', bootScriptSource(output.boot!))(window);
    expect(window).toEqual({
      $crisp: [],
      CRISP_WEBSITE_ID: '0d3b1c6e-1f2a-4b5c-8d9e-0a1b2c3d4e5f',
    });
    expect(integrationCspOf([output])).toEqual({
      scriptSrc: ['https://client.crisp.chat'],
      connectSrc: [
        'https://client.crisp.chat',
        'https://storage.crisp.chat',
        'wss://client.relay.crisp.chat',
      ],
      frameSrc: ['https://game.crisp.chat'],
      imgSrc: [
        'https://client.crisp.chat',
        'https://image.crisp.chat',
        'https://storage.crisp.chat',
      ],
    });
  });

  it('loads any widget script, and refuses a website id that is not one', () => {
    const output = render({ vendor: 'script', scriptUrl: 'https://widget.example.org/w.js' });
    expect(integrationCspOf([output]).frameSrc).toEqual(['https://widget.example.org']);
    expect(
      chatSettingsSchema.safeParse({ vendor: 'crisp', websiteId: '"; alert(1)' }).error?.issues[0]
        ?.message,
    ).toBe('Please enter a valid website ID.');
  });

  it('ships every settings text in German, French and Spanish', () => {
    const english = [
      integration.displayName,
      integration.description,
      ...schemaTextsOf(z.toJSONSchema(chatSettingsSchema, { io: 'input' })),
    ];
    expect(schemaTextProblems(english, integration.texts)).toEqual([]);
  });
});
