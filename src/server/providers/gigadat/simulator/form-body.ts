// Fastify reads JSON only; the stand-in's payment page posts an HTML form. This parser turns
// application/x-www-form-urlencoded bodies into a flat record (a repeated field keeps its last
// value), inside the plugin that registers it only.
import type { FastifyInstance } from 'fastify';

export function registerFormBodyParser(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
