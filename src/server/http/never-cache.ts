// Answers about a person (who is signed in, their data, their payments) are never kept by the
// browser or anything in between: every route of the plugin gets `Cache-Control: no-store`.
import type { FastifyInstance } from 'fastify';

export function neverCache(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
