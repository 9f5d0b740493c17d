// /api/admin/customers… and /api/admin/settings/refund-limit (src/shared/api/admin/customers.ts):
// the back office's customers, for support and owners alike, but setting the support role's
// refund limit (owners only). HTTP only: the shared schemas parse, back-office.ts decides and
// audits.
import type { FastifyRequest } from 'fastify';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import type { OperatorScopes } from '#server/http/sessions/operator-sessions.ts';
import {
  CallParamsSchema,
  CustomerParamsSchema,
  CustomerSearchQuerySchema,
  MinutesRequestSchema,
  OptionalReasonRequestSchema,
  PurchaseParamsSchema,
  ReasonRequestSchema,
  RefundLimitRequestSchema,
  RefundRequestSchema,
  SectionParamsSchema,
  SectionQuerySchema,
} from '#shared/api/admin/customers.ts';
import type { CustomersBackOffice } from './back-office.ts';

export function customersBackOfficeRoutes(deps: {
  backOffice: CustomersBackOffice;
  scopes: OperatorScopes;
}): RoutesPlugin {
  const { backOffice, scopes } = deps;
  const operatorOf = (request: FastifyRequest) => {
    const { id, role } = scopes.operatorOf(request);
    return { id, role };
  };
  const optionalReason = (reason: string | undefined) =>
    reason === undefined || reason === '' ? null : reason;

  return async (app) => {
    const anyOperator = { preValidation: scopes.requireOperator() };

    app.get(
      '/customers',
      { ...anyOperator, schema: { querystring: CustomerSearchQuerySchema } },
      async (request) => backOffice.search(request.query),
    );

    app.get(
      '/customers/:id',
      { ...anyOperator, schema: { params: CustomerParamsSchema } },
      async (request) => backOffice.account(request.params.id),
    );

    app.get(
      '/customers/:id/:section',
      { ...anyOperator, schema: { params: SectionParamsSchema, querystring: SectionQuerySchema } },
      async (request) =>
        backOffice.section(request.params.id, request.params.section, request.query),
    );

    app.post(
      '/customers/:id/minutes',
      { ...anyOperator, schema: { params: CustomerParamsSchema, body: MinutesRequestSchema } },
      async (request) =>
        backOffice.adjustMinutes(operatorOf(request), request.params.id, request.body),
    );

    app.post(
      '/customers/:id/calls/:callId/credit',
      { ...anyOperator, schema: { params: CallParamsSchema, body: ReasonRequestSchema } },
      async (request) =>
        backOffice.creditBackCall(
          operatorOf(request),
          request.params.id,
          request.params.callId,
          request.body.reason,
        ),
    );

    app.post(
      '/customers/:id/purchases/:purchaseId/refund',
      { ...anyOperator, schema: { params: PurchaseParamsSchema, body: RefundRequestSchema } },
      async (request) =>
        backOffice.refund(
          operatorOf(request),
          request.params.id,
          request.params.purchaseId,
          request.body,
        ),
    );

    app.post(
      '/customers/:id/hold',
      { ...anyOperator, schema: { params: CustomerParamsSchema, body: ReasonRequestSchema } },
      async (request) =>
        backOffice.placeHold(operatorOf(request), request.params.id, request.body.reason),
    );

    app.post(
      '/customers/:id/hold/lift',
      { ...anyOperator, schema: { params: CustomerParamsSchema, body: ReasonRequestSchema } },
      async (request) =>
        backOffice.liftHold(operatorOf(request), request.params.id, request.body.reason),
    );

    app.post(
      '/customers/:id/confirmation',
      {
        ...anyOperator,
        schema: { params: CustomerParamsSchema, body: OptionalReasonRequestSchema },
      },
      async (request) =>
        backOffice.resendConfirmation(
          operatorOf(request),
          request.params.id,
          optionalReason(request.body.reason),
          { ip: request.ip, userAgent: request.headers['user-agent'] },
        ),
    );

    app.post(
      '/customers/:id/sessions/end',
      {
        ...anyOperator,
        schema: { params: CustomerParamsSchema, body: OptionalReasonRequestSchema },
      },
      async (request) =>
        backOffice.endAllSessions(
          operatorOf(request),
          request.params.id,
          optionalReason(request.body.reason),
        ),
    );

    app.post(
      '/customers/:id/pin/clear',
      {
        ...anyOperator,
        schema: { params: CustomerParamsSchema, body: OptionalReasonRequestSchema },
      },
      async (request) =>
        backOffice.clearPhonePin(
          operatorOf(request),
          request.params.id,
          optionalReason(request.body.reason),
        ),
    );

    app.post(
      '/customers/:id/delete',
      { ...anyOperator, schema: { params: CustomerParamsSchema, body: ReasonRequestSchema } },
      async (request) =>
        backOffice.deleteAccount(operatorOf(request), request.params.id, request.body.reason),
    );

    app.get('/settings/refund-limit', anyOperator, async () => backOffice.refundLimit());

    app.put(
      '/settings/refund-limit',
      {
        preValidation: scopes.requireOperator('owner'),
        schema: { body: RefundLimitRequestSchema },
      },
      async (request) => backOffice.setRefundLimit(operatorOf(request), request.body.limitCents),
    );
  };
}
