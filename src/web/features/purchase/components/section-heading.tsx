import type { ReactNode } from 'react';

/** A step section's heading (the page's h1 is the title). */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-display text-2xl font-semibold text-ink">
      {children}
    </h2>
  );
}
