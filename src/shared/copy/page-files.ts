// The pages each language's web build writes (scripts/single-language.ts) and the server sends
// (src/server/http/web-app.ts): for the customers' site index.html in English, index.<locale>.html
// in the others; for the operators' back office (its own build, docs/decisions/045) admin.html
// and admin.<locale>.html; for the advisors' app (docs/decisions/048) advisor.html and
// advisor.<locale>.html. And the module that renders each language's page shell on the server
// (src/web/app/render-shell.tsx, docs/decisions/022): built beside the web app's folder, never
// inside it, so it is not served.
import type { Locale } from './locale.ts';

export const pageFileFor = (locale: Locale): string =>
  locale === 'en' ? 'index.html' : `index.${locale}.html`;

/** The back office's page in a language: admin.html, admin.fr-CA.html. */
export const adminPageFileFor = (locale: Locale): string =>
  locale === 'en' ? 'admin.html' : `admin.${locale}.html`;

/**
 * The addresses the back office's page answers: /admin and every page under it, but not a file
 * under it (a path whose last part has a dot, which is a missing file, never a page).
 */
export const isAdminPagePath = (pathname: string): boolean =>
  (pathname === '/admin' || pathname.startsWith('/admin/')) && !/\.[^/]*$/.test(pathname);

/** The advisors' app's page in a language (its own build, docs/decisions/048): advisor.html, … */
export const advisorAppPageFileFor = (locale: Locale): string =>
  locale === 'en' ? 'advisor.html' : `advisor.${locale}.html`;

/**
 * The addresses the advisors' app's page answers: /advisor and every page under it, but not a
 * file under it, nor the public /advisors/… addresses.
 */
export const isAdvisorAppPagePath = (pathname: string): boolean =>
  (pathname === '/advisor' || pathname.startsWith('/advisor/')) && !/\.[^/]*$/.test(pathname);

/** The folder of a language's shell module, for the web app built into `webDir`: <webDir>-shell/<locale>. */
export const shellDirFor = (webDir: string, locale: Locale): string =>
  `${webDir.replace(/\/+$/, '')}-shell/${locale}`;

/** The file Vite's SSR build writes in that folder (named after its entry). */
export const shellModuleFile = 'render-shell.js';
