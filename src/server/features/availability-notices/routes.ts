// "Notify me when available" (docs/decisions/052): HTTP only.
//   POST   /api/advisors/:agentId/notify {channel}  → 200 {expiresAt}; 409 NOTICE_ADVISOR_AVAILABLE,
//          NOTICE_NO_PHONE (SMS without a verified number); 401 for a visitor
//   DELETE /api/advisors/:agentId/notify            → 200 {cancelled} (how many)
//   GET    /api/me/notices                           → 200 {notices}: the pending requests
//   GET    /api/notices/stop?id=&token=              → 303 to /?notices=stopped (the message's
//          link; anyone holding it may cancel), 404 for a link that is not ours
import { z } from 'zod';
import { DomainError } from '#server/domain-error.ts';
import { neverCache } from '#server/http/never-cache.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import type { CustomerScopes } from '#server/http/sessions/customer-sessions.ts';
import type { AdvisorsService } from '#server/features/advisors/service.ts';
import { parseExtension } from '#server/features/advisors/service.ts';
import type { NoticesResponse } from '#shared/api/callback-queue.ts';
import { queueNotifyCopy } from '#shared/copy/queue-notify-catalogue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import type { AvailabilityNoticesService } from './service.ts';

const AdvisorParamsSchema = z.object({ agentId: z.string().max(20) });
const NoticeBodySchema = z.strictObject({ channel: z.enum(['email', 'sms']) });
const StopQuerySchema = z.object({ id: z.string().max(64), token: z.string().max(128) });

export function availabilityNoticeRoutes(deps: {
  notices: AvailabilityNoticesService;
  advisors: AdvisorsService;
  scopes: CustomerScopes;
}): RoutesPlugin {
  const { notices, advisors, scopes } = deps;

  async function advisorAt(agentId: string) {
    const extension = parseExtension(agentId);
    const advisor = extension === null ? null : await advisors.findByExtension(extension);
    if (!advisor?.isListed) throw new DomainError('NOT_FOUND', copy.errors.notFound);
    return advisor;
  }

  return async (app) => {
    neverCache(app);
    const signedIn = { preValidation: scopes.requireCustomer() };

    app.post(
      '/advisors/:agentId/notify',
      { ...signedIn, schema: { params: AdvisorParamsSchema, body: NoticeBodySchema } },
      async (request) => {
        const customer = scopes.customerOf(request);
        return notices.request({
          customerId: customer.id,
          advisor: await advisorAt(request.params.agentId),
          channel: request.body.channel,
          ip: request.ip,
        });
      },
    );

    app.delete(
      '/advisors/:agentId/notify',
      { ...signedIn, schema: { params: AdvisorParamsSchema } },
      async (request) => {
        const customer = scopes.customerOf(request);
        const advisor = await advisorAt(request.params.agentId);
        return { cancelled: await notices.cancel(customer.id, advisor.id) };
      },
    );

    app.get('/me/notices', signedIn, async (request) => {
      const mine = await notices.mine(scopes.customerOf(request).id);
      const body: NoticesResponse = {
        notices: mine.map((notice) => ({
          agentId: String(notice.extension),
          advisorName: notice.advisorName,
          channel: notice.channel,
          expiresAt: notice.expiresAt,
        })),
      };
      return body;
    });

    app.get(
      '/notices/stop',
      { schema: { querystring: StopQuerySchema } },
      async (request, reply) => {
        if (!(await notices.stop(request.query.id, request.query.token))) {
          throw new DomainError('NOT_FOUND', queueNotifyCopy.errors.stopLinkInvalid);
        }
        return reply.redirect('/?notices=stopped', 303);
      },
    );
  };
}
