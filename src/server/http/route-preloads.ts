// The page's own code named in the page (Lighthouse: first contentful paint). Each page of the
// web app is a chunk loaded by the router once the entry script has run, so without a hint the
// browser finds it one round trip after the entry. The web build writes a manifest per language
// (vite.config.ts); from it, the server adds a <link rel="modulepreload"> for the chunk of the
// requested page and the chunks it imports that the entry does not already bring.
//
// Route modules are named after their path (src/web/router.tsx): '/' is routes/home.tsx,
// '/reset-password' routes/reset-password.tsx, and any other path the not-found page's.
import { existsSync, readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The manifest's key of the page module for a request path. */
export function routeModuleFor(pathname: string, manifest: Manifest): string | null {
  const segment = pathname.split('?', 1)[0]?.replace(/^\/+|\/+$/g, '') ?? '';
  const key = `routes/${segment === '' ? 'home' : segment}.tsx`;
  if (!segment.includes('/') && manifest[key]) return key;
  return manifest['routes/not-found.tsx'] ? 'routes/not-found.tsx' : null;
}

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

export type RoutePreloads = (pathname: string) => string;

/** The <link> tags for a path's page, from a language's manifest; none without a manifest. */
export function routePreloadsFrom(manifestFile: string): RoutePreloads {
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) for (const file of closure(manifest, key)) entryFiles.add(file);
  }
  const links = new Map<string, string>();
  return (pathname) => {
    const route = routeModuleFor(pathname, manifest);
    if (!route) return '';
    let tags = links.get(route);
    if (tags === undefined) {
      tags = [...closure(manifest, route)]
        .filter((key) => !entryFiles.has(key))
        .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
        .join('');
      links.set(route, tags);
    }
    return tags;
  };
}
