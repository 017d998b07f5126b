import type { WallScope } from '../routes/route-table.ts';

/** The facts every wall view shows about its scope: wall, network, source, search. */
export function wallScopeFacts(scope: WallScope): Array<readonly [string, string | undefined]> {
  return [
    ['Wall', scope.userName],
    ['Network', scope.network],
    ['Source', scope.sourceId],
    ['View', scope.search ? 'search' : undefined],
  ];
}
