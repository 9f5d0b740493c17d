// GET /api/promotions/active (src/shared/api/banners.ts). Every visitor polls it every 60 s, so
// browsers and shared caches may keep an answer for 30 s: one per language, since the message
// follows the request's (Accept-Language, or the language cookie).
import type { FastifyPluginAsync } from 'fastify';
import type { PromotionsService } from './service.ts';

export function promotionsRoutes(promotions: PromotionsService): FastifyPluginAsync {
  return async (app) => {
    app.get('/promotions/active', async (_request, reply) => {
      return reply
        .header('Cache-Control', 'public, max-age=30')
        .header('Vary', 'Accept-Language, Cookie')
        .send(await promotions.active());
    });
  };
}
