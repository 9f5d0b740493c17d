// /api/admin/content (src/shared/api/admin/content.ts): the promotions, announcements, coupons
// and tarot games an owner manages, through ./service.ts. Owners only. HTTP only.
import * as z from 'zod/mini';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import type { OperatorScopes } from '#server/http/sessions/operator-sessions.ts';
import {
  AnnouncementCreateRequestSchema,
  AnnouncementUpdateRequestSchema,
  CouponCreateRequestSchema,
  CouponUpdateRequestSchema,
  PromotionCreateRequestSchema,
  PromotionUpdateRequestSchema,
  TarotGameCreateRequestSchema,
  TarotGameUpdateRequestSchema,
} from '#shared/api/admin/content.ts';
import type { ContentAdmin } from './service.ts';

const IdParamsSchema = z.strictObject({ id: z.string().check(z.maxLength(64)) });
const CodeParamsSchema = z.strictObject({ code: z.string().check(z.maxLength(100)) });
const WeekParamsSchema = z.strictObject({ weekStart: z.string().check(z.maxLength(10)) });

export function contentRoutes(deps: {
  content: ContentAdmin;
  scopes: OperatorScopes;
}): RoutesPlugin {
  const { content, scopes } = deps;
  return async (app) => {
    app.addHook('preValidation', scopes.requireOperator('owner'));
    const operatorId = (request: Parameters<OperatorScopes['operatorOf']>[0]) =>
      scopes.operatorOf(request).id;

    app.get('/content/promotions', () => content.listPromotions());
    app.post(
      '/content/promotions',
      { schema: { body: PromotionCreateRequestSchema } },
      async (request, reply) =>
        reply.status(201).send(await content.createPromotion(operatorId(request), request.body)),
    );
    app.patch(
      '/content/promotions/:id',
      { schema: { params: IdParamsSchema, body: PromotionUpdateRequestSchema } },
      (request) => content.updatePromotion(operatorId(request), request.params.id, request.body),
    );

    app.get('/content/announcements', () => content.listAnnouncements());
    app.post(
      '/content/announcements',
      { schema: { body: AnnouncementCreateRequestSchema } },
      async (request, reply) =>
        reply.status(201).send(await content.createAnnouncement(operatorId(request), request.body)),
    );
    app.patch(
      '/content/announcements/:id',
      { schema: { params: IdParamsSchema, body: AnnouncementUpdateRequestSchema } },
      (request) => content.updateAnnouncement(operatorId(request), request.params.id, request.body),
    );

    app.get('/content/coupons', () => content.listCoupons());
    app.post(
      '/content/coupons',
      { schema: { body: CouponCreateRequestSchema } },
      async (request, reply) =>
        reply.status(201).send(await content.createCoupon(operatorId(request), request.body)),
    );
    app.patch(
      '/content/coupons/:code',
      { schema: { params: CodeParamsSchema, body: CouponUpdateRequestSchema } },
      (request) => content.updateCoupon(operatorId(request), request.params.code, request.body),
    );

    app.get('/content/tarot-games', () => content.listTarotGames());
    app.post(
      '/content/tarot-games',
      { schema: { body: TarotGameCreateRequestSchema } },
      async (request, reply) => {
        const { game, created } = await content.createTarotGame(
          operatorId(request),
          request.body.weekStart,
        );
        return reply.status(created ? 201 : 200).send(game);
      },
    );
    app.patch(
      '/content/tarot-games/:weekStart',
      { schema: { params: WeekParamsSchema, body: TarotGameUpdateRequestSchema } },
      (request) =>
        content.setTarotGameActive(
          operatorId(request),
          request.params.weekStart,
          request.body.isActive,
        ),
    );
  };
}
