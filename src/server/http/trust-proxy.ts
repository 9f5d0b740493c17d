// Which X-Forwarded-* hops the app believes (TRUST_PROXY, docs/decisions/024): the client's
// address and protocol are read from the hops the configured proxies appended, and no further,
// so a client that writes its own X-Forwarded-For gains nothing.
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '#server/config.ts';

/**
 * Fastify's trustProxy for the configuration. Addresses go as they are (Fastify checks each hop
 * against them). A count becomes a function trusting that many hops from the socket inward:
 * Fastify itself reads a bare number as "trust nobody", which would give every client behind the
 * load balancer the balancer's address, and so one shared per-address limit.
 */
export function trustProxyOption(
  trustProxy: Config['trustProxy'],
): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address: string, hop: number) => hop < hops;
}
