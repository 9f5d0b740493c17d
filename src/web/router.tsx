// The route tree (React Router, data mode). Every page of config/paths.ts is its own lazily
// loaded module under routes/, so the first visit downloads only the shell and one page.
import {
  createBrowserRouter,
  type ClientOnErrorFunction,
  type LazyRouteFunction,
  type RouteObject,
} from 'react-router';
import { paths, type PageId } from '#web/config/paths.ts';
import { advisorProfileRoute } from '#web/features/advisors/profile-path.ts';
import {
  PageErrorBoundary,
  RootErrorBoundary,
  RootHydrateFallback,
  RootLayout,
} from '#web/routes/root.tsx';

// One module per page; `satisfies Record<PageId, …>` makes a page added to paths.ts without a
// module here (or the reverse) a compile error. The imports stay literal so Vite splits them.
const pageModules = {
  home: () => import('#web/routes/home.tsx'),
  login: () => import('#web/routes/login.tsx'),
  register: () => import('#web/routes/register.tsx'),
  resetPassword: () => import('#web/routes/reset-password.tsx'),
  dashboard: () => import('#web/routes/dashboard.tsx'),
  purchase: () => import('#web/routes/purchase.tsx'),
  about: () => import('#web/routes/about.tsx'),
  services: () => import('#web/routes/services.tsx'),
  contact: () => import('#web/routes/contact.tsx'),
  pricing: () => import('#web/routes/pricing.tsx'),
  terms: () => import('#web/routes/terms.tsx'),
  privacy: () => import('#web/routes/privacy.tsx'),
  testimonials: () => import('#web/routes/testimonials.tsx'),
  profile: () => import('#web/routes/profile.tsx'),
  cookies: () => import('#web/routes/cookies.tsx'),
  welcome: () => import('#web/routes/welcome.tsx'),
  horoscope: () => import('#web/routes/horoscope.tsx'),
  advisorApply: () => import('#web/routes/advisor-apply.tsx'),
  notFound: () => import('#web/routes/not-found.tsx'),
} satisfies Record<PageId, LazyRouteFunction<RouteObject>>;

const pageIds = Object.keys(paths) as PageId[];

export const pageRoutes: RouteObject[] = [
  ...pageIds.map((id) => ({ id, path: paths[id].path, lazy: pageModules[id] })),
  // A page per advisor (issue 22): a pattern, not one of config/paths.ts's link targets. Loaded
  // through the home page's module, whose chunk holds the card's parts it reuses (routes/home.tsx).
  {
    id: 'advisorProfile',
    path: advisorProfileRoute,
    lazy: () => import('#web/routes/home.tsx').then((home) => home.loadAdvisorProfile()),
  },
  // Rating a call (decision 053): the usage history's and the next day's email's link.
  { id: 'review', path: '/reviews/:callId', lazy: () => import('#web/routes/review.tsx') },
];

/** The shell and its error boundaries around the given pages (tests pass their own pages). */
export function buildRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RootErrorBoundary,
      children: [{ id: 'pages', ErrorBoundary: PageErrorBoundary, children: pages }],
    },
  ];
}

export const routes = buildRoutes(pageRoutes);

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Every error the router catches (render, loader, a page's code failing to load), logged once.
 * The error screen never shows it, so the console is where developers find it.
 */
export const logRouteError: ClientOnErrorFunction = (error, { location }) => {
  console.error(`Route error at ${location.pathname}`, error);
};
