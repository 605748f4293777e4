import type { ReactNode } from 'react';

/** The one h1 of a screen. */
export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="text-3xl font-bold sm:text-4xl">{children}</h1>;
}
