/**
 * The CI check of the built-in plugins' texts (issue 15): every text an owner reads of each
 * installed connector and theme (feed types, option titles, descriptions, option labels,
 * display names) has a translation in every shipped language, and no plugin keeps one for a
 * text it no longer shows. The planted cases prove the check fails.
 */
import {
  ownerTextsOf,
  PluginHost,
  type ConnectorPlugin,
  type ThemePlugin,
} from '@chorus/core/host';
import { schemaTextProblems, type SchemaTexts } from '@chorus/core/i18n';
import { describe, expect, it } from 'vitest';
import { installedPlugins } from '../plugins.ts';

const host = new PluginHost(installedPlugins);
const plugins: readonly (ConnectorPlugin | ThemePlugin)[] = [...host.connectors, ...host.themes];

/**
 * The English texts each table must translate: plugins sharing one table (the seven masonry
 * variants, the two waterfalls) are checked together, so none of its texts counts as stale.
 */
function textsByTable(): Map<SchemaTexts | undefined, { ids: string[]; english: Set<string> }> {
  const tables = new Map<SchemaTexts | undefined, { ids: string[]; english: Set<string> }>();
  for (const plugin of plugins) {
    const entry = tables.get(plugin.texts) ?? { ids: [], english: new Set<string>() };
    entry.ids.push(plugin.id);
    ownerTextsOf(plugin).forEach((text) => entry.english.add(text));
    tables.set(plugin.texts, entry);
  }
  return tables;
}

describe("the built-in plugins' texts", () => {
  it('are shipped by every installed connector and theme', () => {
    expect(plugins.filter((plugin) => plugin.texts === undefined).map((p) => p.id)).toEqual([]);
    expect(host.connectors.length).toBeGreaterThan(10);
    expect(host.themes.length).toBeGreaterThan(10);
  });

  it('translate every text an owner reads into German, French and Spanish, and nothing else', () => {
    const problems = [...textsByTable().values()].flatMap(({ ids, english }) =>
      schemaTextProblems(english, plugins.find((p) => p.id === ids[0])?.texts).map((problem) => ({
        plugins: ids.join(', '),
        ...problem,
      })),
    );
    expect(problems).toEqual([]);
  });

  it('fail the check on a text a plugin adds without translating it (planted)', () => {
    const twitter = host.connectors.find((connector) => connector.id === 'twitter')!;
    const english = [...ownerTextsOf(twitter), 'A new field'];
    expect(schemaTextProblems(english, twitter.texts)).toEqual([
      { language: 'de', kind: 'missing', text: 'A new field' },
      { language: 'fr', kind: 'missing', text: 'A new field' },
      { language: 'es', kind: 'missing', text: 'A new field' },
    ]);
    const { Likes: _dropped, ...french } = twitter.texts?.fr ?? {};
    expect(schemaTextProblems(ownerTextsOf(twitter), { ...twitter.texts, fr: french })).toEqual([
      { language: 'fr', kind: 'missing', text: 'Likes' },
    ]);
  });

  it('walk every part an owner reads: feed types, fields, sign-in details, hints, themes', () => {
    const bluesky = host.connectors.find((connector) => connector.id === 'bluesky')!;
    expect(ownerTextsOf(bluesky)).toEqual(
      expect.arrayContaining(['Hashtag or keywords', 'App password', 'Include replies']),
    );
    const vine = host.connectors.find((connector) => connector.id === 'vine')!;
    expect(ownerTextsOf(vine).some((text) => text.startsWith('The JSON of a Vine archive'))).toBe(
      true,
    );
    const slideshow = host.themes.find((theme) => theme.id === 'slideshow')!;
    expect(ownerTextsOf(slideshow)).toEqual(
      expect.arrayContaining(['Slideshow', 'Transition delay', 'Ignore reduced motion']),
    );
  });
});
