// /api/advisor/profile (the signed-in advisor's own profile, src/shared/api/advisor/profile.ts)
// and /api/admin/profile-changes (owners, src/shared/api/admin/profile-changes.ts): HTTP only.
// The shared schemas parse each part, the service decides. Photos and greetings arrive as the
// file's own bytes (application/octet-stream), read up to a little over the greetings' limit so
// that a file too large hears why in the rules' words; the session (or the owner) is checked
// before the body is read.
import type { FastifyReply } from 'fastify';
import { invalidRequest } from '#server/domain-error.ts';
import { GREETING_MAX_BYTES } from '#server/features/advisors/service.ts';
import { sendApiNotFound } from '#server/http/error-handler.ts';
import { neverCache } from '#server/http/never-cache.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import type { AdvisorScopes } from '#server/http/sessions/advisor-sessions.ts';
import type { OperatorScopes } from '#server/http/sessions/operator-sessions.ts';
import {
  ProfileChangeDeclineRequestSchema,
  ProfileChangeIdParamsSchema,
} from '#shared/api/admin/profile-changes.ts';
import {
  ProfileScheduleRequestSchema,
  ProfileTextsRequestSchema,
  ProfileUploadQuerySchema,
} from '#shared/api/advisor/profile.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import type { AdvisorProfileService, WaitingFile } from './service.ts';

const UPLOAD_SLACK_BYTES = 64 * 1024;

const bytesParser = {
  parseAs: 'buffer' as const,
  bodyLimit: GREETING_MAX_BYTES + UPLOAD_SLACK_BYTES,
};

function sendFile(reply: FastifyReply, file: WaitingFile | null) {
  if (!file) return sendApiNotFound(reply);
  return reply.header('Cache-Control', 'no-store').type(file.contentType).send(file.bytes);
}

export function advisorProfileRoutes(deps: {
  profile: AdvisorProfileService;
  scopes: AdvisorScopes;
}): RoutesPlugin {
  const { profile, scopes } = deps;
  return async (app) => {
    neverCache(app);
    app.addHook('preValidation', scopes.requireAdvisor);
    app.addContentTypeParser('application/octet-stream', bytesParser, (_request, body, done) =>
      done(null, body),
    );
    const advisorOf = scopes.advisorIdOf;
    // The session is checked before a file's bytes are read.
    const signedInFirst = {
      preParsing: async (
        request: Parameters<typeof scopes.requireAdvisor>[0],
        reply: Parameters<typeof scopes.requireAdvisor>[1],
        payload: unknown,
      ) => {
        await scopes.requireAdvisor.call(app, request, reply);
        return payload;
      },
    };
    const bytesOf = (body: unknown): Buffer => {
      if (!Buffer.isBuffer(body)) throw invalidRequest({ body: adminCopy.advisors.media.notAFile });
      return body;
    };

    app.get('/profile', async (request) => profile.view(advisorOf(request)));

    app.put('/profile/texts', { schema: { body: ProfileTextsRequestSchema } }, async (request) =>
      profile.submitTexts(advisorOf(request), request.body),
    );

    app.put(
      '/profile/schedule',
      { schema: { body: ProfileScheduleRequestSchema } },
      async (request) =>
        profile.setSchedule(advisorOf(request), request.body.days, request.body.ranges),
    );

    app.put(
      '/profile/photo',
      { ...signedInFirst, schema: { querystring: ProfileUploadQuerySchema } },
      async (request) =>
        profile.submitPhoto(advisorOf(request), {
          name: request.query.name ?? 'photo',
          bytes: bytesOf(request.body),
        }),
    );

    app.put('/profile/greeting', signedInFirst, async (request) =>
      profile.submitGreeting(advisorOf(request), bytesOf(request.body)),
    );

    for (const kind of ['photo', 'greeting'] as const) {
      app.get(`/profile/changes/${kind}/file`, async (request, reply) =>
        sendFile(reply, await profile.ownFile(advisorOf(request), kind)),
      );
    }
  };
}

export function profileChangeAdminRoutes(deps: {
  profile: AdvisorProfileService;
  scopes: OperatorScopes;
}): RoutesPlugin {
  const { profile, scopes } = deps;
  return async (app) => {
    app.addHook('preValidation', scopes.requireOperator('owner'));
    const actorOf = (request: Parameters<OperatorScopes['operatorOf']>[0]) => ({
      operatorId: scopes.operatorOf(request).id,
    });
    const params = ProfileChangeIdParamsSchema;

    app.get('/profile-changes', async () => profile.listPending());

    app.get('/profile-changes/:id/file', { schema: { params } }, async (request, reply) =>
      sendFile(reply, await profile.pendingFile(request.params.id)),
    );

    app.post('/profile-changes/:id/approve', { schema: { params } }, async (request) =>
      profile.approve(actorOf(request), request.params.id),
    );

    app.post(
      '/profile-changes/:id/decline',
      { schema: { params, body: ProfileChangeDeclineRequestSchema } },
      async (request) => profile.decline(actorOf(request), request.params.id, request.body.message),
    );
  };
}
