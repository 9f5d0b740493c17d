// Fastify reads JSON only; HTML forms and several providers (PayPal's token endpoint, Gigadat's
// payment page and postbacks, Twilio's webhooks) post application/x-www-form-urlencoded. This
// parser turns such a body into a flat record (a repeated field keeps its last value), inside
// the plugin that registers it only.
import type { FastifyInstance } from 'fastify';

export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
