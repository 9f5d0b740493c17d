// The page names its own code (a modulepreload) so the browser fetches it with the entry, not one
// round trip after it.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '#web/config/paths.ts';
import { routeModuleFor, routePreloadsFrom } from './route-preloads.ts';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_catalogue.js'] },
  '_catalogue.js': { file: 'assets/catalogue-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_catalogue.js'] },
  'routes/home.tsx': { file: 'assets/home-1.js', imports: ['_shared.js', '_catalogue.js'] },
  'routes/pricing.tsx': { file: 'assets/pricing-1.js', imports: ['_catalogue.js'] },
  'routes/reset-password.tsx': { file: 'assets/reset-password-1.js' },
  'routes/not-found.tsx': { file: 'assets/not-found-1.js' },
};

const dir = mkdtempSync(join(tmpdir(), 'lumina-manifest-'));
const file = join(dir, 'manifest.en.json');
writeFileSync(file, JSON.stringify(manifest));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const link = (href: string) => `<link rel="modulepreload" crossorigin href="/${href}">`;

describe('the page’s own code, named in the page', () => {
  const preloads = routePreloadsFrom(file);

  it('is the page’s chunk and what it imports beyond what the entry brings', () => {
    expect(preloads('/')).toBe(link('assets/home-1.js') + link('assets/shared-1.js'));
    expect(preloads('/pricing')).toBe(link('assets/pricing-1.js'));
    expect(preloads('/reset-password?token=abc')).toBe(link('assets/reset-password-1.js'));
    expect(preloads('/pricing/')).toBe(link('assets/pricing-1.js'));
  });

  it('is the not-found page’s for a path that names no page', () => {
    expect(preloads('/no-such-page')).toBe(link('assets/not-found-1.js'));
    expect(preloads('/pricing/extra')).toBe(link('assets/not-found-1.js'));
  });

  it('is nothing when the build wrote no manifest', () => {
    expect(routePreloadsFrom(join(dir, 'missing.json'))('/')).toBe('');
  });
});

describe('route modules named after their paths', () => {
  it('holds for every page of the web app (src/web/router.tsx)', () => {
    const routesDir = join(import.meta.dirname, '../../web/routes');
    const everyRoute = Object.fromEntries(
      Object.values(paths)
        .filter(({ path }) => path !== '*')
        .map(({ path }) => {
          const key = routeModuleFor(path, new Proxy({}, { get: () => ({ file: 'x' }) }));
          return [path, key];
        }),
    );
    for (const [path, key] of Object.entries(everyRoute)) {
      expect(key, path).not.toBeNull();
      expect(existsSync(join(routesDir, String(key).replace(/^routes\//, ''))), path).toBe(true);
    }
  });
});
