// A table's frame that scrolls sideways on a narrow screen rather than squeezing its columns. It
// is a region named by the table's caption and takes focus, so a keyboard can scroll it (WCAG
// 2.1.1; axe's scrollable-region-focusable).
import type { ReactNode } from 'react';

export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  /** The region's name: the caption of the table it holds. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={`overflow-x-auto ${className}`}
    >
      {children}
    </div>
  );
}
