// PayPal's REST API as the stand-in serves it under /sim/paypal (docs/architecture.md §5.1):
// OAuth2 client credentials, Orders v2 (create, get, capture), Payments v2 (captures, refunds),
// the Disputes API's dispute lookup and the webhook calls (verify-webhook-signature, event
// lookup and resend). Each route reads PayPal's headers (Authorization, PayPal-Request-Id,
// Prefer, …) and hands over to the simulator, which checks them as PayPal does; a body that is
// not JSON is 415, as the token endpoint reads a form only (docs/decisions/033). Under /v1/simulator, with the same Bearer token, the
// stand-in's own controls, which PayPal has no API for: reverse a capture, open a dispute (each
// named by the capture's id or its order's), and resolve it with an outcome code
// (docs/decisions/027).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  disputeOutcomeCodes,
  disputeReasons,
  type DisputeOutcomeCode,
  type DisputeReason,
} from './disputes.ts';
import { payPalHeaders, type SentHeaders } from './header-rules.ts';
import type { PayPalSimulator } from './simulator.ts';
import { payPalError, unsupportedMediaType, type SimResponse } from './wire-errors.ts';

function send(reply: FastifyReply, answer: SimResponse) {
  const debugId =
    typeof answer.body === 'object' && answer.body !== null && 'debug_id' in answer.body
      ? String((answer.body as { debug_id: unknown }).debug_id)
      : undefined;
  if (debugId) reply.header('Paypal-Debug-Id', debugId);
  return reply
    .status(answer.status)
    .header('Cache-Control', 'no-store')
    .type('application/json')
    .send(answer.body);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function representation(request: FastifyRequest): boolean {
  return /return=representation/i.test(header(request, 'prefer') ?? '');
}

/** PayPal's documented headers as sent, for the stand-in to check. */
function sentHeaders(request: FastifyRequest): SentHeaders {
  return Object.fromEntries(
    payPalHeaders.map((name) => [name, header(request, name.toLowerCase())]),
  ) as Record<keyof SentHeaders, string | undefined>;
}

/** What the create, capture and refund calls read from their headers. */
function requestHeaders(request: FastifyRequest) {
  return {
    requestId: header(request, 'paypal-request-id'),
    representation: representation(request),
    sent: sentHeaders(request),
  };
}

/** PayPal's REST calls take JSON: a body of another type is 415. */
function isJsonOrEmpty(request: FastifyRequest): boolean {
  if (request.body === undefined) return true;
  return /^application\/json\b/i.test(header(request, 'content-type') ?? '');
}

type IdParams = { Params: { id: string } };

/** A string field of a JSON body, or undefined. */
function field(body: unknown, name: string): string | undefined {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

const isOutcomeCode = (value: string | undefined): value is DisputeOutcomeCode =>
  disputeOutcomeCodes.some((code) => code === value);

const isDisputeReason = (value: string | undefined): value is DisputeReason =>
  disputeReasons.some((reason) => reason === value);

export function registerRestRoutes(api: FastifyInstance, simulator: PayPalSimulator) {
  // Every call but the token request needs a live Bearer token.
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!simulator.authenticated(header(request, 'authorization'))) {
      return send(reply, simulator.authenticationFailure());
    }
  };
  const requireJson = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isJsonOrEmpty(request)) return send(reply, unsupportedMediaType());
  };
  /** Every call but the token request: a live Bearer token, and JSON. */
  const restCall = { onRequest: authenticate, preHandler: requireJson };

  // The token endpoint reads grant_type from a form body only.
  api.post('/v1/oauth2/token', async (request, reply) => {
    const form = /^application\/x-www-form-urlencoded\b/i.test(
      header(request, 'content-type') ?? '',
    )
      ? request.body
      : undefined;
    return send(reply, simulator.issueToken(header(request, 'authorization'), form));
  });

  api.post('/v2/checkout/orders', restCall, async (request, reply) =>
    send(reply, simulator.createOrder(request.body, requestHeaders(request))),
  );

  api.get<IdParams & { Querystring: { fields?: string } }>(
    '/v2/checkout/orders/:id',
    restCall,
    async (request, reply) =>
      send(
        reply,
        simulator.getOrder(request.params.id, {
          fields: typeof request.query.fields === 'string' ? request.query.fields : undefined,
        }),
      ),
  );

  api.post<IdParams>('/v2/checkout/orders/:id/capture', restCall, async (request, reply) =>
    send(reply, simulator.captureOrder(request.params.id, request.body, requestHeaders(request))),
  );

  api.get<IdParams>('/v2/payments/captures/:id', restCall, async (request, reply) =>
    send(reply, simulator.getCapture(request.params.id)),
  );

  api.post<IdParams>('/v2/payments/captures/:id/refund', restCall, async (request, reply) =>
    send(reply, simulator.refundCapture(request.params.id, request.body, requestHeaders(request))),
  );

  api.get<IdParams>('/v2/payments/refunds/:id', restCall, async (request, reply) =>
    send(reply, simulator.getRefund(request.params.id)),
  );

  api.get<IdParams>('/v1/customer/disputes/:id', restCall, async (request, reply) =>
    send(reply, simulator.getDispute(request.params.id)),
  );

  api.post<IdParams>('/v1/simulator/captures/:id/reverse', restCall, async (request, reply) =>
    send(reply, simulator.reverseCapture(request.params.id)),
  );

  api.post<IdParams>('/v1/simulator/captures/:id/disputes', restCall, async (request, reply) => {
    const reason = field(request.body, 'reason') ?? 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED';
    if (!isDisputeReason(reason)) {
      return send(
        reply,
        payPalError(400, {
          issue: 'INVALID_PARAMETER_VALUE',
          description: `reason must be one of ${disputeReasons.join(', ')}.`,
          field: '/reason',
          value: reason,
        }),
      );
    }
    return send(reply, simulator.openDispute(request.params.id, reason));
  });

  api.post<IdParams>('/v1/simulator/disputes/:id/resolve', restCall, async (request, reply) => {
    const outcomeCode = field(request.body, 'outcome_code');
    if (!isOutcomeCode(outcomeCode)) {
      return send(
        reply,
        payPalError(400, {
          issue: 'INVALID_PARAMETER_VALUE',
          description: `outcome_code must be one of ${disputeOutcomeCodes.join(', ')}.`,
          field: '/outcome_code',
        }),
      );
    }
    return send(reply, simulator.resolveDispute(request.params.id, outcomeCode));
  });

  api.post('/v1/notifications/verify-webhook-signature', restCall, async (request, reply) =>
    send(reply, simulator.verifyWebhookSignature(request.body)),
  );

  api.get<IdParams>('/v1/notifications/webhooks-events/:id', restCall, async (request, reply) =>
    send(reply, simulator.webhookEvent(request.params.id)),
  );

  api.post<IdParams>(
    '/v1/notifications/webhooks-events/:id/resend',
    restCall,
    async (request, reply) => send(reply, simulator.resendWebhookEvent(request.params.id)),
  );
}
