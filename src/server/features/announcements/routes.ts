// GET /api/announcements/active (src/shared/api/banners.ts). Read once per page load by every
// visitor, so browsers and shared caches may keep an answer for 30 s: one per language, since the
// texts follow the request's (Accept-Language, or the language cookie).
import type { FastifyPluginAsync } from 'fastify';
import type { AnnouncementsService } from './service.ts';

export function announcementsRoutes(announcements: AnnouncementsService): FastifyPluginAsync {
  return async (app) => {
    app.get('/announcements/active', async (_request, reply) => {
      return reply
        .header('Cache-Control', 'public, max-age=30')
        .header('Vary', 'Accept-Language, Cookie')
        .send(await announcements.active());
    });
  };
}
