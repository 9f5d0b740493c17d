// For tests only: the real root (shell, banners, dialogs, consent) around plain stand-in pages,
// one per entry of config/paths.ts, each showing its title as its heading. Layout tests thus
// exercise everything around a page without depending on what the pages themselves load.
import type { RouteObject } from 'react-router';
import { pageTitle, paths, type PageId } from '#web/config/paths.ts';
import { buildRoutes } from '#web/router.tsx';
import { jsonResponse, type ApiHandlers } from './fetch-mock.ts';
import { renderRoute, type RenderRouteOptions } from './render.tsx';
import { PageContainer } from '#web/components/layout/page-container.tsx';
import { PageHeading } from '#web/components/layout/page-heading.tsx';

const standInPages: RouteObject[] = (Object.keys(paths) as PageId[]).map((id) => ({
  id,
  path: paths[id].path,
  element: (
    <PageContainer>
      <PageHeading>{pageTitle(id)}</PageHeading>
    </PageContainer>
  ),
}));

export const layoutTestRoutes = buildRoutes(standInPages);

/** What the banners over every page ask for: no promotion and no announcement. */
export const noBanners: ApiHandlers = {
  'GET /api/promotions/active': () => jsonResponse({ promotion: null }),
  'GET /api/announcements/active': () => jsonResponse({ announcement: null }),
};

/** The app at `url`, with stand-in pages; `api` adds to (or replaces) the quiet defaults. */
export function renderLayout(url: string, { api, ...options }: RenderRouteOptions = {}) {
  return renderRoute(url, { routes: layoutTestRoutes, ...options, api: { ...noBanners, ...api } });
}
