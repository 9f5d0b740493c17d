// The frame of every page: the seasonal decoration behind everything; skip link, the
// test-mode band of a test deployment, header, the promotion banner slot, the page in <main>,
// footer; the fixed call-now bar and the cookie choice. It takes the configuration and the banner as props (the route layer reads
// one and composes the other from a feature), so it stays below the features.
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import type { PublicConfig } from '#shared/api/public-config.ts';
import { useBottomBarsSpace } from './bottom-bars-space.ts';
import { bottomBarsPadding, CallNowBar } from './call-now-bar.tsx';
import { ConsentBar } from './consent-bar.tsx';
import { SkipLink } from './skip-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { TestModeBand } from './test-mode-band.tsx';

export const mainContentId = 'main-content';

// The decoration waits for the configuration to name the theme anyway: its code is a chunk of its
// own, fetched then, and the first view does not carry it. It sits behind the page, so its
// arrival moves nothing.
const SeasonalDecorations = lazy(() =>
  import('./seasonal-decorations.tsx').then((m) => ({ default: m.SeasonalDecorations })),
);

interface AppShellProps {
  /** The public configuration; undefined until it answers (or if it never does). */
  config: PublicConfig | undefined;
  /** True while the next page loads; the current page stays visible meanwhile. */
  busy?: boolean;
  /** Shown under the header on every page: the promotion banner. */
  banner?: ReactNode;
  children: ReactNode;
}

export function AppShell({ config, busy = false, banner, children }: AppShellProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  useBottomBarsSpace(frameRef);
  return (
    <>
      {config && config.themeMode !== 'default' ? (
        <Suspense fallback={null}>
          <SeasonalDecorations themeMode={config.themeMode} />
        </Suspense>
      ) : null}
      {/* Its own layer above the decoration; dialogs and toasts sit above it in <body>. */}
      <div ref={frameRef} className={`relative z-10 flex min-h-dvh flex-col ${bottomBarsPadding}`}>
        <SkipLink targetId={mainContentId} />
        {config?.testMode ? <TestModeBand /> : null}
        {busy ? (
          <div aria-hidden="true" className="loading-bar fixed inset-x-0 top-0 z-40 h-1" />
        ) : null}
        <SiteHeader
          brandName={config?.brandName}
          winCreditsEnabled={config?.winCreditsEnabled ?? false}
        />
        {banner}
        {/* tabIndex -1: the skip link and route changes move focus here. */}
        <main id={mainContentId} tabIndex={-1} aria-busy={busy} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter config={config} />
        <ConsentBar />
        <CallNowBar servicePhone={config?.servicePhone} />
      </div>
    </>
  );
}
