/** Meta Graph API pieces shared by the Facebook, Instagram and Threads connectors. */
export {
  graphErrorCategory,
  graphErrorToSourceError,
  graphMapError,
  graphThrottleCodes,
  isBusinessThrottle,
  readGraphError,
  type GraphError,
  type GraphErrorCategory,
  type GraphErrorOptions,
} from './graph-error.ts';
export {
  graphRegainAccessAt,
  graphUsageHeaders,
  readGraphUsage,
  type GraphUsage,
  type GraphUsageEntry,
} from './usage.ts';
export {
  graphPageSchema,
  graphPagingSchema,
  nextGraphCursor,
  nextGraphPageQuery,
  type GraphPage,
  type GraphPaging,
} from './paging.ts';
