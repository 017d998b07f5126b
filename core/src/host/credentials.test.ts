import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineConnector, defineFeedType } from './contracts.ts';
import { describeConnector } from './describe.ts';
import { toyConnector } from './toy-plugins.ts';
import { validateConnectors } from './validate.ts';

/** The toy connector with one feed type that asks the owner to sign in. */
function withSignIn(credentials: unknown) {
  return defineConnector({
    ...toyConnector,
    auth: { kind: 'apiKey', fields: z.object({ key: z.string() }) },
    feedTypes: {
      search: defineFeedType({
        title: 'Search',
        schema: z.object({ query: z.string() }),
        label: (options) => options.query,
        credentials: credentials as z.ZodObject,
      }),
    },
  })();
}

describe('sign-in fields of a feed type', () => {
  const signIn = z.object({
    handle: z.string().min(1).meta({ title: 'Handle' }),
    password: z.string().min(1).meta({ title: 'Password', writeOnly: true }),
  });

  it('are described as JSON Schema, the secret one write-only', () => {
    const described = describeConnector(withSignIn(signIn));
    expect(described.feedTypes[0]?.credentials).toMatchObject({
      type: 'object',
      properties: {
        handle: { type: 'string', title: 'Handle' },
        password: { type: 'string', title: 'Password', writeOnly: true },
      },
      required: ['handle', 'password'],
    });
    // A feed type without sign-in fields has none in its description.
    expect(describeConnector(toyConnector).feedTypes[0]).not.toHaveProperty('credentials');
  });

  it('must be a zod object schema', () => {
    expect(validateConnectors([withSignIn(signIn)])).toEqual([]);
    expect(validateConnectors([withSignIn(z.string())])).toEqual([
      'connector "toy": the credentials of feed type "search" must be a zod object schema.',
    ]);
  });
});
