// `npm run build:web`: the web app once per language into dist/web (English writes index.html,
// French index.fr-CA.html; their assets side by side, shared where identical). npm run build:web
// then writes the Brotli and gzip copies of every text file (scripts/compress-web.ts).
import { resolve } from 'node:path';
import { build } from 'vite';
import { defaultLocale, locales } from '../src/shared/copy/locale.ts';

const root = resolve(import.meta.dirname, '..');
// English first: its build empties the folder (vite.config.ts).
const order = [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)];
for (const locale of order) {
  process.env.WEB_LOCALE = locale;
  await build({ configFile: resolve(root, 'vite.config.ts'), logLevel: 'warn' });
  console.log(`web app built in ${locale}`);
}
