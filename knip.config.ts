// The unused-code check, `npm run unused`, run by `npm run lint` (so by `npm run check` and CI)
// in two passes: `knip` over everything (the app, its tests, scripts and benchmarks) finds unused files,
// dependencies and exports; `knip --production` over what ships (the entries marked `!`) finds
// code that only tests reach. An export kept for the tests says so with `@internal` in its doc
// comment, which the second pass accepts (decision 034).
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // What ships: the server, its speech worker thread, the operator commands (package.json's
    // `admin` and `call`; the full pass finds them there too and would call these two redundant,
    // hence its --no-config-hints, but the production pass reads only `start`) and the web app's page-shell renderer (scripts/build-web.ts). The web app itself
    // is index.html's script, which knip's Vite plugin reads in both passes.
    'src/server/main.ts!',
    'src/server/speech/synthesis-worker.ts!',
    'src/server/cli/admin.ts!',
    'src/server/cli/call.ts!',
    'src/web/app/render-shell.tsx!',
    // The operators' back office: a page and build of its own (docs/decisions/045).
    'src/web/admin/main.tsx!',
    // The advisors' app: a page and build of its own too (docs/decisions/048).
    'src/web/advisor/main.tsx!',
    // The worker's loader when the server runs from its TypeScript source (tsx, Vitest).
    'src/server/speech/source-worker.mjs',
    // The PayPal stand-in's browser script, which sdk-script.ts bundles by path.
    'src/server/providers/paypal/simulator/browser/sdk.ts!',
    // Tools: the package.json scripts, and the benchmarks' baseline server, which
    // bench/support/builds.ts bundles by path.
    'scripts/*.ts',
    'bench/support/bare-server.ts',
  ],
  project: [
    'src/**/*.{ts,tsx,mjs,css}!',
    'scripts/**/*.ts',
    'bench/**/*.ts',
    'tests/**/*.{ts,tsx}',
    '*.config.{ts,js}',
  ],
  ignoreExportsUsedInFile: true,
  ignoreIssues: {
    // Each table declares its row, new-row and update types as one set (src/server/db/tables).
    'src/server/db/tables/*.ts': ['types'],
    // Each migration's `up` is read through the namespace import of migrations/index.ts.
    'src/server/db/migrations/2*.ts': ['exports'],
  },
  ignoreDependencies: [
    // Started by path (node_modules/lighthouse/cli) in bench/support/lighthouse-run.ts.
    'lighthouse',
    // A pino transport, named by a string in src/server/logging/logger.ts.
    'pino-pretty',
    // recharts' peer, installed at React 19's version (its own range allows older ones); nothing
    // imports it by name.
    'react-is',
  ],
  // The stylesheet's `@import 'tailwindcss'` is how Tailwind is used.
  compilers: {
    // (Only the quoted path of each @import: `source('..')` after it is not JavaScript.)
    css: (text: string) =>
      [...text.matchAll(/@import\s+(['"][^'"]+['"])/g)]
        .map(([, path]) => `import ${path};`)
        .join('\n'),
  },
};

export default config;
