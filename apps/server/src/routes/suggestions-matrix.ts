/**
 * The authorization matrix row of the typeahead route (see testing/access-matrix.ts): browser
 * sessions of any account may call it; visitors and tokens may not. The toy board field
 * declares no typeahead, so an allowed caller gets 400 without any network being asked.
 */
import type { MatrixRow } from '../testing/access-matrix.ts';

/** The rows of the typeahead route. */
export const suggestionMatrix: readonly MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/suggestions/{network}/{feed_type}/{field}',
    request: () => ({ url: '/api/suggestions/toy/board/board?q=abc' }),
    allow: (roles) => roles.all.filter((role) => role.headers.cookie !== undefined),
  },
];
