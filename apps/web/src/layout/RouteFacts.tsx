import { useTranslator } from '@chorus/theme-kit';
import type { WallQuery } from '../routes/route-table.ts';

/** Props of {@link RouteFacts}. */
export interface RouteFactsProps {
  /** Label and value pairs; pairs without a value are left out. */
  facts: ReadonlyArray<readonly [label: string, value: string | undefined]>;
  /** Query parameters the address carried, listed after the facts. */
  query?: WallQuery;
}

/** Lists what the route matched: user name, network, section, query parameters… */
export function RouteFacts({ facts, query = {} }: RouteFactsProps) {
  const rows = [
    ...facts.filter((fact): fact is readonly [string, string] => fact[1] !== undefined),
    ...Object.entries(query).map(([name, value]) => [`?${name}`, String(value)] as const),
  ];
  const { t } = useTranslator();
  if (rows.length === 0) return null;
  return (
    <dl className="route-facts" aria-label={t('routeFactsLabel')}>
      {rows.map(([label, value]) => (
        <div key={label} className="route-fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
