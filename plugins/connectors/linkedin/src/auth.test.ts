/**
 * The sign-in as the server runs it for LinkedIn, against a fake token endpoint that answers
 * in LinkedIn's format: the code exchange and the refresh carry the client id and secret as
 * form fields (no HTTP Basic), a 60-day access token and a 365-day refresh token come back, and
 * a refused refresh is the owner's to renew.
 */
import { describe, expect, it } from 'vitest';
import {
  authorizeUrlOf,
  OAuthTokenError,
  requestTokens,
  type OAuthClient,
} from '@chorus/connector-kit';
import { createFixtureFetch } from '@chorus/connector-kit/testing';
import { checkPageRole } from './auth.ts';
import { linkedinConnector } from './index.ts';
import { fixture, json, useFakeNetwork } from './testing.ts';

const start = useFakeNetwork();
const now = new Date('2025-11-22T15:00:00Z');
const day = 24 * 60 * 60 * 1000;

function clientAt(tokenUrl: string): OAuthClient {
  const auth = linkedinConnector().auth;
  if (auth.kind !== 'oauth2') throw new Error('LinkedIn signs in with OAuth 2');
  return {
    network: 'linkedin',
    clientId: '78abcdefgh',
    clientSecret: 'WPL_AP1.secret',
    authorizeUrl: auth.authorizeUrl,
    tokenUrl,
    scopes: auth.scopes,
    pkce: auth.pkce ?? true,
    ...(auth.clientAuthentication ? { clientAuthentication: auth.clientAuthentication } : {}),
  };
}

describe('LinkedIn sign-in', () => {
  it('declares the 3-legged flow with read permissions, no PKCE, the secret in the body', () => {
    expect(linkedinConnector().auth).toMatchObject({
      kind: 'oauth2',
      authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
      tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
      scopes: ['r_organization_social', 'r_organization_admin'],
      pkce: false,
      refresh: true,
      clientAuthentication: 'body',
    });
    const consent = new URL(
      authorizeUrlOf(clientAt('https://www.linkedin.com/oauth/v2/accessToken'), {
        state: 'st4te',
        redirectUri: 'https://wall.example/api/oauth/linkedin/callback',
        codeVerifier: null,
      }),
    );
    expect(Object.fromEntries(consent.searchParams)).toEqual({
      response_type: 'code',
      client_id: '78abcdefgh',
      redirect_uri: 'https://wall.example/api/oauth/linkedin/callback',
      scope: 'r_organization_social r_organization_admin',
      state: 'st4te',
    });
  });

  it('exchanges the code and renews an expired token with the secret as form fields', async () => {
    const network = await start([
      {
        method: 'POST',
        path: '/oauth/v2/accessToken',
        respond: (request) => {
          const form = new URLSearchParams(request.body);
          const refreshing = form.get('grant_type') === 'refresh_token';
          return {
            headers: { 'content-type': 'application/json' },
            body: {
              access_token: refreshing ? 'AQX-renewed' : 'AQV-first',
              expires_in: 5184000,
              refresh_token: 'AQW-refresh',
              refresh_token_expires_in: 31536000,
              scope: 'r_organization_admin,r_organization_social',
            },
          };
        },
      },
    ]);
    const http = createFixtureFetch();
    const client = clientAt(`${network.baseUrl}/oauth/v2/accessToken`);
    const first = await requestTokens(
      http,
      client,
      {
        grant_type: 'authorization_code',
        code: 'AQT-code',
        redirect_uri: 'https://wall.example/cb',
      },
      now,
    );
    expect(first).toMatchObject({ accessToken: 'AQV-first', refreshToken: 'AQW-refresh' });
    // LinkedIn's access tokens last 60 days.
    expect(first.expiresAt?.getTime()).toBe(now.getTime() + 60 * day);
    const renewed = await requestTokens(
      http,
      client,
      { grant_type: 'refresh_token', refresh_token: 'AQW-refresh' },
      now,
    );
    expect(renewed.accessToken).toBe('AQX-renewed');
    for (const request of network.requests) {
      const form = new URLSearchParams(request.body);
      expect(form.get('client_id')).toBe('78abcdefgh');
      expect(form.get('client_secret')).toBe('WPL_AP1.secret');
      expect(request.headers['authorization']).toBeUndefined();
    }
  });

  it('a refused renewal (an expired refresh token) is a refusal the owner must answer', async () => {
    const network = await start([
      {
        method: 'POST',
        path: '/oauth/v2/accessToken',
        respond: {
          status: 400,
          headers: { 'content-type': 'application/json' },
          body: {
            error: 'invalid_request',
            error_description: 'The provided refresh token is invalid or expired',
          },
        },
      },
    ]);
    const renewal = requestTokens(
      createFixtureFetch(),
      clientAt(`${network.baseUrl}/oauth/v2/accessToken`),
      { grant_type: 'refresh_token', refresh_token: 'AQW-old' },
      now,
    );
    await expect(renewal).rejects.toBeInstanceOf(OAuthTokenError);
    await expect(renewal).rejects.toMatchObject({
      refused: true,
      message: expect.stringContaining('refresh token is invalid or expired'),
    });
  });
});

describe('the sign-in check of the page role', () => {
  const signIn = (baseUrl: string, companyId: string) =>
    checkPageRole({
      http: createFixtureFetch(),
      tokens: {
        accessToken: 'AQV-first',
        refreshToken: null,
        expiresAt: null,
        scope: null,
        raw: {},
      },
      client: { clientId: '78abcdefgh', clientSecret: 'WPL_AP1.secret' },
      source: { feedType: 'company', options: { company_id: companyId, company_name: 'Chorus' } },
      baseUrls: { api: baseUrl },
      pluginOptions: {},
      now,
    });
  const acls = [
    {
      path: '/rest/organizationAcls',
      respond: { fixture: fixture('organization-acls.json'), headers: json },
    },
  ];

  it('keeps the tokens when the member administers the page', async () => {
    const network = await start(acls);
    await expect(signIn(network.baseUrl, '2414183')).resolves.toMatchObject({
      tokens: { accessToken: 'AQV-first' },
    });
    expect(network.requests[0]?.headers['authorization']).toBe('Bearer AQV-first');
    expect(network.requests[0]?.query.get('q')).toBe('roleAssignee');
  });

  it('refuses in the popup a page the member holds no reading role on', async () => {
    const network = await start(acls);
    // 3000002: an analyst's role; 3000003: a role requested, not approved.
    for (const page of ['3000002', '3000003', '999']) {
      await expect(signIn(network.baseUrl, page)).rejects.toMatchObject({
        kind: 'invalid_source',
        message: expect.stringContaining(`is not an administrator of Chorus (page ${page})`),
      });
    }
  });
});
