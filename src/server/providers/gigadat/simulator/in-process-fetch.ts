// How the stand-in reaches our postback listener. In simulated mode the stand-in and the listener
// are the same process, so a request addressed to PUBLIC_URL is handed to the app through
// `inject`: it still goes through every hook, parser and route a network request would, but it
// does not depend on PUBLIC_URL being reachable from the server itself (behind a proxy, in a
// container, or in tests, where the app never listens). Any other address goes to the network.
import type { FastifyInstance } from 'fastify';
import type { Fetch } from '../gigadat-client.ts';

export function createInProcessFetch(publicUrl: string, app: FastifyInstance): Fetch {
  const origin = new URL(publicUrl).origin;
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== origin) return fetch(request);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers.entries()),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    return new Response(res.rawPayload.length > 0 ? res.rawPayload : null, {
      status: res.statusCode,
      headers,
    });
  };
}
