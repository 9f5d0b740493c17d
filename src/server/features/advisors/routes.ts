// /api/advisors (docs/contracts.md "Advisor feed"; docs/product.md §10.17, 19): HTTP only. The feed is
// revalidated on every poll (no-cache) and answered 304 from the service's cache when nothing
// changed; portraits and spoken descriptions are cached by browsers for a day and an hour. The
// feed's texts and the spoken description are in the request's language, so both answers vary
// with Accept-Language and the language cookie (docs/decisions/020).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendApiNotFound } from '#server/http/error-handler.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import { currentLocale } from '#shared/copy/locale.ts';
import { etagMatches, sendMedia } from './media-reply.ts';
import { acceptedEncoding } from '#server/http/accepted-encoding.ts';
import type { FeedSnapshot } from './feed-cache.ts';
import type { AdvisorsService } from './service.ts';

/** The back office's /api/admin/advisors, mounted in app.ts's admin scope. */
export { advisorAdminRoutes } from './admin-routes.ts';

const AdvisorParamsSchema = z.object({ agentId: z.string().max(20) });

const photoCacheControl = 'public, max-age=86400';
const audioCacheControl = 'public, max-age=3600';
const byLanguage = 'Accept-Language, Cookie';

function sendFeed(request: FastifyRequest, reply: FastifyReply, feed: FeedSnapshot): void {
  // Browsers get the feed compressed (about 9 KB → 2 KB), each encoding with its own ETag since
  // the bytes differ; a client asking for none (the benchmark, curl) gets it as it is.
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const etag = encoding ? `${feed.etag.slice(0, -1)}-${encoding}"` : feed.etag;
  reply
    .header('Cache-Control', 'no-cache')
    .header('Vary', `${byLanguage}, Accept-Encoding`)
    .header('ETag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.status(304).send();
    return;
  }
  reply.type('application/json; charset=utf-8');
  if (!encoding) {
    reply.send(feed.body);
    return;
  }
  reply.header('Content-Encoding', encoding).send(feed.compressed(encoding));
}

export function advisorRoutes(advisors: AdvisorsService): RoutesPlugin {
  return async (app) => {
    // Every visitor polls the feed: while the cached feed is fresh it is answered at once,
    // without a promise; otherwise once the rebuild it waits for is done.
    app.get('/advisors', (request, reply) => {
      const locale = currentLocale();
      const fresh = advisors.freshFeed(locale);
      if (fresh) {
        sendFeed(request, reply, fresh);
        return;
      }
      return advisors.feed(locale).then((rebuilt) => {
        sendFeed(request, reply, rebuilt);
      });
    });

    const byAdvisor = { schema: { params: AdvisorParamsSchema } };

    app.get('/advisors/:agentId/photo', byAdvisor, async (request, reply) => {
      const { agentId } = request.params;
      const photo = await advisors.photo(agentId);
      if (!photo) return sendApiNotFound(reply);
      return sendMedia(request, reply, photo, photoCacheControl);
    });

    app.get('/advisors/:agentId/audio', byAdvisor, async (request, reply) => {
      const { agentId } = request.params;
      const audio = await advisors.audio(agentId, currentLocale());
      if (!audio) return sendApiNotFound(reply);
      reply.header('Vary', byLanguage);
      return sendMedia(request, reply, audio, audioCacheControl);
    });
  };
}
