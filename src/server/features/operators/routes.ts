// /api/admin's sign-in, set-up, session and operators (src/shared/api/admin/session.ts): HTTP
// only. Bodies are parsed with the shared schemas; the service decides; these handlers set and
// clear the operator cookie. Set-up and sign-in are open; the rest needs an operator session.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import type { OperatorScopes } from '#server/http/sessions/operator-sessions.ts';
import {
  OperatorSignInRequestSchema,
  SetupCompleteRequestSchema,
  SetupStartRequestSchema,
  type OperatorListResponse,
  type OperatorSessionResponse,
  type SetupCompleteResponse,
} from '#shared/api/admin/session.ts';
import type { Client, OperatorSignedIn, OperatorsService } from './service.ts';

const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export function operatorRoutes(deps: {
  operators: OperatorsService;
  scopes: OperatorScopes;
}): RoutesPlugin {
  const { operators, scopes } = deps;
  const { cookie } = scopes.sessions;
  return async (app) => {
    const signedIn = (reply: FastifyReply, { token, maxAgeSeconds }: OperatorSignedIn) =>
      cookie.write(reply, token, maxAgeSeconds);

    app.post('/setup/start', { schema: { body: SetupStartRequestSchema } }, async (request) =>
      operators.setupStart(request.body, clientOf(request)),
    );

    app.post(
      '/setup/complete',
      { schema: { body: SetupCompleteRequestSchema } },
      async (request, reply) => {
        const done = await operators.setupComplete(
          request.body,
          clientOf(request),
          cookie.read(request),
        );
        signedIn(reply, done.signedIn);
        const body: SetupCompleteResponse = {
          operator: done.signedIn.operator,
          recoveryCodes: done.recoveryCodes,
        };
        return body;
      },
    );

    app.post(
      '/session',
      { schema: { body: OperatorSignInRequestSchema } },
      async (request, reply) => {
        const done = await operators.signIn(request.body, clientOf(request), cookie.read(request));
        signedIn(reply, done);
        const body: OperatorSessionResponse = { operator: done.operator };
        return body;
      },
    );

    app.get('/session', { preValidation: scopes.requireOperator() }, async (request) => {
      const body: OperatorSessionResponse = { operator: scopes.operatorOf(request) };
      return body;
    });

    // Answers 204 and clears the cookie whether or not a session was open.
    app.delete('/session', async (request, reply) => {
      await operators.signOut(cookie.read(request));
      cookie.clear(reply);
      return reply.status(204).send();
    });

    app.get('/operators', { preValidation: scopes.requireOperator('owner') }, async () => {
      const body: OperatorListResponse = { operators: await operators.list() };
      return body;
    });
  };
}
