import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { adminDevPages } from './scripts/admin-dev-pages.ts';
import { appChunkGroups } from './scripts/app-chunks.ts';
import { singleLanguage } from './scripts/single-language.ts';
import { defaultLocale, isLocale } from './src/shared/copy/locale.ts';

// The API server's address during `npm run dev` (scripts/dev.ts starts it on this port).
const apiTarget = process.env.DEV_API_URL ?? 'http://localhost:3001';

// The language this build (or `npm run dev`) is in: each language is a build of its own, all
// written into dist/web (scripts/build-web.ts, docs/decisions/020).
const locale = process.env.WEB_LOCALE ?? defaultLocale;
if (!isLocale(locale)) throw new Error(`WEB_LOCALE must be en or fr-CA, not ${locale}`);

// Which page this build makes: the customers' site (index.html), or the operators' back office
// (admin/index.html), or the advisors' app (advisor/index.html), each a build of its own with its
// own module graph so nothing of it is in, or changes, the site's chunks (docs/decisions/045,
// 048). `npm run dev` serves all three.
const entry = process.env.WEB_ENTRY ?? 'site';
if (entry !== 'site' && entry !== 'admin' && entry !== 'advisor') {
  throw new Error(`WEB_ENTRY must be site, admin or advisor, not ${entry}`);
}

const siteOutput = { output: { codeSplitting: { groups: appChunkGroups() } } };
// Named, so its files read admin-<hash>.js beside the site's index-<hash>.js.
const adminInput = { input: { admin: resolve(import.meta.dirname, 'src/web/admin/index.html') } };
// And advisor-<hash>.js.
const advisorInput = {
  input: { advisor: resolve(import.meta.dirname, 'src/web/advisor/index.html') },
};
const inputs = { site: siteOutput, admin: adminInput, advisor: advisorInput };

// React Router's package points every bundler at its development build (its own open issue), whose
// extra checks and warnings run in visitors' browsers: the browser build takes its production
// build instead, the same code without them (docs/decisions/057). The server's shell build keeps
// the package as an import.
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs'),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  resolve: { alias: command === 'build' && !isSsrBuild ? [reactRouterProduction] : [] },
  publicDir: 'public',
  plugins: [...singleLanguage(locale), adminDevPages(), react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    // The site's first language's build empties the folder; the others add their pages beside it.
    emptyOutDir: entry === 'site' && locale === defaultLocale,
    // The site's build copies public/ (the icon, robots.txt); the back office uses the same.
    copyPublicDir: entry === 'site',
    sourcemap: true,
    // No preload helper around dynamic imports: the modules a page needs are few and small, and
    // the helper's link elements cost the main thread more than the round trip they save
    // (docs/performance.md).
    modulePreload: false,
    rollupOptions: inputs[entry],
  },
  server: {
    port: 5173,
    strictPort: true,
    // Everything the server answers besides the SPA itself.
    proxy: {
      '/api': apiTarget,
      '/sim': apiTarget,
    },
  },
}));
