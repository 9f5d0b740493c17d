import type { ReactNode } from 'react';

/** A page's one <h1>. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className="font-display text-3xl font-semibold text-balance text-ink sm:text-4xl">
      {children}
    </h1>
  );
}
