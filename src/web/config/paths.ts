// The route table's single source: every page of docs/product.md §2 with its path and the copy key of its
// title. The router registers one lazily loaded module per entry (router.tsx checks at compile
// time that none is missing), links build their targets from here, and page modules read
// their title through pageTitle(). A later issue adds a page by adding an entry here, a title
// in src/shared/copy/en/pages.ts and a module in routes/.
import { copy, type Copy } from '#shared/copy/catalogue.ts';

type PageTitleKey = keyof Copy['pages']['titles'];

interface PageEntry {
  /** The router's path pattern; for every page but the catch-all it is also the link target. */
  readonly path: string;
  readonly titleKey: PageTitleKey;
}

export const paths = {
  home: { path: '/', titleKey: 'home' },
  login: { path: '/login', titleKey: 'login' },
  register: { path: '/register', titleKey: 'register' },
  resetPassword: { path: '/reset-password', titleKey: 'resetPassword' },
  dashboard: { path: '/dashboard', titleKey: 'dashboard' },
  purchase: { path: '/purchase', titleKey: 'purchase' },
  about: { path: '/about', titleKey: 'about' },
  services: { path: '/services', titleKey: 'services' },
  contact: { path: '/contact', titleKey: 'contact' },
  pricing: { path: '/pricing', titleKey: 'pricing' },
  terms: { path: '/terms', titleKey: 'terms' },
  privacy: { path: '/privacy', titleKey: 'privacy' },
  testimonials: { path: '/testimonials', titleKey: 'testimonials' },
  profile: { path: '/profile', titleKey: 'profile' },
  cookies: { path: '/cookies', titleKey: 'cookies' },
  welcome: { path: '/welcome', titleKey: 'welcome' },
  horoscope: { path: '/horoscope', titleKey: 'horoscope' },
  advisorApply: { path: '/advisors/apply', titleKey: 'advisorApply' },
  /** Any other path: the 404 screen. */
  notFound: { path: '*', titleKey: 'notFound' },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof paths;

/** The page's heading and the first part of its document title. */
export function pageTitle(page: PageId): string {
  return copy.pages.titles[paths[page].titleKey];
}
