/** The safe HTTP client and the helpers connectors read answers with. */
export { createSafeFetch, type SafeFetch } from './safe-fetch.ts';
export { defaultUserAgent, type SafeFetchOptions } from './options.ts';
export type { ResolvedAddress, SafeLookup } from './guarded-agent.ts';
export { conditionalHeaders, cacheValidators, type CacheValidators } from './conditional.ts';
export { parseRateLimit, parseRetryAfter, resumesAt, type RateLimit } from './rate-limit.ts';
export {
  createQuotaMeter,
  dailyQuota,
  meteredHttp,
  quotaOfHeaders,
  quotaOfRateLimit,
  type QuotaMeter,
} from './rate-limit-quota.ts';
export { httpErrorToSourceError, type NetworkAccess } from './errors.ts';
export { forbiddenRange, isBlockedHostname } from './address-policy.ts';
