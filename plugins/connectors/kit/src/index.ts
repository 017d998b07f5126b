/**
 * @chorus/connector-kit: what every connector package builds on. A connector imports its
 * contract from here (and the domain from @chorus/core), never from another connector or an app.
 * The fake-network test harness is exported separately, from `@chorus/connector-kit/testing`.
 */
export {
  defineConnector,
  defineFeedType,
  type ConnectorAuth,
  type ConnectorDefinition,
  type ConnectorHttp,
  type ConnectorPlugin,
  type FeedTypeDefinition,
  type FetchContext,
  type FetchResult,
} from '@chorus/core';
export * from './http/index.ts';
export * from './api/index.ts';
export * from './sanitize/index.ts';
export * from './paging/index.ts';
export * from './source/index.ts';
export * from './media/index.ts';
export * from './oauth/index.ts';
export * from './archive/index.ts';
export * from './meta/index.ts';
