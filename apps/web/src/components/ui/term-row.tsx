import type { ReactNode } from 'react';

/** One term and its value in a two-column description list (a receipt's, a gift's). */
export function TermRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
