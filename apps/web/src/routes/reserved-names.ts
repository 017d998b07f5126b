/**
 * First path segments that belong to the app or the server, so no wall may take them as its
 * user name. Compared without regard to case.
 */
export const reservedUserNames: readonly string[] = [
  '404',
  'about',
  'admin',
  'analytics',
  'analytics2',
  'api',
  'assets',
  'auth',
  'blog',
  'cast',
  'clients',
  'docs',
  'edit',
  'embed',
  'favicon.ico',
  'favicon.svg',
  'health',
  'index.html',
  'login',
  'logout',
  'oauth',
  'pages',
  'pricing',
  'public',
  'reset-password',
  'robots.txt',
  'search',
  'settings',
  'signup',
  'static',
  'templates',
  'test',
  'verify-email',
  'wix',
  'ws',
];

const reservedSet = new Set(reservedUserNames);

/** True when `name` can never be a wall's user name (see {@link reservedUserNames}). */
export function isReservedUserName(name: string): boolean {
  return reservedSet.has(name.toLowerCase());
}
