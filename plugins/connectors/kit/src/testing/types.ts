/** One request the fake network received, as a test inspects it afterwards. */
export interface RecordedRequest {
  /** Upper-case HTTP method. */
  method: string;
  /** The path without the query string, e.g. `/2/tweets/search/recent`. */
  path: string;
  /** The parsed query string. */
  query: URLSearchParams;
  /** Request headers, names lower-cased, repeated headers joined with `, `. */
  headers: Record<string, string>;
  /** The request body as UTF-8 text (empty for GET). */
  body: string;
}

/** What the fake network answers to one request. */
export interface FakeResponse {
  /** HTTP status; 200 when omitted. */
  status?: number;
  /** Response headers, e.g. rate-limit headers, content-type, etag. */
  headers?: Record<string, string>;
  /** The body; a plain object is sent as JSON with content-type application/json. */
  body?: string | Uint8Array | object;
  /** Absolute path of a file to send as the body, read at request time. */
  fixture?: string;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
  /** Sends the body slowly, one small chunk per delay (slow-loris feeds). */
  chunkDelayMs?: number;
}

/** A rule of the fake network: which requests it answers and how. */
export interface FakeRoute {
  /** HTTP method to match; GET when omitted. */
  method?: string;
  /** Matched against the path without the query string. */
  path: string | RegExp;
  /** Query parameters that must all be present with these exact values. */
  query?: Record<string, string>;
  /**
   * The answer. An array is consumed in order, its last element repeating; a function computes
   * the answer from the request.
   */
  respond:
    | FakeResponse
    | FakeResponse[]
    | ((request: RecordedRequest) => FakeResponse | Promise<FakeResponse>);
}

/** A running fake network on loopback. */
export interface FakeNetwork {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  baseUrl: string;
  /** Every request received, in arrival order, matched or not. */
  requests: RecordedRequest[];
  /** Stops the server and cuts any response still being sent. */
  close(): Promise<void>;
}
