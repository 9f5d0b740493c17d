// A link to another site, opened in a new tab without giving that site a handle on this one
// (rel noopener noreferrer), and saying so to screen-reader users.
import type { ReactNode } from 'react';
import { copy } from '#shared/copy/catalogue.ts';

export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children} <span className="sr-only">{copy.navigation.footer.opensInNewTab}</span>
    </a>
  );
}
