/** The wall allowance as entries of a `<dl>`: active and inactive walls, each of the allowed. */
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/texts.ts';
import type { Allowance } from './dashboard-model.ts';
import { texts } from './texts.ts';

/** One entry of a `<dl>`: a term and its value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function AllowanceFacts({ count }: { count: Allowance }) {
  const t = useTexts(texts);
  return (
    <>
      <Fact term={t('activeWalls')}>
        {count.active} / {count.allowed}
      </Fact>
      <Fact term={t('inactiveWalls')}>
        {count.inactive} / {count.allowed}
      </Fact>
    </>
  );
}
