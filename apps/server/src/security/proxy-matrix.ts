/**
 * The authorization matrix row of `GET /api/proxy` (see testing/access-matrix.ts): browser
 * sessions of any account may call it; visitors and tokens may not. The URL is a refused
 * address, so an allowed caller gets 400 without anything being fetched.
 */
import type { MatrixRow } from '../testing/access-matrix.ts';

/** The rows of the proxy route. */
export const proxyMatrix: readonly MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/proxy',
    request: () => ({ url: `/api/proxy?url=${encodeURIComponent('http://127.0.0.1:9/')}` }),
    allow: (roles) => roles.all.filter((role) => role.headers.cookie !== undefined),
  },
];
