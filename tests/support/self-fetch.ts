// In simulated mode the real payment clients call our own stand-ins at PUBLIC_URL/sim/...; in
// tests the app does not listen, so requests to PUBLIC_URL are answered through `inject`
// instead of the network. Anything else goes to the real fetch.
import type { FastifyInstance } from 'fastify';

export type Fetch = typeof fetch;

export function createSelfFetch(publicUrl: string, app: () => FastifyInstance): Fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(publicUrl)) return fetch(request);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app().inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers.entries()),
      ...(body ? { payload: body } : {}),
    });
    return new Response(res.rawPayload.length > 0 ? res.rawPayload : null, {
      status: res.statusCode,
      headers: Object.entries(res.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : Array.isArray(value)
            ? value.map((v) => [name, v] as [string, string])
            : [[name, String(value)] as [string, string]],
      ),
    });
  };
}
