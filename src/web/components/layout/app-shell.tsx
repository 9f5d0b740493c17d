// The frame of every page: skip link, header, the page in <main>, footer. It takes what it
// shows as props (the route layer reads the configuration), so it stays below the features.
import type { ReactNode } from 'react';
import { SkipLink } from './skip-link.tsx';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';

export const mainContentId = 'main-content';

interface AppShellProps {
  brandName: string | undefined;
  /** True while the next page loads; the current page stays visible meanwhile. */
  busy?: boolean;
  children: ReactNode;
}

export function AppShell({ brandName, busy = false, children }: AppShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={mainContentId} />
      {busy ? (
        <div aria-hidden="true" className="loading-bar fixed inset-x-0 top-0 z-40 h-1" />
      ) : null}
      <SiteHeader brandName={brandName} />
      {/* tabIndex -1: the skip link and route changes move focus here. */}
      <main id={mainContentId} tabIndex={-1} aria-busy={busy} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter brandName={brandName} />
    </div>
  );
}
