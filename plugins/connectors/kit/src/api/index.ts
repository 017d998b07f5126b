/** The JSON API client connectors read their network with. */
export {
  createJsonClient,
  type ApiFailure,
  type JsonAnswer,
  type JsonClient,
  type JsonClientOptions,
  type JsonRequest,
} from './json-client.ts';
export { buildApiUrl, type Query, type QueryValue } from './query.ts';
export { readApiProblem, type ApiProblem } from './error-body.ts';
export { describeShapePath, shapeMismatchAt } from './shape.ts';
