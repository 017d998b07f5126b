import { describe, expect, it } from 'vitest';
import { createJsonClient } from '../api/json-client.ts';
import { createFixtureFetch, startFakeNetwork } from '../testing/index.ts';
import { z } from 'zod';
import {
  graphErrorCategory,
  graphErrorToSourceError,
  graphMapError,
  readGraphError,
} from './graph-error.ts';

const now = new Date('2026-11-25T10:00:00Z');
const body = (error: Record<string, unknown>) => JSON.stringify({ error });
const options = { network: 'Facebook', now: () => now };

describe('readGraphError', () => {
  it('reads every field of a Graph error body', () => {
    expect(
      readGraphError(
        body({
          message: 'Error validating access token: Session has expired.',
          type: 'OAuthException',
          code: 190,
          error_subcode: 463,
          error_user_title: 'Session expired',
          error_user_msg: 'Please log in again.',
          fbtrace_id: 'AbC123',
        }),
      ),
    ).toEqual({
      message: 'Error validating access token: Session has expired.',
      type: 'OAuthException',
      code: 190,
      subcode: 463,
      userTitle: 'Session expired',
      userMessage: 'Please log in again.',
      fbtraceId: 'AbC123',
    });
  });

  it('reads parsed JSON too, and a code sent as a string', () => {
    expect(readGraphError({ error: { message: 'x', code: '17' } })).toEqual({
      message: 'x',
      code: 17,
    });
  });

  it('is undefined for what is not a Graph error', () => {
    expect(readGraphError('not json')).toBeUndefined();
    expect(readGraphError('{"error":"invalid_grant"}')).toBeUndefined();
    expect(readGraphError('{"data":[]}')).toBeUndefined();
    expect(readGraphError('{"error":{}}')).toBeUndefined();
    expect(readGraphError(null)).toBeUndefined();
  });
});

describe('graphErrorCategory', () => {
  it.each([
    [190, undefined, 'needs_reauth'],
    [190, 460, 'needs_reauth'],
    [4, undefined, 'rate_limited'],
    [17, undefined, 'rate_limited'],
    [32, undefined, 'rate_limited'],
    [613, undefined, 'rate_limited'],
    [80001, undefined, 'rate_limited'],
    [80002, undefined, 'rate_limited'],
    [10, undefined, 'permission'],
    [200, undefined, 'permission'],
    [299, undefined, 'permission'],
    [100, 33, 'invalid_source'],
    [100, undefined, 'failing'],
    [2, undefined, 'failing'],
  ] as const)('code %s subcode %s is %s', (code, subcode, category) => {
    expect(graphErrorCategory({ message: 'm', code, ...(subcode ? { subcode } : {}) })).toBe(
      category,
    );
  });
});

describe('graphErrorToSourceError', () => {
  it('maps an expired token to needs_reauth', () => {
    const error = graphErrorToSourceError(
      body({
        message: 'Session has expired',
        type: 'OAuthException',
        code: 190,
        error_subcode: 463,
      }),
      new Headers(),
      options,
    );
    expect(error?.kind).toBe('needs_reauth');
    expect(error?.message).toBe(
      'Facebook refused the access token: it expired or was revoked (Session has expired, code 190).',
    );
  });

  it('waits as long as the business-use-case header says', () => {
    const headers = new Headers({
      'x-business-use-case-usage': JSON.stringify({
        '1234': [
          {
            type: 'pages',
            call_count: 100,
            total_cputime: 20,
            total_time: 30,
            estimated_time_to_regain_access: 12,
          },
        ],
      }),
    });
    const error = graphErrorToSourceError(
      body({ message: 'User request limit reached', code: 17 }),
      headers,
      options,
    );
    expect(error?.kind).toBe('rate_limited');
    expect(error?.retryAt?.toISOString()).toBe('2026-11-25T10:12:00.000Z');
  });

  it('waits the default hour when no header names a time', () => {
    const error = graphErrorToSourceError(
      body({ message: 'Application request limit reached', code: 4 }),
      new Headers({ 'x-app-usage': '{"call_count":100,"total_time":10,"total_cputime":10}' }),
      options,
    );
    expect(error?.retryAt?.toISOString()).toBe('2026-11-25T11:00:00.000Z');
  });

  it('words a permission error for the owner, or as the connector asks', () => {
    const failure = body({
      message: '(#10) This endpoint requires the pages_read_engagement permission',
      code: 10,
    });
    expect(graphErrorToSourceError(failure, new Headers(), options)).toMatchObject({
      kind: 'invalid_source',
      message: expect.stringContaining('Facebook did not give Chorus permission to read this'),
    });
    expect(
      graphErrorToSourceError(failure, new Headers(), {
        ...options,
        permissionMessage: (error) => `Missing: ${error.message}`,
      })?.message,
    ).toBe('Missing: (#10) This endpoint requires the pages_read_engagement permission');
  });

  it('maps an object that does not exist to invalid_source', () => {
    expect(
      graphErrorToSourceError(
        body({ message: "Object with ID 'gone' does not exist", code: 100, error_subcode: 33 }),
        new Headers(),
        options,
      )?.kind,
    ).toBe('invalid_source');
  });

  it('leaves a body that is not a Graph error to the caller', () => {
    expect(graphErrorToSourceError('<html>', new Headers(), options)).toBeUndefined();
  });
});

describe('graphMapError with the JSON client', () => {
  it('turns a Graph refusal answered with 400 into the mapped SourceError', async () => {
    const network = await startFakeNetwork([
      {
        path: '/v1/me',
        respond: {
          status: 400,
          body: { error: { message: 'Session has expired', type: 'OAuthException', code: 190 } },
        },
      },
      {
        path: '/v1/page',
        respond: {
          status: 403,
          headers: { 'x-app-usage': '{"call_count":100,"estimated_time_to_regain_access":5}' },
          body: { error: { message: 'Application request limit reached', code: 4 } },
        },
      },
    ]);
    try {
      const client = createJsonClient({
        http: createFixtureFetch(),
        baseUrl: network.baseUrl,
        network: 'Facebook',
        clock: { now: () => now },
        mapError: graphMapError(options),
      });
      await expect(client.get('/v1/me', z.unknown())).rejects.toMatchObject({
        kind: 'needs_reauth',
      });
      await expect(client.get('/v1/page', z.unknown())).rejects.toMatchObject({
        kind: 'rate_limited',
        retryAt: new Date('2026-11-25T10:05:00Z'),
      });
    } finally {
      await network.close();
    }
  });
});
