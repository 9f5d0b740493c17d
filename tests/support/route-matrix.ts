// The authorisation matrices' common part: every route of the app under one prefix (read from the
// app itself, as the abuse sweep does, so a route added later is asked too), each asked as a
// visitor would with a given set of cookies.
//
//   const routes = await routesUnder(t.app, '/api/advisor/');
//   await expectAllRefused(t.app, routes, { lumina_advisor: 'A'.repeat(43) });
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { discoverRoutes } from '#tests/abuse/support/discover-routes.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Route {
  method: Method;
  url: string;
}

export const nameOf = (route: Route) => `${route.method} ${route.url}`;

/** Every route of the app under `prefix` (HEAD left out), path parameters filled in. */
export async function routesUnder(app: FastifyInstance, prefix: string): Promise<Route[]> {
  return (await discoverRoutes(app))
    .filter((route) => route.url.startsWith(prefix))
    .map((route) => ({
      method: route.method as Method,
      url: route.url.replace(/:[^/]+/g, 'any-id'),
    }));
}

/** The route asked with these cookies, and an empty body where it takes one. */
export function ask(app: FastifyInstance, route: Route, cookies: Record<string, string> = {}) {
  return app.inject({
    method: route.method,
    url: route.url,
    cookies,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

/**
 * Each route answers 401 UNAUTHENTICATED: not 404 or 400, the route exists and wants a session
 * of its kind before it reads anything.
 */
export async function expectAllRefused(
  app: FastifyInstance,
  routes: readonly Route[],
  cookies: Record<string, string>,
): Promise<void> {
  for (const route of routes) {
    const res = await ask(app, route, cookies);
    expect(res.statusCode, nameOf(route)).toBe(401);
    expect(res.json(), nameOf(route)).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  }
}
