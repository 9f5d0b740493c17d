// GET /metrics (docs/contracts.md "Production and staging"; docs/decisions/040): the registry in
// Prometheus's text format, for a scraper holding `Authorization: Bearer $METRICS_TOKEN`.
// - METRICS_TOKEN unset: the API's usual 404, as the dev outbox answers when it is off.
// - A missing or wrong token: 401 with `WWW-Authenticate: Bearer`, so an operator whose scrape
//   fails can tell a wrong token from metrics turned off. The token is compared in constant time
//   (digests of equal length), and is long enough that guessing it is hopeless without a rate limit,
//   which a scraper must never run into.
// - Never stored by a browser or a proxy: Cache-Control: no-store.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Registry } from 'prom-client';
import { copy } from '#shared/copy/catalogue.ts';
import { DomainError } from '#server/domain-error.ts';
import { sendApiNotFound } from '#server/http/error-handler.ts';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();
const bearer = /^Bearer +([^\s]+) *$/i;

/** Whether the Authorization header carries `token` as a bearer token. */
function carriesToken(header: string | undefined, expected: Buffer): boolean {
  const given = header === undefined ? null : bearer.exec(header)?.[1];
  // A digest of something, so a missing header takes the same time as a wrong one.
  return timingSafeEqual(digest(given ?? ''), expected) && given !== undefined && given !== null;
}

export function metricsRoutes(
  exported: { registry: Registry; token: string } | undefined,
): FastifyPluginAsync {
  const expected = exported && digest(exported.token);
  return async (app) => {
    app.get(METRICS_PATH, async (request, reply) => {
      if (!exported || !expected) return sendApiNotFound(reply);
      reply.header('Cache-Control', 'no-store');
      if (!carriesToken(request.headers.authorization, expected)) {
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw new DomainError('UNAUTHENTICATED', copy.errors.unauthenticated);
      }
      const text = await exported.registry.metrics();
      return reply.type(exported.registry.contentType).send(text);
    });
  };
}
