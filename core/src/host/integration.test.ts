import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PluginHost, PluginRegistrationError } from './host.ts';
import {
  bootScriptSource,
  defineIntegration,
  integrationCspOf,
  integrationOriginOf,
  integrationRunsFor,
  integrationScriptTags,
  isIntegrationUrl,
  scriptSafeJson,
} from './integration.ts';

const beacon = defineIntegration({
  id: 'beacon',
  displayName: 'Beacon',
  description: 'Counts visits.',
  pages: ['owner'],
  plans: 'paying',
  settingsSchema: z.object({ site: z.string().min(1) }),
  render: (settings, { bootPath }) => ({
    scripts: [
      { src: 'https://cdn.beacon.example/b.js', defer: true, data: { site: settings.site } },
      { src: bootPath },
    ],
    origins: {
      connectSrc: ['https://collect.beacon.example/api', 'wss://relay.beacon.example'],
      imgSrc: ['wss://not-an-image.example'],
    },
    boot: { code: 'window.site = values.site;', values: { site: settings.site } },
  }),
});

describe('integration plugins', () => {
  it('are listed by the host under their id, as kind integration', () => {
    const plugin = beacon();
    expect(plugin.kind).toBe('integration');
    expect(plugin.name).toBe('integration-beacon');
    const host = new PluginHost([plugin]);
    expect(host.integrations.map((integration) => integration.id)).toEqual(['beacon']);
    expect(host.integration('beacon')?.plans).toBe('paying');
    expect(host.integration('other')).toBeUndefined();
  });

  it('refuses two integrations with one id, and a settings schema that is not an object', () => {
    const twin = defineIntegration({
      id: 'beacon',
      displayName: 'Twin',
      description: '',
      pages: ['owner'],
      settingsSchema: z.string(),
      render: () => ({ scripts: [] }),
    });
    const host = new PluginHost([beacon()]);
    host.hooks.integrations.tap('twin', (list) => [...list, twin().integration]);
    expect(() => host.integrations).toThrow(PluginRegistrationError);
    expect(() => host.integrations).toThrow(/Integration id "beacon" is claimed/);
  });

  it('runs a paying integration for paying plans only, and an open one for everybody', () => {
    const paying = beacon().integration;
    expect(integrationRunsFor(paying, 'plus')).toBe(true);
    expect(integrationRunsFor(paying, 'premium')).toBe(true);
    for (const plan of ['basic', 'trial', 'deactivated', null]) {
      expect(integrationRunsFor(paying, plan)).toBe(false);
    }
    expect(integrationRunsFor({ ...paying, plans: 'all' }, null)).toBe(true);
  });

  it('accepts https addresses, and http on loopback only', () => {
    expect(isIntegrationUrl('https://plausible.io/js/script.js')).toBe(true);
    expect(isIntegrationUrl('http://127.0.0.1:8123/script.js')).toBe(true);
    expect(isIntegrationUrl('http://example.org/script.js')).toBe(false);
    expect(isIntegrationUrl('javascript:alert(1)')).toBe(false);
    expect(isIntegrationUrl('https://user:pw@example.org/x.js')).toBe(false);
    expect(isIntegrationUrl('/relative.js')).toBe(false);
    expect(integrationOriginOf('https://a.example:8443/x?y')).toBe('https://a.example:8443');
  });

  it('draws script tags with escaped attributes, the boot script from this origin', () => {
    const output = beacon().integration.render(
      { site: 'a"><script>alert(1)</script>' },
      { bootPath: '/integrations/beacon/boot.js' },
    );
    const html = integrationScriptTags([
      output,
      { scripts: [{ src: 'http://evil.example/x.js' }, { src: '//evil.example/y.js' }] },
    ]);
    expect(html).toBe(
      '<script src="https://cdn.beacon.example/b.js" defer ' +
        'data-site="a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></script>' +
        '<script src="/integrations/beacon/boot.js"></script>',
    );
  });

  it('widens the CSP by the scripts origins and the declared ones only', () => {
    const output = beacon().integration.render({ site: 'x' }, { bootPath: '/b.js' });
    expect(integrationCspOf([output, { scripts: [], origins: { frameSrc: ['nope'] } }])).toEqual({
      scriptSrc: ['https://cdn.beacon.example'],
      connectSrc: ['https://collect.beacon.example', 'wss://relay.beacon.example'],
      frameSrc: [],
      imgSrc: [],
    });
  });

  it('passes boot values as JSON that cannot close the script or become code', () => {
    const source = bootScriptSource({
      code: 'window.x = values.a;',
      values: { a: '</script><script>alert(1)</script>\u2028' },
    });
    expect(source).not.toContain('</script>');
    expect(source).toContain('\\u003c/script\\u003e');
    expect(source).toContain('\\u2028');
    const values: Record<string, unknown> = {};
    new Function('window', source)(values);
    expect(values['x']).toBe('</script><script>alert(1)</script>\u2028');
    expect(scriptSafeJson({ a: '&' })).toBe('{"a":"\\u0026"}');
  });
});
