// Web weight (docs/performance.md): the JavaScript and CSS a browser must fetch before
// the home page is interactive, and each route's own chunk, gzip-compressed. The app is built
// with Vite into a temporary folder with a manifest; the baseline, built the same way in the same
// run, is React and React DOM rendering one line: the floor any React page pays. Each language is
// a build of its own (docs/decisions/020); both are measured and the heavier one is held to the goal.
// The operators' back office (/admin) is a build of its own too (docs/decisions/045): measured
// apart, so the figures show it adds nothing to the customers' first view; and so is the
// advisors' app (/advisor, docs/decisions/048).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { locales, type Locale } from '../src/shared/copy/locale.ts';

/** The goal: at most 150 KB of JavaScript (gzip) before the home page is interactive. */
export const FIRST_VIEW_JS_GOAL_BYTES = 150 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface WebWeight {
  /** The heavier language's first view. */
  firstViewJs: number;
  firstViewCss: number;
  languages: { locale: Locale; firstViewJs: number; firstViewCss: number }[];
  /** Each route's own chunks, in English. */
  routes: { route: string; js: number }[];
  baselineJs: number;
  /** The back office, each language: what /admin loads before its first screen, and all it can load. */
  admin: EntryWeight[];
  /** The advisors' app, each language, measured the same way. */
  advisor: EntryWeight[];
}

interface EntryWeight {
  locale: Locale;
  entryJs: number;
  entryCss: number;
  allJs: number;
}

const vite = join(process.cwd(), 'node_modules', 'vite', 'bin', 'vite.js');

function build(
  root: string,
  outDir: string,
  config?: string,
  locale?: Locale,
  entry: 'site' | 'admin' | 'advisor' = 'site',
): Manifest {
  const args = [
    vite,
    'build',
    root,
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--manifest',
    '--logLevel',
    'error',
  ];
  if (config) args.push('--config', config);
  const env = locale ? { ...process.env, WEB_LOCALE: locale, WEB_ENTRY: entry } : process.env;
  execFileSync(process.execPath, args, { stdio: 'inherit', env });
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

const gzipSize = (outDir: string, file: string) =>
  gzipSync(readFileSync(join(outDir, file))).byteLength;

/** The files a chunk needs before it runs: itself and its static imports, recursively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function sizes(manifest: Manifest, outDir: string, keys: Iterable<string>) {
  let js = 0;
  let css = 0;
  const cssFiles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js += gzipSize(outDir, chunk.file);
    for (const file of chunk.css ?? []) cssFiles.add(file);
  }
  for (const file of cssFiles) css += gzipSize(outDir, file);
  return { js, css };
}

function measureApp(outDir: string, locale: Locale) {
  const manifest = build('src/web', outDir, 'vite.config.ts', locale);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry in the manifest');
  // The entry loads the app itself (app/start.tsx, React DOM) once the server's page shell is
  // painted (docs/decisions/022): lazily, but before any page can be used.
  const entryFiles = closure(manifest, entry);
  for (const key of manifest[entry]?.dynamicImports ?? []) closure(manifest, key, entryFiles);
  // The home route's module is loaded lazily, but before the home page can be used.
  const home = closure(manifest, 'routes/home.tsx', new Set(entryFiles));
  const firstView = sizes(manifest, outDir, home);
  const routes = Object.keys(manifest)
    .filter((key) => key.startsWith('routes/') && !key.includes('.test.'))
    .map((key) => {
      const own = [...closure(manifest, key)].filter((file) => !entryFiles.has(file));
      return {
        route: key.replace(/^routes\//, '').replace(/\.tsx$/, ''),
        js: sizes(manifest, outDir, own).js,
      };
    })
    .sort((a, b) => b.js - a.js);
  return { firstViewJs: firstView.js, firstViewCss: firstView.css, routes };
}

/**
 * A build of its own (the back office, the advisors' app): its entry with what it imports (the
 * shell, which then loads the page it shows: sign-in, for a visitor), and every chunk it has.
 */
function measureEntry(outDir: string, locale: Locale, name: 'admin' | 'advisor'): EntryWeight {
  const manifest = build('src/web', outDir, 'vite.config.ts', locale, name);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`no entry in the ${name} build's manifest`);
  const first = sizes(manifest, outDir, closure(manifest, entry));
  const all = sizes(manifest, outDir, Object.keys(manifest));
  return { locale, entryJs: first.js, entryCss: first.css, allJs: all.js };
}

function measureBaseline(workDir: string) {
  const root = join(workDir, 'baseline');
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  // The same JSX transform as the app's build.
  writeFileSync(
    join(root, 'vite.config.mjs'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  writeFileSync(
    join(root, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<p>Hello</p>);\n",
  );
  const outDir = join(workDir, 'baseline-dist');
  const manifest = build(root, outDir, join(root, 'vite.config.mjs'));
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry in the baseline manifest');
  return sizes(manifest, outDir, closure(manifest, entry)).js;
}

export function measureWebWeight(): WebWeight {
  // Inside the project, so the baseline resolves react from node_modules.
  const cache = join(process.cwd(), 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const workDir = mkdtempSync(join(cache, 'web-weight-'));
  try {
    const builds = locales.map((locale) => ({
      locale,
      ...measureApp(join(workDir, `app-${locale}`), locale),
    }));
    const heaviest = builds.reduce((a, b) => (b.firstViewJs > a.firstViewJs ? b : a));
    const english = builds.find((build) => build.locale === 'en') ?? heaviest;
    return {
      firstViewJs: heaviest.firstViewJs,
      firstViewCss: heaviest.firstViewCss,
      languages: builds.map(({ locale, firstViewJs, firstViewCss }) => ({
        locale,
        firstViewJs,
        firstViewCss,
      })),
      routes: english.routes,
      baselineJs: measureBaseline(workDir),
      admin: locales.map((locale) =>
        measureEntry(join(workDir, `admin-${locale}`), locale, 'admin'),
      ),
      advisor: locales.map((locale) =>
        measureEntry(join(workDir, `advisor-${locale}`), locale, 'advisor'),
      ),
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function report(weight: WebWeight): string[] {
  const verdict = weight.firstViewJs <= FIRST_VIEW_JS_GOAL_BYTES ? 'meets' : 'MISSES';
  return [
    'Web weight (gzip)',
    `  first view of /: ${kb(weight.firstViewJs)} JavaScript + ${kb(weight.firstViewCss)} CSS (the heavier language) — ${verdict} the goal of at most ${kb(FIRST_VIEW_JS_GOAL_BYTES)} JavaScript`,
    ...weight.languages.map(
      (language) =>
        `    ${language.locale.padEnd(6)} ${kb(language.firstViewJs)} JavaScript + ${kb(language.firstViewCss)} CSS`,
    ),
    `  baseline (React + React DOM, one line): ${kb(weight.baselineJs)} JavaScript; ratio ${(weight.firstViewJs / weight.baselineJs).toFixed(2)}×`,
    '  each route’s own chunks, beyond the entry and the app (English):',
    ...weight.routes.map((route) => `    ${route.route.padEnd(22)} ${kb(route.js).padStart(9)}`),
    '  the back office (/admin), a build of its own that no customer page loads:',
    ...weight.admin.map(
      (admin) =>
        `    ${admin.locale.padEnd(6)} entry ${kb(admin.entryJs)} JavaScript + ${kb(admin.entryCss)} CSS; all its chunks ${kb(admin.allJs)} JavaScript`,
    ),
    '  the advisors’ app (/advisor), a build of its own that no customer page loads:',
    ...weight.advisor.map(
      (advisor) =>
        `    ${advisor.locale.padEnd(6)} entry ${kb(advisor.entryJs)} JavaScript + ${kb(advisor.entryCss)} CSS; all its chunks ${kb(advisor.allJs)} JavaScript`,
    ),
  ];
}
