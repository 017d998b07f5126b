/** Paging and cursor helpers shared by connectors. */
export {
  collectPages,
  type CollectPagesOptions,
  type CollectedPages,
  type Page,
} from './collect-pages.ts';
export {
  decodeCursor,
  encodeCursor,
  readCursor,
  type CursorSchema,
  type JsonValue,
} from './cursor.ts';
export { countOption, type CountOptionSpec } from './count-option.ts';
export { compareNumericIds, newestNumericId } from './numeric-id.ts';
export {
  idPagingOf,
  linkRel,
  parseLinkHeader,
  type IdPaging,
  type WebLink,
} from './link-header.ts';
