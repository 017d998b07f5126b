// The `ws` package (a dependency of @fastify/websocket) ships no types and @types/ws is not
// installed: this declares the part of its API the live channel and its tests use. Delete this
// file if @types/ws is ever added.
declare module 'ws' {
  import type { EventEmitter } from 'node:events';
  import type { ClientRequest, IncomingMessage, OutgoingHttpHeaders } from 'node:http';

  /** A received message: one Buffer, or fragments. */
  type RawData = Buffer | ArrayBuffer | Buffer[];

  /** Options of a client connection. */
  interface ClientOptions {
    headers?: OutgoingHttpHeaders;
    origin?: string;
    handshakeTimeout?: number;
    maxPayload?: number;
  }

  /** Options of the server side (what @fastify/websocket forwards). */
  interface ServerOptions {
    maxPayload?: number;
    clientTracking?: boolean;
    perMessageDeflate?: boolean;
  }

  /** One WebSocket connection, client or server side. */
  class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    constructor(address: string | URL, options?: ClientOptions);
    readonly readyState: 0 | 1 | 2 | 3;
    /** Bytes queued by send() and not yet handed to the operating system. */
    readonly bufferedAmount: number;
    send(data: string | Buffer, callback?: (error?: Error) => void): void;
    /** `binary: false` sends bytes as a text frame (they must be UTF-8). */
    send(
      data: string | Buffer,
      options: { readonly binary?: boolean },
      callback?: (error?: Error) => void,
    ): void;
    ping(data?: string | Buffer, mask?: boolean, callback?: (error?: Error) => void): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    pause(): void;
    resume(): void;
    on(event: 'open', listener: () => void): this;
    on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'pong', listener: (data: Buffer) => void): this;
    on(
      event: 'unexpected-response',
      listener: (request: ClientRequest, response: IncomingMessage) => void,
    ): this;
  }

  /** The server that @fastify/websocket runs in noServer mode. */
  class Server extends EventEmitter {
    readonly clients: Set<WebSocket>;
  }

  export default WebSocket;
  export { WebSocket, Server, Server as WebSocketServer };
  export type { RawData, ClientOptions, ServerOptions };
}
