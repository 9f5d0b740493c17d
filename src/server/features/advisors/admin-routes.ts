// /api/admin/advisors (src/shared/api/admin/advisors.ts): the advisors and their payout rates in
// the back office, owners only. HTTP only: the shared schemas parse each part, the back office
// (./back-office.ts) decides and writes the audit rows. Photos and greetings arrive as the file's
// own bytes (application/octet-stream, its name in the query string), read up to a little over
// the largest greeting the rules allow so that a file too large is refused in the rules' own words
// (a photo's smaller limit is the rules' too); any other body keeps the app's 64 KB limit.
import type { OperatorScopes } from '#server/http/sessions/operator-sessions.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import {
  AdvisorAddRequestSchema,
  AdvisorEditRequestSchema,
  AdvisorExtensionParamsSchema,
  AdvisorListQuerySchema,
  AdvisorPhoneRequestSchema,
  AdvisorPresenceRequestSchema,
  AdvisorRateRequestSchema,
  AdvisorScheduleRequestSchema,
  AdvisorUploadQuerySchema,
} from '#shared/api/admin/advisors.ts';
import { invalidRequest } from '#server/domain-error.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import type { AdvisorBackOffice } from './back-office.ts';
import { GREETING_MAX_BYTES } from './operator.ts';

/** Room over the rules' limit, so a slightly larger file hears why rather than a bare 413. */
const UPLOAD_SLACK_BYTES = 64 * 1024;

export function advisorAdminRoutes(deps: {
  backOffice: AdvisorBackOffice;
  scopes: OperatorScopes;
}): RoutesPlugin {
  const { backOffice, scopes } = deps;
  return async (app) => {
    const ownerOnly = scopes.requireOperator('owner');
    app.addHook('preValidation', ownerOnly);
    const actorOf = (request: Parameters<OperatorScopes['operatorOf']>[0]) => ({
      operatorId: scopes.operatorOf(request).id,
    });
    // Uploads: the file's bytes as they are (this scope only; JSON stays the rest's body).
    app.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: GREETING_MAX_BYTES + UPLOAD_SLACK_BYTES },
      (_request, body, done) => done(null, body),
    );
    const params = AdvisorExtensionParamsSchema;

    app.get('/advisors', { schema: { querystring: AdvisorListQuerySchema } }, async (request) =>
      backOffice.list(request.query),
    );

    app.post('/advisors', { schema: { body: AdvisorAddRequestSchema } }, async (request, reply) =>
      reply.status(201).send(await backOffice.add(actorOf(request), request.body)),
    );

    app.get('/advisors/:extension', { schema: { params } }, async (request) =>
      backOffice.details(request.params.extension),
    );

    app.patch(
      '/advisors/:extension',
      { schema: { params, body: AdvisorEditRequestSchema } },
      async (request) => backOffice.edit(actorOf(request), request.params.extension, request.body),
    );

    app.put(
      '/advisors/:extension/phone',
      { schema: { params, body: AdvisorPhoneRequestSchema } },
      async (request) =>
        backOffice.setPhone(actorOf(request), request.params.extension, request.body.phone),
    );

    for (const kind of ['photo', 'greeting'] as const) {
      const set = kind === 'photo' ? backOffice.setPhoto : backOffice.setGreeting;
      app.put(
        `/advisors/:extension/${kind}`,
        {
          // The octet-stream parser's own limit (a JSON body keeps the app's 64 KB). The owner
          // is checked before the body is read too: a visitor must not make the server read
          // 10 MB to hear 401.
          preParsing: async (request, reply, payload) => {
            await ownerOnly.call(app, request, reply);
            return payload;
          },
          schema: { params, querystring: AdvisorUploadQuerySchema },
        },
        async (request) => {
          if (!Buffer.isBuffer(request.body)) {
            throw invalidRequest({ body: adminCopy.advisors.media.notAFile });
          }
          return set(actorOf(request), request.params.extension, {
            name: request.query.name,
            bytes: request.body,
          });
        },
      );
      app.delete(`/advisors/:extension/${kind}`, { schema: { params } }, async (request) =>
        set(actorOf(request), request.params.extension, null),
      );
    }

    app.put(
      '/advisors/:extension/schedule',
      { schema: { params, body: AdvisorScheduleRequestSchema } },
      async (request) =>
        backOffice.setSchedule(
          actorOf(request),
          request.params.extension,
          request.body.days,
          request.body.ranges,
        ),
    );

    app.put(
      '/advisors/:extension/presence',
      { schema: { params, body: AdvisorPresenceRequestSchema } },
      async (request) =>
        backOffice.setPresence(actorOf(request), request.params.extension, request.body.presence),
    );

    app.post(
      '/advisors/:extension/rates',
      { schema: { params, body: AdvisorRateRequestSchema } },
      async (request) =>
        backOffice.setRate(actorOf(request), request.params.extension, request.body),
    );
  };
}
