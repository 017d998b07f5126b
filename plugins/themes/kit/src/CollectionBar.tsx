import type { NavEntry } from '@chorus/core/rules';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslator } from './i18n/language.tsx';
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

/** The name the server gives a network's collections; its id for a network it does not know. */
function networkName(items: readonly WallCollection[], network: string): string {
  return items.find((item) => item.network_name)?.network_name ?? network;
}

/** The label the bar shows for a network: its short name, else its display name, else its id. */
function networkLabel(items: readonly WallCollection[], network: string): string {
  return items.find((item) => item.network_label)?.network_label ?? networkName(items, network);
}

/** The network's icon (an SVG path), when the server sent one. */
function networkIcon(items: readonly WallCollection[]): string | undefined {
  return items.find((item) => item.network_icon)?.network_icon;
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
  const { t } = useTranslator();
  // `label` names an entry whose content is an icon; an entry with text is named by its text.
  const link = (target: BarTarget, children: ReactNode, label: string | null, current: boolean) => {
    const href = hrefFor(target);
    const go = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onNavigate(href);
    };
    return (
      <a
        href={href}
        onClick={go}
        aria-label={label ?? undefined}
        aria-current={current ? 'page' : undefined}
      >
        {children}
      </a>
    );
  };
  return (
    <nav className="chorus-bar" aria-label={t('wallCollections')}>
      <ul className="chorus-bar-entries">
        <li className="chorus-bar-entry" data-entry="home">
          {link({ kind: 'home' }, <Icon path={homeIcon} />, t('wallAllPosts'), active === 'home')}
        </li>
        {groupByNetwork(props.collections).map(({ network, items }) => (
          <li key={network} className="chorus-bar-entry" data-entry={network}>
            {link(
              { kind: 'network', network },
              // The connector's icon (two letters when it sent none) is a picture; the visible
              // label is the link's text, so its accessible name is what one sees (WCAG 2.5.3).
              <>
                {networkIcon(items) ? (
                  <Icon path={networkIcon(items) ?? ''} />
                ) : (
                  <span className="chorus-network-badge" aria-hidden="true">
                    {networkLabel(items, network).slice(0, 2)}
                  </span>
                )}
                <span className="chorus-bar-label">{networkLabel(items, network)}</span>
              </>,
              null,
              active === network,
            )}
            <ul
              className="chorus-bar-sublist"
              aria-label={t('wallNetworkAccounts', { network: networkName(items, network) })}
            >
              {items.map((item) => (
                <li key={item.id}>
                  {link(
                    { kind: 'network', network, sourceId: String(item.id) },
                    item.label,
                    null,
                    false,
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
        {props.searchShown && (
          <li className="chorus-bar-entry" data-entry="search">
            {link(
              { kind: 'search' },
              <Icon path={searchIcon} />,
              t('wallSearch'),
              active === 'search',
            )}
          </li>
        )}
      </ul>
      {active === 'search' && props.searchBox}
    </nav>
  );
}
