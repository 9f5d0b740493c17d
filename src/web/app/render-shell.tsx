// The page's shell rendered to HTML on the server (docs/decisions/022): the frame every page
// is drawn in (header, promotion banner, footer, call-now bar) with what the page itself draws
// first where the server can draw it (shell-content.tsx: the home page's hero, the purchase
// page's heading; "Loading…" elsewhere, docs/decisions/057), so the browser paints it as soon as
// the HTML and the stylesheet have arrived instead of after the scripts have run. It is drawn by
// the app's own components from the same page data, so when React replaces it (app/start.tsx)
// nothing moves. What the server cannot know is left to the browser: the session (the header's
// account corner waits, as in the browser) and the cookie choice (kept in the visitor's browser:
// the shell draws the bar, and the page's head hides it when a choice is stored,
// src/shared/consent/consent-marker.ts).
//
// `npm run build:web` builds this module once per language with Vite's SSR build, beside the
// web app (scripts/build-web.ts); the server loads it when present (src/server/http/web-app.ts).
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PageData } from '#shared/api/page-data.ts';
import { followLocale, type Locale } from '#shared/copy/locale.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { paths } from '#web/config/paths.ts';
import { setPageData } from '#web/lib/page-data.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { SiteFrame } from '#web/routes/root.tsx';
import { ShellContent } from './shell-content.tsx';

const pagePaths = new Set<string>(
  Object.values(paths)
    .map((page) => page.path)
    .filter((path) => path !== '*'),
);

/** Matches no page: every other address shows the same shell (no navigation link current). */
const otherPath = '/-';

/**
 * The address the shell is rendered at: the page's own path (its navigation link is current),
 * or one that stands for every other address, so the server keeps a few shells, not one per URL.
 */
export function shellPath(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return pagePaths.has(path) ? path : otherPath;
}

/** The shell's HTML, to go inside <div id="root">. */
export function renderShell(locale: Locale, pathname: string, data: PageData): string {
  followLocale(() => locale);
  setPageData(data);
  const path = shellPath(pathname);
  try {
    return renderToStaticMarkup(
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouter location={path}>
          <SiteFrame>
            <ShellContent path={path} />
          </SiteFrame>
        </StaticRouter>
      </AppProviders>,
    );
  } finally {
    setPageData(null);
  }
}
