import type { FastifyPluginAsync } from 'fastify';
import type { HealthService } from './service.ts';

export function healthRoutes(health: HealthService): FastifyPluginAsync {
  return async (app) => {
    app.get('/health', async (_request, reply) => {
      const result = await health.check();
      return reply
        .status(result.status === 'ok' ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send(result);
    });
  };
}
