// The call-back queue for a signed-in customer (src/shared/api/callback-queue.ts): HTTP only.
// Every handler passes only the session's customer on, so no request can name another customer.
import { z } from 'zod';
import { DomainError } from '#server/domain-error.ts';
import { neverCache } from '#server/http/never-cache.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import type { CustomerScopes } from '#server/http/sessions/customer-sessions.ts';
import type { AdvisorsService } from '#server/features/advisors/service.ts';
import { parseExtension } from '#server/features/advisors/service.ts';
import type { QueueJoinResponse, WaitingResponse } from '#shared/api/callback-queue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import type { CallbackQueueService } from './service.ts';

const AdvisorParamsSchema = z.object({ agentId: z.string().max(20) });

export function callbackQueueRoutes(deps: {
  queue: CallbackQueueService;
  advisors: AdvisorsService;
  scopes: CustomerScopes;
}): RoutesPlugin {
  const { queue, advisors, scopes } = deps;

  /** A listed advisor with a line, by the extension in the URL. */
  async function advisorAt(agentId: string) {
    const extension = parseExtension(agentId);
    const advisor = extension === null ? null : await advisors.findByExtension(extension);
    if (!advisor?.isListed || !advisor.phone) {
      throw new DomainError('NOT_FOUND', copy.errors.notFound);
    }
    return advisor;
  }

  return async (app) => {
    const signedIn = { preValidation: scopes.requireCustomer() };
    const byAdvisor = { ...signedIn, schema: { params: AdvisorParamsSchema } };

    neverCache(app);

    app.post('/advisors/:agentId/queue', byAdvisor, async (request) => {
      const customer = scopes.customerOf(request);
      const advisor = await advisorAt(request.params.agentId);
      const place = await queue.join({ customerId: customer.id, advisor, source: 'web' });
      const body: QueueJoinResponse = {
        queue: { place: place.place, expiresAt: place.expiresAt },
      };
      return body;
    });

    app.delete('/advisors/:agentId/queue', byAdvisor, async (request) => {
      const customer = scopes.customerOf(request);
      const advisor = await advisorAt(request.params.agentId);
      return { left: await queue.leave(customer.id, advisor.id) };
    });

    app.get('/me/waiting', signedIn, async (request) => {
      const customer = scopes.customerOf(request);
      const queues = await queue.mine(customer.id);
      const body: WaitingResponse = {
        queues: queues.map((entry) => ({
          agentId: String(entry.extension),
          advisorName: entry.advisorName,
          joinedAt: entry.joinedAt,
          expiresAt: entry.expiresAt,
        })),
      };
      return body;
    });
  };
}
