import type { ReactNode } from 'react';

/** A simple page's readable column, left-aligned with the header's content. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="max-w-3xl">{children}</div>
    </div>
  );
}
