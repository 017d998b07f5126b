/** The safe HTTP client and the helpers connectors read answers with. */
export { createSafeFetch, type SafeFetch } from './safe-fetch.ts';
export { defaultUserAgent, type SafeFetchOptions } from './options.ts';
export type { ResolvedAddress, SafeLookup } from './guarded-agent.ts';
export { conditionalHeaders, cacheValidators, type CacheValidators } from './conditional.ts';
export { parseRateLimit, parseRetryAfter, type RateLimit } from './rate-limit.ts';
export { httpErrorToSourceError } from './errors.ts';
export { forbiddenRange, isBlockedHostname } from './address-policy.ts';
