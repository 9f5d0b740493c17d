// The operator kind of session (docs/decisions/044): the `lumina_operator` cookie, apart from the
// customers' (a customer's cookie never opens anything under /api/admin, nor an operator's a
// customer route), sessions looked up by the operators service (30 minutes idle, 12 hours at
// most, a disabled operator's ended on their next request), and the scopes the back office's
// routes declare: any operator, or owners only.
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Config } from '#server/config.ts';
import { DomainError } from '#server/domain-error.ts';
import type { OperatorsService } from '#server/features/operators/service.ts';
import type { OperatorView } from '#shared/api/admin/session.ts';
import { createSessionCookie } from './session-cookie.ts';
import type { SessionLayer, Sessions } from './session-layer.ts';

/** The operator's cookie, before the `__Host-` prefix an https address adds. */
export const OPERATOR_SESSION_COOKIE = 'lumina_operator';

export interface OperatorScopes {
  /** The operators' sessions: the cookie, and the operator of a request (null for none). */
  sessions: Sessions<OperatorView>;
  /**
   * Lets in a signed-in operator (401 UNAUTHENTICATED otherwise); with 'owner', only an owner
   * (403 FORBIDDEN for support).
   */
  requireOperator(role?: 'owner'): preValidationAsyncHookHandler;
  /** The operator a hook of the route's scope let in. */
  operatorOf(request: FastifyRequest): OperatorView;
}

export function registerOperatorSessions(
  layer: SessionLayer,
  deps: { operators: Pick<OperatorsService, 'lookUpSession'>; config: Config },
): OperatorScopes {
  const { operators } = deps;
  const sessions = layer.register<OperatorView>({
    name: 'operator',
    cookie: createSessionCookie({
      publicUrl: deps.config.publicUrl,
      name: OPERATOR_SESSION_COOKIE,
    }),
    lookUp: (token) => operators.lookUpSession(token),
  });
  const anyOperator = sessions.require();
  const ownerOnly = sessions.require({
    check: (operator) => {
      if (operator.role !== 'owner') {
        throw new DomainError('FORBIDDEN', adminCopy.operators.forbidden);
      }
    },
  });
  return {
    sessions,
    requireOperator: (role) => (role === 'owner' ? ownerOnly : anyOperator),
    operatorOf: (request) => sessions.of(request),
  };
}
