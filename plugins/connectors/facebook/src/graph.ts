/** The Graph API as this connector calls it: base URL, version, and Meta's error reading. */
import type { ConnectorHttp } from '@chorus/core';
import {
  countOption,
  createJsonClient,
  graphMapError,
  type JsonClient,
} from '@chorus/connector-kit';
import { z } from 'zod';
import { facebookMessage } from './messages.ts';

/** Default base URLs; configuration (`CHORUS_BASE_URL_FACEBOOK_GRAPH`) and tests replace them. */
export const facebookBaseUrls = { graph: 'https://graph.facebook.com' } as const;

/** The Graph API version Chorus was written against (July 2026). */
export const defaultGraphVersion = 'v26.0';

/** The plugin options, given in `chorus.config.ts`: `facebookConnector({ pageSize: 25 })`. */
export const facebookOptionsSchema = z.object({
  graphVersion: z
    .string()
    .regex(/^v\d{1,3}\.\d{1,2}$/)
    .default(defaultGraphVersion)
    .meta({ title: 'Graph API version', description: `e.g. ${defaultGraphVersion}.` }),
  pageSize: countOption({
    max: 100,
    default: 25,
    title: 'Posts per request',
    description: 'At most 100.',
  }),
  maxPages: countOption({
    max: 20,
    default: 4,
    title: 'Pages per crawl',
    description: 'How many pages one crawl follows.',
  }),
});

export type FacebookOptions = z.output<typeof facebookOptionsSchema>;

/** The plugin options, validated (defaults when the server hands none). */
export function facebookOptionsOf(value: unknown): FacebookOptions {
  const parsed = facebookOptionsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : facebookOptionsSchema.parse({});
}

/** A JSON client for the Graph API that reads Meta's error bodies. */
export function graphClient(input: {
  readonly http: ConnectorHttp;
  readonly baseUrls: Readonly<Record<string, string>>;
  readonly token?: string;
  readonly signal?: AbortSignal;
  readonly clock?: { now(): Date };
}): JsonClient {
  const clock = input.clock;
  return createJsonClient({
    http: input.http,
    baseUrl: input.baseUrls['graph'] ?? facebookBaseUrls.graph,
    network: 'Facebook',
    ...(input.token ? { headers: { authorization: `Bearer ${input.token}` } } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
    ...(clock ? { clock } : {}),
    mapError: graphMapError({
      network: 'Facebook',
      ...(clock ? { now: () => clock.now() } : {}),
      permissionMessage: (error) => facebookMessage('permissionMissing', { detail: error.message }),
    }),
  });
}
