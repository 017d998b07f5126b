import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineConnector, defineFeedType } from './contracts.ts';
import { describeConnector } from './describe.ts';
import { PluginHost } from './host.ts';
import { toyConnector, toyPeopleConnector } from './toy-plugins.ts';
import { validateConnectors } from './validate.ts';

/** The toy people connector with other suggestions, and with or without `suggest`. */
function withPersonFeed(
  suggestions: Record<string, { minChars: number; maxItems: number }>,
  suggest: boolean,
) {
  const { suggest: _suggest, ...rest } = toyPeopleConnector;
  return defineConnector({
    ...rest,
    feedTypes: {
      person: defineFeedType({
        title: 'Person',
        schema: z.object({ board: z.string() }),
        label: (options) => options.board,
        suggestions,
      }),
    },
    ...(suggest ? { suggest: toyPeopleConnector.suggest } : {}),
  })();
}

describe('typeahead fields of a feed type', () => {
  it('carries the declared suggestions into the description /api/plugins serves', () => {
    const described = describeConnector(toyPeopleConnector);
    expect(described.feedTypes).toHaveLength(1);
    expect(described.feedTypes[0]?.suggestions).toEqual({ board: { minChars: 2, maxItems: 6 } });
    // A feed type without typeaheads says so with an empty record, not a missing key.
    expect(describeConnector(toyConnector).feedTypes[0]?.suggestions).toEqual({});
    expect(JSON.parse(JSON.stringify(described))).toEqual(described);
  });

  it('registers a connector whose suggestions are well formed', () => {
    const host = new PluginHost([toyPeopleConnector]);
    expect(host.connector('toy-people')?.suggest).toBeTypeOf('function');
  });

  it('refuses suggestions without suggest(), on an unknown field, or out of bounds', () => {
    expect(
      validateConnectors([withPersonFeed({ board: { minChars: 2, maxItems: 6 } }, false)]),
    ).toEqual([
      'connector "toy-people": feed type "person" declares suggestions but no suggest().',
    ]);
    expect(
      validateConnectors([withPersonFeed({ nobody: { minChars: 2, maxItems: 6 } }, true)]),
    ).toEqual([
      'connector "toy-people": suggestions of "person.nobody" name no field of the schema.',
    ]);
    expect(
      validateConnectors([withPersonFeed({ board: { minChars: 0, maxItems: 51 } }, true)]),
    ).toEqual([
      'connector "toy-people": suggestions of "person.board" need minChars of at least 1.',
      'connector "toy-people": suggestions of "person.board" need maxItems from 1 to 50.',
    ]);
    const host = new PluginHost([withPersonFeed({ board: { minChars: 2, maxItems: 6 } }, false)]);
    expect(() => host.connectors).toThrow(/declares suggestions but no suggest/);
  });
});
