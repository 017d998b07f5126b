/**
 * @chorus/connector-kit/testing: the fake-network harness connector tests run against, offline,
 * and the XSS corpus with its independent checker of post HTML.
 */
export { startFakeNetwork } from './fake-network.ts';
export { createFixtureFetch } from './fixture-fetch.ts';
export type { FakeNetwork, FakeResponse, FakeRoute, RecordedRequest } from './types.ts';
export { forbiddenAddressForms, hostileDns, hostileLookup } from './address-matrix.ts';
export {
  sentinelScript,
  xssCorpus,
  xssSentinelName,
  type XssVector,
  type XssVectorClass,
} from './xss-corpus.ts';
export { unsafeMarkup, unsafeUrl } from './unsafe-markup.ts';
export {
  crawlOnce,
  firstSourceError,
  recordingLogger,
  type CrawlLog,
  type CrawlOnceInput,
  type CrawlOnceResult,
} from './crawl-once.ts';
