// The advisor kind of session (docs/decisions/048): the `lumina_advisor` cookie, apart from the
// customers' and the operators' (a customer's or an operator's cookie never opens anything under
// /api/advisor, nor an advisor's one of their routes), sessions looked up by the advisors' app
// service (7 days idle, 30 days at most), and the scope the advisors' routes declare.
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Config } from '#server/config.ts';
import type { AdvisorAppService, AdvisorPrincipal } from '#server/features/advisor-app/service.ts';
import { createSessionCookie } from './session-cookie.ts';
import type { SessionLayer, Sessions } from './session-layer.ts';

/** The advisor's cookie, before the `__Host-` prefix an https address adds. */
export const ADVISOR_SESSION_COOKIE = 'lumina_advisor';

export interface AdvisorScopes {
  /** The advisors' sessions: the cookie, and the advisor of a request (null for none). */
  sessions: Sessions<AdvisorPrincipal>;
  /** Lets in a signed-in advisor (401 UNAUTHENTICATED otherwise). */
  requireAdvisor: preValidationAsyncHookHandler;
  /** The id of the advisor a hook of the route's scope let in. */
  advisorIdOf(request: FastifyRequest): string;
}

export function registerAdvisorSessions(
  layer: SessionLayer,
  deps: { advisorApp: Pick<AdvisorAppService, 'lookUpSession'>; config: Config },
): AdvisorScopes {
  const { advisorApp } = deps;
  const sessions = layer.register<AdvisorPrincipal>({
    name: 'advisor',
    cookie: createSessionCookie({ publicUrl: deps.config.publicUrl, name: ADVISOR_SESSION_COOKIE }),
    lookUp: (token) => advisorApp.lookUpSession(token),
  });
  return {
    sessions,
    requireAdvisor: sessions.require(),
    advisorIdOf: (request) => sessions.of(request).advisorId,
  };
}
