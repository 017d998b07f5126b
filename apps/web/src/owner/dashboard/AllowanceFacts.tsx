/** The wall allowance as entries of a `<dl>`: active and inactive walls, each of the allowed. */
import type { ReactNode } from 'react';
import type { Allowance } from './dashboard-model.ts';

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
  return (
    <>
      <Fact term="Active walls">
        {count.active} / {count.allowed}
      </Fact>
      <Fact term="Inactive walls">
        {count.inactive} / {count.allowed}
      </Fact>
    </>
  );
}
