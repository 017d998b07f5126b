import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineConnector, defineFeedType, definePlugin, defineTheme } from './contracts.ts';
import { describePlugins } from './describe.ts';
import { PluginHost, PluginRegistrationError } from './host.ts';
import { toyConnector, toyPlugins, toyTheme } from './toy-plugins.ts';

describe('PluginHost', () => {
  it('registers two toy plugins through the connectors and themes hooks', () => {
    const host = new PluginHost(toyPlugins);
    expect(host.pluginNames).toEqual(['connector-toy', 'theme-toy-list']);
    expect(host.connectors.map((c) => c.id)).toEqual(['toy']);
    expect(host.themes.map((t) => t.id)).toEqual(['toy-list']);
    expect(host.connector('toy')).toMatchObject({ name: 'connector-toy', options: {} });
    expect(host.connectorByShortCode('ty')?.id).toBe('toy');
    expect(host.connectorBySourceNumber(900)?.id).toBe('toy');
    expect(host.connectorByShortCode('zz')).toBeUndefined();
    expect(host.theme('hypeTemplate_toy')).toBe(toyTheme);
    expect(host.theme('nope')).toBeUndefined();
  });

  it('freezes its hooks object', () => {
    const host = new PluginHost();
    expect(Object.isFrozen(host.hooks)).toBe(true);
    expect(() => {
      (host.hooks as unknown as Record<string, unknown>)['connectors'] = null;
    }).toThrow(TypeError);
  });

  it('runs normalizePost taps in order, each seeing the previous result', () => {
    const host = new PluginHost();
    host.hooks.normalizePost.tap('upper', (post) => ({ ...post, title: post.title.toUpperCase() }));
    host.hooks.normalizePost.tap('suffix', (post, context) => ({
      ...post,
      title: `${post.title} via ${context.connectorId}`,
    }));
    const post = toyConnector.normalize(
      { id: 'n1', text: 'hello', author: 'ann', at: 1_700_000_000 },
      { network: 'toy', options: {} } as never,
    );
    const result = host.hooks.normalizePost.call(
      { ...post, title: 'hi' },
      {
        connectorId: 'toy',
        source: {} as never,
      },
    );
    expect(result.title).toBe('HI via toy');
  });

  it('lets the first screenPost tap that answers decide, and announces postChanged to all', async () => {
    const host = new PluginHost();
    host.hooks.screenPost.tapPromise('allow-all', async () => undefined);
    host.hooks.screenPost.tapPromise('block-word', async ({ post }) =>
      post.description.includes('spam') ? { state: 'pending', reason: 'blocked word' } : undefined,
    );
    host.hooks.screenPost.tapPromise('never-reached', async () => ({
      state: 'removed',
      reason: 'x',
    }));
    const verdict = await host.hooks.screenPost.promise({
      post: { description: 'buy spam' } as never,
      source: {} as never,
    });
    expect(verdict).toEqual({ state: 'pending', reason: 'blocked word' });

    const seen: string[] = [];
    host.hooks.postChanged.tapPromise('a', async (event) => void seen.push(`a:${event.change}`));
    host.hooks.postChanged.tapPromise('b', async (event) => void seen.push(`b:${event.change}`));
    await host.hooks.postChanged.promise({ wallId: 'w', postId: 'p', change: 'approved' });
    expect(seen.sort()).toEqual(['a:approved', 'b:approved']);
  });

  it('refuses a plugin installed twice', () => {
    expect(() => new PluginHost([toyConnector, toyConnector])).toThrow(/installed twice/);
  });

  it('refuses a connector whose id, short code or source number another claims', () => {
    const twin = defineConnector({ ...toyConnector, id: 'toy2' })();
    const host = new PluginHost([toyConnector, twin]);
    expect(() => host.connectors).toThrow(PluginRegistrationError);
    expect(() => host.connectors).toThrow(/short code "ty"/);
    expect(() => host.connectors).toThrow(/source number "900"/);
  });

  it('refuses a feed type schema that does not convert to JSON Schema', () => {
    const bad = defineConnector({
      ...toyConnector,
      feedTypes: {
        board: { title: 'B', schema: z.object({ when: z.date() }), label: () => 'b' },
      },
    })();
    expect(() => new PluginHost([bad]).connectors).toThrow(/does not convert to JSON Schema/);
  });

  it('refuses a theme whose options lack defaults, or whose legacy name is taken', () => {
    const noDefaults = defineTheme({
      ...toyTheme,
      id: 'bare',
      legacyNames: [],
      optionsSchema: z.object({ postwidth: z.number() }),
    });
    expect(() => new PluginHost([noDefaults]).themes).toThrow(/needs a default/);
    const twin = defineTheme({ ...toyTheme, id: 'toy-twin' });
    expect(() => new PluginHost([toyTheme, twin]).themes).toThrow(/"hypeTemplate_toy" is claimed/);
  });

  it('refuses plugins applied after the registry was read', () => {
    const host = new PluginHost([toyConnector]);
    void host.connectors;
    expect(() => host.use([toyTheme])).toThrow(/before the registry is read/);
  });
});

describe('describePlugins', () => {
  it('describes connectors and themes with JSON Schemas and defaults, without functions', () => {
    const host = new PluginHost(toyPlugins);
    const description = describePlugins(host);
    const [connector] = description.connectors;
    expect(connector).toMatchObject({ id: 'toy', shortCode: 'ty', auth: { kind: 'none' } });
    expect(connector?.feedTypes[0]?.schema).toMatchObject({
      type: 'object',
      properties: { board: { type: 'string', title: 'Board name' } },
      required: ['board'],
    });
    const [theme] = description.themes;
    expect(theme?.defaults).toEqual({ postwidth: 280, postpadding: 20, showAuthor: true });
    expect(theme?.options).toMatchObject({ properties: { postwidth: { maximum: 800 } } });
    expect(JSON.parse(JSON.stringify(description))).toEqual(description);
  });
});

describe('plugin options', () => {
  const pigeonOptions = z.object({
    loft: z.url().meta({ title: 'Loft address' }),
    flock: z.number().int().positive().default(12),
  });
  const pigeonConnector = defineConnector<never, null, typeof pigeonOptions>({
    id: 'pigeon',
    shortCode: 'pg',
    sourceNumber: 950,
    displayName: 'Pigeon post',
    icon: 'M4 4h16v16H4z',
    auth: { kind: 'none' },
    baseUrls: {},
    pluginOptionsSchema: pigeonOptions,
    feedTypes: {
      loft: defineFeedType({ title: 'Loft', schema: z.object({}), label: () => 'Loft' }),
    },
    fetch: async ({ options }) => {
      expect(options.flock).toBeGreaterThan(0);
      return { items: [], cursor: null };
    },
    normalize: () => {
      throw new Error('no items');
    },
  });

  it('hands the registered connector its options, parsed with defaults', () => {
    const host = new PluginHost([pigeonConnector({ loft: 'https://loft.example/' })]);
    expect(host.connector('pigeon')?.options).toEqual({ loft: 'https://loft.example/', flock: 12 });
  });

  it('names the plugin and the field when an option is invalid', () => {
    const install = () => new PluginHost([pigeonConnector({ loft: 'not a url', flock: 3 })]);
    expect(install).toThrow(PluginRegistrationError);
    expect(install).toThrow(/^Plugin "connector-pigeon": option "loft": Invalid URL$/);
    expect(() => new PluginHost([pigeonConnector()])).toThrow(
      /Plugin "connector-pigeon": option "loft": /,
    );
  });

  it('validates the options of a plugin made with definePlugin before apply sees them', () => {
    const seen: unknown[] = [];
    const variantsPlugin = definePlugin({
      name: 'integration-variants',
      kind: 'integration',
      pluginOptionsSchema: z.object({ variants: z.array(z.enum(['a', 'b'])).default(['a']) }),
      apply: (_host, options) => seen.push(options.variants),
    });
    new PluginHost([variantsPlugin()]);
    new PluginHost([variantsPlugin({ variants: ['a', 'b'] })]);
    expect(seen).toEqual([['a'], ['a', 'b']]);
    expect(() => new PluginHost([variantsPlugin({ variants: ['c' as 'a'] })])).toThrow(
      /^Plugin "integration-variants": option "variants.0": Invalid option/,
    );
  });
});
