/** Per-feed-type sign-in: which auth a source's feed type uses, and how it is described. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defineConnector,
  defineFeedType,
  feedTypeAuthOf,
  feedTypesSharingSignIn,
  oauthAppOf,
  oauthAppsOf,
  signInsOf,
  type ConnectorAuth,
} from './contracts.ts';
import { describeConnector, describedAuthOf } from './describe.ts';
import { toyConnector } from './toy-plugins.ts';
import { validateConnectors } from './validate.ts';

const facebookLogin: ConnectorAuth = {
  kind: 'oauth2',
  authorizeUrl: 'https://www.facebook.com/dialog/oauth',
  tokenUrl: 'https://graph.facebook.com/oauth/access_token',
  scopes: ['instagram_basic'],
};
const instagramLogin: ConnectorAuth = {
  kind: 'oauth2',
  app: { id: 'toy-login', name: 'Toy Login' },
  authorizeUrl: 'https://www.instagram.com/oauth/authorize',
  tokenUrl: 'https://api.instagram.com/oauth/access_token',
  scopes: ['instagram_business_basic'],
};

const field = z.object({ name: z.string().min(1) });
const feedType = (auth?: ConnectorAuth) =>
  defineFeedType({
    title: 'Feed',
    schema: field,
    label: (options) => options.name,
    ...(auth ? { auth } : {}),
  });

/** The toy connector signing in with Facebook Login, its `profile` with its own login. */
function twoLogins(profileAuth: ConnectorAuth = instagramLogin) {
  return defineConnector({
    ...toyConnector,
    auth: facebookLogin,
    feedTypes: {
      profile: feedType(profileAuth),
      hashtag: feedType(),
      tagged: feedType(),
    },
  })();
}

describe('the sign-in of a feed type', () => {
  it('is its own auth when it declares one, else the connector’s', () => {
    const connector = twoLogins();
    expect(feedTypeAuthOf(connector, 'profile')).toBe(instagramLogin);
    expect(feedTypeAuthOf(connector, 'hashtag')).toBe(facebookLogin);
    // An unknown feed type, none, or a name of Object's prototype: the connector's.
    expect(feedTypeAuthOf(connector, 'gone')).toBe(facebookLogin);
    expect(feedTypeAuthOf(connector, undefined)).toBe(facebookLogin);
    expect(feedTypeAuthOf(connector, 'constructor')).toBe(facebookLogin);
  });

  it('uses the app it names, else the connector’s id and name', () => {
    const connector = twoLogins();
    if (instagramLogin.kind !== 'oauth2' || facebookLogin.kind !== 'oauth2') throw new Error();
    expect(oauthAppOf(connector, instagramLogin)).toEqual({ id: 'toy-login', name: 'Toy Login' });
    expect(oauthAppOf(connector, facebookLogin)).toEqual({ id: 'toy', name: 'Toy notes' });
  });

  it('lists each distinct sign-in once with the feed types using it', () => {
    expect(signInsOf(twoLogins())).toEqual([
      { auth: facebookLogin, feedTypes: ['hashtag', 'tagged'] },
      { auth: instagramLogin, feedTypes: ['profile'] },
    ]);
    expect(oauthAppsOf(twoLogins()).map(({ app, feedTypes }) => [app.id, feedTypes])).toEqual([
      ['toy', ['hashtag', 'tagged']],
      ['toy-login', ['profile']],
    ]);
    // A feed type with its own auth on the connector's app shares that app's entry.
    const sameApp = twoLogins({ ...instagramLogin, app: undefined } as ConnectorAuth);
    expect(oauthAppsOf(sameApp).map(({ app, feedTypes }) => [app.id, feedTypes])).toEqual([
      ['toy', ['hashtag', 'tagged', 'profile']],
    ]);
  });

  it('groups the feed types that share a sign-in, by app', () => {
    expect(feedTypesSharingSignIn(twoLogins(), 'hashtag')).toEqual(['hashtag', 'tagged']);
    expect(feedTypesSharingSignIn(twoLogins(), 'profile')).toEqual(['profile']);
    // Its own auth object on the connector's app: one sign-in with the others.
    const sameApp = twoLogins({ ...instagramLogin, app: undefined } as ConnectorAuth);
    expect(feedTypesSharingSignIn(sameApp, 'profile')).toEqual(['profile', 'hashtag', 'tagged']);
  });

  it('is described on the feed type that declares it, with its app', () => {
    const described = describeConnector(twoLogins());
    expect(described.auth).toEqual({ kind: 'oauth2', scopes: ['instagram_basic'], app: 'toy' });
    const [profile, hashtag] = described.feedTypes;
    expect(profile?.auth).toEqual({
      kind: 'oauth2',
      scopes: ['instagram_business_basic'],
      app: 'toy-login',
    });
    expect(hashtag && 'auth' in hashtag).toBe(false);
    expect(describedAuthOf(described, 'profile')).toBe(profile?.auth);
    expect(describedAuthOf(described, 'hashtag')).toBe(described.auth);
  });

  it('is validated: an app id of the id form that is no other connector’s', () => {
    expect(validateConnectors([twoLogins()])).toEqual([]);
    const badId = twoLogins({ ...instagramLogin, app: { id: 'Toy Login', name: 'x' } });
    expect(validateConnectors([badId])).toEqual([
      'connector "toy": the OAuth app id "Toy Login" is not a valid id.',
    ]);
    const other = defineConnector({
      ...toyConnector,
      id: 'toy-login',
      shortCode: 'tl',
      sourceNumber: 901,
    })();
    expect(validateConnectors([twoLogins(), other])).toEqual([
      'connector "toy": the OAuth app id "toy-login" is another connector\'s id.',
    ]);
  });
});
