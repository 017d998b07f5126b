import { bootScriptSource, integrationCspOf, integrationScriptTags } from '@chorus/core';
import { schemaTextProblems, schemaTextsOf } from '@chorus/core/i18n';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { affiliateIntegration, affiliateSettingsSchema } from './index.ts';

const integration = affiliateIntegration().integration;
const render = (settings: unknown) =>
  integration.render(affiliateSettingsSchema.parse(settings), {
    bootPath: '/integrations/affiliate/boot.js',
  });

describe('affiliate integration', () => {
  it('defines the command queue first, then loads the tracker with its key attribute', () => {
    const output = render({ key: 'abc123' });
    expect(integrationScriptTags([output])).toBe(
      '<script src="/integrations/affiliate/boot.js"></script>' +
        '<script src="https://r.wdfl.co/rw.js" async data-rewardful="abc123"></script>',
    );
    const window: Record<string, unknown> & { rewardful?: (...args: unknown[]) => void } = {};
    new Function('window', bootScriptSource(output.boot!))(window);
    window.rewardful?.('ready', 1);
    expect(window['_rwq']).toBe('rewardful');
    expect((window.rewardful as unknown as { q: unknown[] }).q).toHaveLength(1);
    expect(integrationCspOf([output]).scriptSrc).toEqual(['https://r.wdfl.co']);
  });

  it('takes another tracker, its attribute and service address, without a queue', () => {
    const output = render({
      scriptUrl: 'https://cdn.firstpromoter.example/fpr.js',
      attribute: 'fpr',
      key: 'k',
      queue: '',
      apiUrl: 'https://t.firstpromoter.example/track',
    });
    expect(output.boot).toBeUndefined();
    expect(integrationCspOf([output]).connectSrc).toEqual([
      'https://cdn.firstpromoter.example',
      'https://t.firstpromoter.example',
    ]);
  });

  it('refuses an attribute or queue name that could break out of its place', () => {
    const paths = affiliateSettingsSchema
      .safeParse({ key: 'k', attribute: 'x" onload="alert(1)', queue: 'a;b' })
      .error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['attribute', 'queue']);
    expect(affiliateSettingsSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please enter the key.',
    );
  });

  it('ships every settings text in German, French and Spanish', () => {
    const english = [
      integration.displayName,
      integration.description,
      ...schemaTextsOf(z.toJSONSchema(affiliateSettingsSchema, { io: 'input' })),
    ];
    expect(schemaTextProblems(english, integration.texts)).toEqual([]);
  });
});
