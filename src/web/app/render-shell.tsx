// The page's shell rendered to HTML on the server (docs/decisions/022): the frame the web app
// itself shows first, while the page's code loads (header, promotion banner, "Loading…",
// footer, call-now bar), so the browser paints it as soon as the HTML and the stylesheet have
// arrived instead of after the scripts have run. It is exactly what the app's first render
// (app/start.tsx) shows, from the same page data, so when React replaces it nothing moves. What
// the server cannot know is left to the browser: the session (the header's account corner
// waits, as in the browser) and the cookie choice (kept in the visitor's browser: the shell
// draws the bar, and the page's head hides it when a choice is stored,
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
import { RootHydrateFallback } from '#web/routes/root.tsx';

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
  try {
    return renderToStaticMarkup(
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouter location={shellPath(pathname)}>
          <RootHydrateFallback />
        </StaticRouter>
      </AppProviders>,
    );
  } finally {
    setPageData(null);
  }
}
