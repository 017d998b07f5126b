import { integrationCspOf, integrationScriptTags, bootScriptSource } from '@chorus/core';
import { schemaTextProblems, schemaTextsOf } from '@chorus/core/i18n';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { trackingIntegration, trackingSettingsSchema } from './index.ts';

const integration = trackingIntegration().integration;
const render = (settings: unknown) =>
  integration.render(trackingSettingsSchema.parse(settings), {
    bootPath: '/integrations/tracking/boot.js',
  });

describe('tracking integration', () => {
  it('loads Plausible from plausible.io with the site domain, and lets it report there', () => {
    const output = render({ provider: 'plausible', domain: 'walls.example.org' });
    expect(integrationScriptTags([output])).toBe(
      '<script src="https://plausible.io/js/script.js" defer data-domain="walls.example.org"></script>',
    );
    expect(integrationCspOf([output])).toMatchObject({
      scriptSrc: ['https://plausible.io'],
      connectSrc: ['https://plausible.io'],
    });
  });

  it('sets up Matomo in a first-party boot script, then loads matomo.js from its server', () => {
    const output = render({
      provider: 'matomo',
      matomoUrl: 'https://stats.example.org',
      siteId: '7',
    });
    expect(output.scripts.map((script) => script.src)).toEqual([
      '/integrations/tracking/boot.js',
      'https://stats.example.org/matomo.js',
    ]);
    const window: { _paq?: unknown[][] } = {};
    new Function('window', bootScriptSource(output.boot!))(window);
    expect(window._paq).toEqual([
      ['trackPageView'],
      ['enableLinkTracking'],
      ['setTrackerUrl', 'https://stats.example.org/matomo.php'],
      ['setSiteId', '7'],
    ]);
    expect(integrationCspOf([output]).connectSrc).toEqual(['https://stats.example.org']);
  });

  it('loads a custom script', () => {
    const output = render({ provider: 'custom', scriptUrl: 'https://cdn.example.org/a.js' });
    expect(integrationCspOf([output]).scriptSrc).toEqual(['https://cdn.example.org']);
  });

  it("refuses what a provider needs but was not given, with the spec's messages", () => {
    const messages = (settings: unknown) =>
      trackingSettingsSchema
        .safeParse(settings)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ provider: 'plausible' })).toEqual([
      ['domain', 'Please enter the site domain.'],
    ]);
    expect(messages({ provider: 'custom', scriptUrl: 'http://example.org/a.js' })).toEqual([
      ['scriptUrl', 'Please enter a valid URL.'],
    ]);
    expect(messages({ provider: 'matomo', siteId: 'x' })?.map(([path]) => path)).toEqual([
      'siteId',
      'matomoUrl',
    ]);
  });

  it('ships every settings text in German, French and Spanish', () => {
    const english = [
      integration.displayName,
      integration.description,
      ...schemaTextsOf(z.toJSONSchema(trackingSettingsSchema, { io: 'input' })),
    ];
    expect(schemaTextProblems(english, integration.texts)).toEqual([]);
  });
});
