// The root of the route tree: the app shell around every page with what it carries everywhere
// (promotion banner, platform announcement, tarot game modal, cookie choice and third-party
// scripts), what shows while the first page's code loads, and the two error boundaries (one
// inside the shell for a failing page, one bare for a failing shell).
import {
  isRouteErrorResponse,
  Outlet,
  ScrollRestoration,
  useNavigation,
  useRouteError,
} from 'react-router';
import type { ReactNode } from 'react';
import { pageTitle } from '#web/config/paths.ts';
import { AppShell, mainContentId } from '#web/components/layout/app-shell.tsx';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { useFocusMainOnNavigate } from '#web/components/layout/use-focus-main-on-navigate.ts';
import { NotFoundScreen } from '#web/components/errors/not-found-screen.tsx';
import { RouteErrorScreen } from '#web/components/errors/route-error-screen.tsx';
import { usePublicConfig } from '#web/lib/public-config.ts';
import { useDocumentTheme } from '#web/components/layout/use-document-theme.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { ConsentProvider } from '#web/lib/consent/consent-context.tsx';
import { TarotGameLauncherProvider } from '#web/lib/tarot-game-launcher.tsx';
import { useThirdPartyScripts } from '#web/lib/third-party-scripts.ts';
import { PromotionBanner } from '#web/features/banners/components/promotion-banner.tsx';
import { PlatformAnnouncement } from '#web/features/banners/components/platform-announcement.tsx';
import { TarotGameOnDemand } from '#web/features/tarot/components/tarot-game-on-demand.tsx';

function ThirdPartyScripts() {
  useThirdPartyScripts();
  return null;
}

/** The frame every page is drawn in; the server's page shell draws it too (app/render-shell.tsx). */
export function SiteFrame({ busy, children }: { busy?: boolean; children: ReactNode }) {
  const config = usePublicConfig().data;
  useDocumentTheme();
  return (
    <ConsentProvider>
      <TarotGameLauncherProvider>
        <AppShell config={config} busy={busy} banner={<PromotionBanner />}>
          {children}
        </AppShell>
        <PlatformAnnouncement />
        <TarotGameOnDemand />
        <ThirdPartyScripts />
      </TarotGameLauncherProvider>
    </ConsentProvider>
  );
}

export function RootLayout() {
  const navigation = useNavigation();
  useFocusMainOnNavigate(mainContentId);
  return (
    <SiteFrame busy={navigation.state !== 'idle'}>
      <Outlet />
      <ScrollRestoration />
    </SiteFrame>
  );
}

export function RootHydrateFallback() {
  return (
    <SiteFrame>
      <PageLoading />
    </SiteFrame>
  );
}

/** A page failed: the shell stays, so the visitor can still find their way. */
export function PageErrorBoundary() {
  const error = useRouteError();
  // A page that finds nothing to show (a loader's 404) gets the 404 screen, not an error.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <PageMeta title={pageTitle('notFound')} />
        <NotFoundScreen />
      </>
    );
  }
  return <RouteErrorScreen />;
}

/** The shell itself failed: show the error screen alone. */
export function RootErrorBoundary() {
  return (
    <main id={mainContentId} className="min-h-dvh">
      <RouteErrorScreen />
    </main>
  );
}
