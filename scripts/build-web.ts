// `npm run build:web`: the web app once per language into dist/web (English writes index.html,
// French index.fr-CA.html; their assets side by side, shared where identical), and each
// language's page-shell renderer (src/web/app/render-shell.tsx, docs/decisions/022) into
// dist/web-shell/<locale>, outside the served folder; then the operators' back office once per
// language (admin.html, admin.fr-CA.html: a build of its own, docs/decisions/045) beside them, and
// the advisors' app the same way (advisor.html, advisor.fr-CA.html: docs/decisions/048).
// npm run build:web then writes the Brotli and gzip copies of every text file
// (scripts/compress-web.ts).
import { resolve } from 'node:path';
import { build } from 'vite';
import { defaultLocale, locales, type Locale } from '../src/shared/copy/locale.ts';
import { shellDirFor } from '../src/shared/copy/page-files.ts';

const root = resolve(import.meta.dirname, '..');
const configFile = resolve(root, 'vite.config.ts');

/**
 * The server-side build of the shell renderer in one language (WEB_LOCALE picks the catalogue,
 * as for the web app). Its packages (React, React Router, …) stay imports, resolved from the
 * project's node_modules when the server loads it.
 */
export async function buildWebShell(locale: Locale, webDir: string): Promise<void> {
  process.env.WEB_LOCALE = locale;
  await build({
    configFile,
    logLevel: 'warn',
    build: {
      ssr: 'app/render-shell.tsx',
      outDir: shellDirFor(webDir, locale),
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
    },
  });
}

async function buildAll() {
  const webDir = resolve(root, 'dist/web');
  // English first: its build empties the folder (vite.config.ts).
  const order = [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)];
  for (const locale of order) {
    process.env.WEB_LOCALE = locale;
    await build({ configFile, logLevel: 'warn' });
    await buildWebShell(locale, webDir);
    console.log(`web app built in ${locale}`);
  }
  for (const [entry, name] of [
    ['admin', 'back office'],
    ['advisor', 'advisors’ app'],
  ] as const) {
    process.env.WEB_ENTRY = entry;
    try {
      for (const locale of order) {
        process.env.WEB_LOCALE = locale;
        await build({ configFile, logLevel: 'warn' });
        console.log(`${name} built in ${locale}`);
      }
    } finally {
      delete process.env.WEB_ENTRY;
    }
  }
}

if (process.argv[1] === import.meta.filename) await buildAll();
