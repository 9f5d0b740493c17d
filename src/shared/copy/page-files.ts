// The page each language's web build writes (scripts/single-language.ts) and the server sends
// (src/server/http/web-app.ts): index.html in English, index.<locale>.html in the others. And
// the module that renders each language's page shell on the server (src/web/app/render-shell.tsx,
// docs/decisions/022): built beside the web app's folder, never inside it, so it is not served.
import type { Locale } from './locale.ts';

export const pageFileFor = (locale: Locale): string =>
  locale === 'en' ? 'index.html' : `index.${locale}.html`;

/** The folder of a language's shell module, for the web app built into `webDir`: <webDir>-shell/<locale>. */
export const shellDirFor = (webDir: string, locale: Locale): string =>
  `${webDir.replace(/\/+$/, '')}-shell/${locale}`;

/** The file Vite's SSR build writes in that folder (named after its entry). */
export const shellModuleFile = 'render-shell.js';
