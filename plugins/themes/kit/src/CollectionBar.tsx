import { networks, type NavEntry, type NetworkId } from '@chorus/core/rules';
import type { MouseEvent, ReactNode } from 'react';
import type { WallCollection } from './wall-data.ts';

/** Where a bar entry leads. */
export type BarTarget =
  | { readonly kind: 'home' }
  | { readonly kind: 'search' }
  | { readonly kind: 'network'; readonly network: string; readonly sourceId?: string };

/** Props of {@link CollectionBar}. */
export interface CollectionBarProps {
  readonly collections: readonly WallCollection[];
  /** The active entry (core's activeNavEntry). */
  readonly active: NavEntry;
  /** Shows the search entry (core's showsSearch: not on basic, not in the builder host). */
  readonly searchShown: boolean;
  /** The address of an entry (the app keeps the edit suffix and the query string). */
  readonly hrefFor: (target: BarTarget) => string;
  /** In-app navigation; the link's own href is the fallback. */
  readonly onNavigate: (href: string) => void;
  /** The search box, drawn when the search entry is active. */
  readonly searchBox?: ReactNode;
}

function networkName(network: string): string {
  return Object.hasOwn(networks, network) ? networks[network as NetworkId].displayName : network;
}

/** Collections grouped by network, in the order their networks first appear. */
export function groupByNetwork(collections: readonly WallCollection[]) {
  const groups = new Map<string, WallCollection[]>();
  for (const collection of collections) {
    const group = groups.get(collection.network) ?? [];
    group.push(collection);
    groups.set(collection.network, group);
  }
  return [...groups.entries()].map(([network, items]) => ({ network, items }));
}

const homeIcon = 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z';
const searchIcon =
  'M10.5 4a6.5 6.5 0 1 0 4 11.6l4.4 4.4 1.4-1.4-4.4-4.4A6.5 6.5 0 0 0 10.5 4zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9z';

function Icon({ path }: { readonly path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/**
 * The collection navigation bar: home, one entry per network with sources (its accounts in
 * a sub-list that opens on hover or focus), and search. Whether it shows at all is core's
 * showsCollectionBar, decided by the caller.
 */
export function CollectionBar(props: CollectionBarProps) {
  const { active, hrefFor, onNavigate } = props;
  const link = (target: BarTarget, children: ReactNode, label: string, current: boolean) => {
    const href = hrefFor(target);
    const go = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onNavigate(href);
    };
    return (
      <a href={href} onClick={go} aria-label={label} aria-current={current ? 'page' : undefined}>
        {children}
      </a>
    );
  };
  return (
    <nav className="chorus-bar" aria-label="Collections">
      <ul className="chorus-bar-entries">
        <li className="chorus-bar-entry" data-entry="home">
          {link({ kind: 'home' }, <Icon path={homeIcon} />, 'All posts', active === 'home')}
        </li>
        {groupByNetwork(props.collections).map(({ network, items }) => (
          <li key={network} className="chorus-bar-entry" data-entry={network}>
            {link(
              { kind: 'network', network },
              <span className="chorus-network-badge">{networkName(network).slice(0, 2)}</span>,
              networkName(network),
              active === network,
            )}
            <ul className="chorus-bar-sublist" aria-label={`${networkName(network)} accounts`}>
              {items.map((item) => (
                <li key={item.id}>
                  {link(
                    { kind: 'network', network, sourceId: String(item.id) },
                    item.label,
                    item.label,
                    false,
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
        {props.searchShown && (
          <li className="chorus-bar-entry" data-entry="search">
            {link({ kind: 'search' }, <Icon path={searchIcon} />, 'Search', active === 'search')}
          </li>
        )}
      </ul>
      {active === 'search' && props.searchBox}
    </nav>
  );
}
