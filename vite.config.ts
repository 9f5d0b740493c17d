import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { appChunkGroups } from './scripts/app-chunks.ts';
import { singleLanguage } from './scripts/single-language.ts';
import { defaultLocale, isLocale } from './src/shared/copy/locale.ts';

// The API server's address during `npm run dev` (scripts/dev.ts starts it on this port).
const apiTarget = process.env.DEV_API_URL ?? 'http://localhost:3001';

// The language this build (or `npm run dev`) is in: each language is a build of its own, all
// written into dist/web (scripts/build-web.ts, docs/decisions/020).
const locale = process.env.WEB_LOCALE ?? defaultLocale;
if (!isLocale(locale)) throw new Error(`WEB_LOCALE must be en or fr-CA, not ${locale}`);

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [...singleLanguage(locale), react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    // The first language's build empties the folder; the others add their pages beside it.
    emptyOutDir: locale === defaultLocale,
    sourcemap: true,
    // No preload helper around dynamic imports: the modules a page needs are few and small, and
    // the helper's link elements cost the main thread more than the round trip they save
    // (docs/performance.md).
    modulePreload: false,
    rollupOptions: { output: { codeSplitting: { groups: appChunkGroups() } } },
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
});
