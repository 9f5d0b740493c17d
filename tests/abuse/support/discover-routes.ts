// Every route the built app answers, read from the app itself (Fastify's printRoutes tree), so
// a route added tomorrow is swept by the abuse tests without anyone listing it. HEAD routes are
// left out: Fastify adds one for each GET, with the GET's handler.
import type { FastifyInstance } from 'fastify';

export interface DiscoveredRoute {
  method: string;
  /** The path as registered, parameters as `:name`. */
  url: string;
}

/** One line of the tree: `│   ├── /segment (GET, HEAD)`; four characters per level. */
const treeLine = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/;
const indentWidth = 4;

export async function discoverRoutes(app: FastifyInstance): Promise<DiscoveredRoute[]> {
  await app.ready();
  const tree = app.printRoutes({ commonPrefix: false });
  const parents: string[] = [];
  const routes: DiscoveredRoute[] = [];
  for (const line of tree.split('\n')) {
    if (line.trim() === '') continue;
    const match = treeLine.exec(line);
    if (!match) throw new Error(`discoverRoutes: cannot read the route tree line "${line}"`);
    const depth = (match[1] ?? '').length / indentWidth;
    const url = `${parents[depth - 1] ?? ''}${match[2] ?? ''}`;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== '' && method !== 'HEAD') routes.push({ method, url });
    }
  }
  if (routes.length === 0) throw new Error('discoverRoutes: the app printed no routes');
  return routes;
}

/** The names of the `:parameters` in a registered path. */
export function pathParameters(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

/** The registered path with each `:parameter` replaced by the (already encoded) value given. */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_whole, name: string) => values[name] ?? 'x');
}
