import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSourceError } from '@chorus/core';
import type { SafeFetchOptions } from './options.ts';
import { createSafeFetch } from './safe-fetch.ts';

/**
 * The client connects to the IP address it checked, yet TLS must still be about the NAME:
 * SNI carries it and the certificate is verified against it.
 */
const cert = readFileSync(new URL('./__fixtures__/test-only-cert.pem', import.meta.url), 'utf8');
const key = readFileSync(new URL('./__fixtures__/test-only-key.pem', import.meta.url), 'utf8');

let server: Server;
let port: number;
const serverNames: (string | false | null)[] = [];

beforeAll(async () => {
  server = createServer({ cert, key }, (_request, response) => response.end('secure'));
  server.on('secureConnection', (socket: TLSSocket) => serverNames.push(socket.servername));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const base: SafeFetchOptions = {
  allowAddresses: ['127.0.0.1/32'],
  retries: 0,
  lookup: async () => [{ address: '127.0.0.1' }],
};

async function attempt(url: string, options: SafeFetchOptions): Promise<string> {
  const http = createSafeFetch(options);
  try {
    const response = await http(url);
    return await response.text();
  } catch (error) {
    if (isSourceError(error)) return `${error.kind}: ${error.message}`;
    throw error;
  } finally {
    await http.close();
  }
}

describe('https through the guarded connection', () => {
  it('sends the host name as SNI and verifies the certificate against it', async () => {
    const body = await attempt(`https://feeds.example.test:${port}/`, { ...base, ca: [cert] });
    expect(body).toBe('secure');
    expect(serverNames.at(-1)).toBe('feeds.example.test');
  });

  it('refuses a certificate issued for another name', async () => {
    const body = await attempt(`https://other.example.test:${port}/`, { ...base, ca: [cert] });
    expect(body).toMatch(
      /^failing: Could not reach https:\/\/other\.example\.test:\d+\/: ERR_TLS_CERT_ALTNAME_INVALID/,
    );
  });

  it('refuses a certificate no trusted authority signed', async () => {
    const body = await attempt(`https://feeds.example.test:${port}/`, base);
    expect(body).toMatch(
      /^failing: Could not reach https:\/\/feeds\.example\.test:\d+\/: DEPTH_ZERO_SELF_SIGNED_CERT/,
    );
  });
});
