// GET /api/config: what the browser needs to know about this deployment (brand, contacts,
// theme, flags). Only the allow-listed public part of the configuration is ever sent.
import type { FastifyPluginAsync } from 'fastify';
import type { PublicConfig } from '#shared/api/public-config.ts';

export function appConfigRoutes(publicConfig: PublicConfig): FastifyPluginAsync {
  return async (app) => {
    app.get('/config', async (_request, reply) => {
      return reply.header('Cache-Control', 'public, max-age=300').send(publicConfig);
    });
  };
}
