// Reviews' HTTP routes (src/shared/api/reviews.ts, admin/reviews.ts; docs/decisions/053): HTTP
// only. The customer's routes pass only the session's customer's id on, the advisor's only the
// session's advisor's, so nobody names another's calls or reviews.
import { sendApiNotFound } from '#server/http/error-handler.ts';
import { neverCache } from '#server/http/never-cache.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import type { AdvisorScopes } from '#server/http/sessions/advisor-sessions.ts';
import type { CustomerScopes } from '#server/http/sessions/customer-sessions.ts';
import type { OperatorScopes } from '#server/http/sessions/operator-sessions.ts';
import {
  AdminReviewsQuerySchema,
  ReviewModerationRequestSchema,
  type AdminReviewRow,
  type AdminReviewsPage,
} from '#shared/api/admin/reviews.ts';
import {
  CallIdParamsSchema,
  ReviewIdParamsSchema,
  ReviewReplyRequestSchema,
  ReviewRequestSchema,
  ReviewsPageQuerySchema,
  type AdvisorReviewsPage,
  type MyReviewableCalls,
  type PublicReview,
  type ReviewableCall,
} from '#shared/api/reviews.ts';
import * as z from 'zod/mini';
import type { ReviewsService } from './service.ts';

/** /api/me/reviews: the signed-in customer's calls to rate, and rating one. */
export function customerReviewRoutes(deps: {
  reviews: ReviewsService;
  scopes: CustomerScopes;
}): RoutesPlugin {
  const { reviews, scopes } = deps;
  return async (app) => {
    neverCache(app);
    app.addHook('preValidation', scopes.requireCustomer());

    app.get('/', async (request) => {
      const body: MyReviewableCalls = {
        calls: await reviews.myCalls(scopes.customerOf(request).id),
      };
      return body;
    });

    app.get('/:callId', { schema: { params: CallIdParamsSchema } }, async (request) => {
      const body: ReviewableCall = await reviews.myCall(
        scopes.customerOf(request).id,
        request.params.callId,
      );
      return body;
    });

    app.post('/', { schema: { body: ReviewRequestSchema } }, async (request, reply) => {
      const body: ReviewableCall = await reviews.review(
        scopes.customerOf(request).id,
        request.body,
      );
      return reply.status(201).send(body);
    });
  };
}

const AgentParamsSchema = z.strictObject({ agentId: z.string().check(z.regex(/^[1-9]\d{0,8}$/)) });

/** GET /api/advisors/:agentId/reviews: anyone, the profile page's reviews. */
export function advisorReviewRoutes(reviews: ReviewsService): RoutesPlugin {
  return async (app) => {
    app.get(
      '/advisors/:agentId/reviews',
      { schema: { params: AgentParamsSchema, querystring: ReviewsPageQuerySchema } },
      async (request, reply) => {
        const page = await reviews.ofExtension(Number(request.params.agentId), request.query.page);
        if (!page) return sendApiNotFound(reply);
        reply.header('Cache-Control', 'no-cache');
        const body: AdvisorReviewsPage = page;
        return body;
      },
    );
  };
}

/** /api/advisor/reviews: the signed-in advisor's own reviews, and their replies. */
export function advisorAppReviewRoutes(deps: {
  reviews: ReviewsService;
  scopes: AdvisorScopes;
}): RoutesPlugin {
  const { reviews, scopes } = deps;
  return async (app) => {
    neverCache(app);
    app.addHook('preValidation', scopes.requireAdvisor);

    app.get('/reviews', { schema: { querystring: ReviewsPageQuerySchema } }, async (request) => {
      const body: AdvisorReviewsPage = await reviews.ofAdvisor(
        scopes.advisorIdOf(request),
        request.query.page,
      );
      return body;
    });

    app.put(
      '/reviews/:id/reply',
      { schema: { params: ReviewIdParamsSchema, body: ReviewReplyRequestSchema } },
      async (request) => {
        const body: PublicReview = await reviews.reply(
          scopes.advisorIdOf(request),
          request.params.id,
          request.body.text,
        );
        return body;
      },
    );
  };
}

/** /api/admin/reviews: support and owners (moderation is support's work). */
export function reviewAdminRoutes(deps: {
  reviews: ReviewsService;
  scopes: OperatorScopes;
}): RoutesPlugin {
  const { reviews, scopes } = deps;
  return async (app) => {
    app.addHook('preValidation', scopes.requireOperator());
    const operatorOf = (request: Parameters<OperatorScopes['operatorOf']>[0]) => ({
      operatorId: scopes.operatorOf(request).id,
    });

    app.get('/reviews', { schema: { querystring: AdminReviewsQuerySchema } }, async (request) => {
      const body: AdminReviewsPage = await reviews.listForOperators(request.query);
      return body;
    });

    const moderation = {
      schema: { params: ReviewIdParamsSchema, body: ReviewModerationRequestSchema },
    };
    app.post('/reviews/:id/hide', moderation, async (request) => {
      const body: AdminReviewRow = await reviews.setHidden(
        operatorOf(request),
        request.params.id,
        true,
        request.body.reason,
      );
      return body;
    });
    app.post('/reviews/:id/unhide', moderation, async (request) => {
      const body: AdminReviewRow = await reviews.setHidden(
        operatorOf(request),
        request.params.id,
        false,
        request.body.reason,
      );
      return body;
    });
  };
}
