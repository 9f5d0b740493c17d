// The page each language's web build writes (scripts/single-language.ts) and the server sends
// (src/server/http/web-app.ts): index.html in English, index.<locale>.html in the others.
import type { Locale } from './locale.ts';

export const pageFileFor = (locale: Locale): string =>
  locale === 'en' ? 'index.html' : `index.${locale}.html`;
