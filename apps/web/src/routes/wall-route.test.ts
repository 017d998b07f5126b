import { describe, expect, it } from 'vitest';
import { matchRoute, routeTable } from './route-table.ts';
import { reservedUserNames } from './reserved-names.ts';
import { matchWallRoute } from './wall-route.ts';

// Every row's pattern with sample segments, plus walls, keywords and odd addresses.
const samples = ['acme', 'Acme', 'twitter', '42', 'search', 'edit', 'w_edit', 'moderate', 'x%20y'];
const fromTable = routeTable.flatMap((row) => {
  const parts = row.pattern === '' ? [] : row.pattern.split('/');
  return samples.map(
    (sample) =>
      `/${parts.map((part) => (part === '*' ? 'a/b' : part.startsWith(':') ? sample : part)).join('/')}`,
  );
});
const addresses = [
  ...fromTable,
  ...reservedUserNames.map((name) => `/${name}`),
  ...reservedUserNames.map((name) => `/${name.toUpperCase()}/twitter`),
  '/',
  '//acme//',
  '/acme/',
  '/acme/twitter/123',
  '/acme/twitter/123/more',
  '/acme/search',
  '/acme/search/more',
  '/acme/twitter/edit',
  '/acme/%E0%A4%A',
  '/%zz',
];
const queries = ['', '?theme=photo', '?embed=true&headingLevel=3', '?query=%23tag&mobile=1'];

describe('matchWallRoute', () => {
  it('agrees with the route table on every address: the same wall, or none', () => {
    let walls = 0;
    for (const address of addresses) {
      for (const search of queries) {
        const full = matchRoute(address, search);
        const wall = matchWallRoute(address, search);
        expect(wall, `${address}${search}`).toEqual(full.kind === 'wall' ? full : null);
        if (wall) walls += 1;
      }
    }
    // The samples hold walls of every shape, and many addresses that are not walls.
    expect(walls).toBeGreaterThan(40);
    expect(walls).toBeLessThan(addresses.length * queries.length);
  });
});
