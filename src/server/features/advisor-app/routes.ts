// /api/advisor, the advisors' app (src/shared/api/advisor/session.ts): HTTP only. Bodies are
// parsed with the shared schemas; the service decides; these handlers set and clear the advisor
// cookie. Asking for a code and signing in are open; the rest needs an advisor session.
import type { FastifyRequest } from 'fastify';
import { neverCache } from '#server/http/never-cache.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import type { AdvisorScopes } from '#server/http/sessions/advisor-sessions.ts';
import {
  AdvisorCodeRequestSchema,
  AdvisorPresenceRequestSchema,
  AdvisorSignInRequestSchema,
  type AdvisorCallResponse,
  type AdvisorSessionResponse,
} from '#shared/api/advisor/session.ts';
import type { AdvisorAppService, Client } from './service.ts';

const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export function advisorAppRoutes(deps: {
  advisorApp: AdvisorAppService;
  scopes: AdvisorScopes;
}): RoutesPlugin {
  const { advisorApp, scopes } = deps;
  const { cookie } = scopes.sessions;
  const signedIn = { preValidation: scopes.requireAdvisor };
  return async (app) => {
    neverCache(app);

    app.post('/code', { schema: { body: AdvisorCodeRequestSchema } }, async (request) =>
      advisorApp.requestCode(request.body.phone, clientOf(request)),
    );

    app.post(
      '/session',
      { schema: { body: AdvisorSignInRequestSchema } },
      async (request, reply) => {
        const done = await advisorApp.signIn(request.body, clientOf(request), cookie.read(request));
        cookie.write(reply, done.token, done.maxAgeSeconds);
        const body: AdvisorSessionResponse = { advisor: done.advisor };
        return body;
      },
    );

    app.get('/session', signedIn, async (request) => {
      const body: AdvisorSessionResponse = {
        advisor: await advisorApp.view(scopes.advisorIdOf(request)),
      };
      return body;
    });

    // Answers 204 and clears the cookie whether or not a session was open.
    app.delete('/session', async (request, reply) => {
      await advisorApp.signOut(cookie.read(request));
      cookie.clear(reply);
      return reply.status(204).send();
    });

    app.put(
      '/presence',
      { ...signedIn, schema: { body: AdvisorPresenceRequestSchema } },
      async (request) => {
        const body: AdvisorSessionResponse = {
          advisor: await advisorApp.setPresence(scopes.advisorIdOf(request), request.body),
        };
        return body;
      },
    );

    app.get('/call', signedIn, async (request) => {
      const body: AdvisorCallResponse = {
        call: await advisorApp.currentCall(scopes.advisorIdOf(request)),
      };
      return body;
    });
  };
}
