// The PayPal stand-in, without HTTP (docs/decisions/003): it keeps state, follows PayPal's
// contract and fails the way PayPal fails. Its parts: OAuth tokens (oauth.ts), orders and
// captures (orders.ts), refunds (refunds.ts), webhooks and their verification (webhooks.ts).
// The routes (rest-routes.ts, approval-routes.ts) only put its answers on the wire; tests drive
// it through `control` (control.ts).
import type { Clock } from '#server/clock.ts';
import { createControl } from './control.ts';
import type { SimContext } from './context.ts';
import { createDisputes, type DisputeOutcomeCode, type DisputeReason } from './disputes.ts';
import { createFailureInjector } from './failures.ts';
import { createIdempotencyKeys } from './idempotency.ts';
import { newPayerId } from './ids.ts';
import { createOAuth } from './oauth.ts';
import { createOrders, type RequestHeaders } from './orders.ts';
import { createRefunds } from './refunds.ts';
import { createStore, type SimPayer } from './state.ts';
import { createWebhookSender, type SentWebhook, type WebhookTransport } from './webhooks.ts';
import { shapeProblem, text, type FieldRule } from './field-rules.ts';
import {
  authenticationFailure,
  v1Error,
  v1ValidationError,
  type SimResponse,
} from './wire-errors.ts';

export type { PayPalSimulatorControl } from './control.ts';

export interface PayPalSimulatorOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** The REST base the stand-in is served under: `${PUBLIC_URL}/sim/paypal`. */
  apiBaseUrl: string;
  /** Our listener: `${PUBLIC_URL}/api/payments/paypal/webhook`. */
  webhookUrl: string;
  /** The merchant's name on the approval page, unless the order names one. */
  brandName: string;
  clock: Clock;
  transport: WebhookTransport;
  /** How long a PENDING capture waits before it completes by itself (default 20 s). */
  pendingCaptureDelayMs?: number;
  /** Access token lifetime (PayPal: 9 hours). */
  tokenLifetimeSeconds?: number;
  /** How long after the event a webhook goes out (default 250 ms). */
  webhookDeliveryDelayMs?: number;
  /** Waits before the retries of a delivery our listener did not accept (10 s, 1 min, 10 min). */
  webhookRetryDelaysMs?: readonly number[];
  /**
   * The simulated webhook's subscription (PAYMENT.CAPTURE.COMPLETED, .REFUNDED and .REVERSED,
   * CUSTOMER.DISPUTE.CREATED and .RESOLVED).
   */
  webhookEventTypes?: readonly string[];
  onWebhookDeliveryFailure?: (webhook: SentWebhook) => void;
}

export type PayPalSimulator = ReturnType<typeof createPayPalSimulator>;

/**
 * A webhook event's id in a path: at most 50 characters. The webhooks document allows only
 * letters and digits, yet PayPal's own event ids carry dashes (WH-…-…): those are let through.
 */
const eventIdRule = text({ max: 50, pattern: /^[a-zA-Z0-9-]+$/ });
/** A dispute's id in a path (the disputes document, version 1.10). */
const disputeIdRule = text({ min: 1, max: 255, pattern: /^[A-Za-z0-9-]+$/ });

/** 400 VALIDATION_ERROR for a malformed id in the path, or null. */
function badPathId(id: string, rule: FieldRule, field: string): SimResponse | null {
  const problem = shapeProblem(id, rule, field);
  return problem ? v1ValidationError([{ ...problem, location: 'path' }]) : null;
}

/** A v1 lookup of an unknown event, as PayPal's webhooks API answers it. */
function unknownEvent(): SimResponse {
  return v1Error(404, 'INVALID_RESOURCE_ID', 'Resource id is invalid');
}

export function createPayPalSimulator(options: PayPalSimulatorOptions) {
  const { clock } = options;
  // One simulated buyer account for the whole process, like a tester's sandbox buyer.
  const buyer: SimPayer = {
    payerId: newPayerId(),
    email: 'sb-buyer@personal.example.com',
    givenName: 'Alex',
    surname: 'Tremblay',
  };
  const webhooks = createWebhookSender({
    webhookId: options.webhookId,
    webhookUrl: options.webhookUrl,
    apiBaseUrl: options.apiBaseUrl,
    clock,
    transport: options.transport,
    eventTypes: options.webhookEventTypes ?? [
      'PAYMENT.CAPTURE.COMPLETED',
      'PAYMENT.CAPTURE.REFUNDED',
      'PAYMENT.CAPTURE.REVERSED',
      'CUSTOMER.DISPUTE.CREATED',
      'CUSTOMER.DISPUTE.RESOLVED',
    ],
    deliveryDelayMs: options.webhookDeliveryDelayMs ?? 250,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [10_000, 60_000, 600_000],
    ...(options.onWebhookDeliveryFailure
      ? { onDeliveryFailure: options.onWebhookDeliveryFailure }
      : {}),
  });
  const ctx: SimContext = {
    store: createStore(),
    urls: { apiBaseUrl: options.apiBaseUrl },
    clock,
    keys: createIdempotencyKeys(clock),
    webhooks,
  };
  const oauth = createOAuth({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    clock,
    lifetimeSeconds: options.tokenLifetimeSeconds ?? 32_400,
  });
  const orders = createOrders(ctx, {
    buyer,
    pendingCaptureDelayMs: options.pendingCaptureDelayMs ?? 20_000,
  });
  const refunds = createRefunds(ctx);
  const disputes = createDisputes(ctx);
  const failures = createFailureInjector();

  return {
    control: createControl({
      store: ctx.store,
      orders,
      refunds,
      disputes,
      webhooks,
      expireAccessTokens: oauth.expireAll,
      failNext: failures.failNext,
    }),
    /** The merchant name the approval page shows for an order. */
    merchantName: (orderId: string) =>
      ctx.store.orders.get(orderId)?.brandName ?? options.brandName,
    buyerEmail: buyer.email,
    issueToken: (authorization: string | undefined, form: unknown) =>
      failures.run('token', () => oauth.issueToken(authorization, form)),
    authenticated: oauth.authenticated,
    authenticationFailure,
    createOrder: (body: unknown, request: RequestHeaders) =>
      failures.run('create', () => orders.create(body, request)),
    getOrder: (orderId: string, query: { fields?: string | undefined } = {}) =>
      failures.run('get', () => orders.get(orderId, query)),
    captureOrder: (
      orderId: string,
      body: unknown,
      request: Omit<RequestHeaders, 'representation'>,
    ) => failures.run('capture', () => orders.capture(orderId, body, request)),
    getCapture: (captureId: string) => failures.run('get', () => orders.getCapture(captureId)),
    refundCapture: (captureId: string, body: unknown, request: RequestHeaders) =>
      failures.run('refund', () => refunds.refund(captureId, body, request)),
    getRefund: (refundId: string) => failures.run('get', () => refunds.get(refundId)),
    getDispute: (disputeId: string) =>
      failures.run(
        'get',
        () => badPathId(disputeId, disputeIdRule, 'id') ?? disputes.get(disputeId),
      ),
    // The stand-in's own controls (PayPal has no API for them): a reversal, a dispute opened
    // by the buyer, a dispute resolved by PayPal.
    reverseCapture: (captureId: string) => disputes.reverse(captureId),
    openDispute: (captureId: string, reason: DisputeReason) => disputes.open(captureId, reason),
    resolveDispute: (disputeId: string, outcomeCode: DisputeOutcomeCode) =>
      disputes.resolve(disputeId, outcomeCode),
    verifyWebhookSignature: (body: unknown) => failures.run('verify', () => webhooks.verify(body)),
    webhookEvent(eventId: string): SimResponse {
      const malformed = badPathId(eventId, eventIdRule, 'event_id');
      if (malformed) return malformed;
      const event = webhooks.event(eventId);
      return event ? { status: 200, body: event } : unknownEvent();
    },
    resendWebhookEvent(eventId: string): SimResponse {
      const malformed = badPathId(eventId, eventIdRule, 'event_id');
      if (malformed) return malformed;
      const webhook = webhooks.resend(eventId);
      return webhook ? { status: 202, body: webhook.event } : unknownEvent();
    },
    /** The order the approval page shows (undefined: unknown token). */
    orderForApproval: (orderId: string) => ctx.store.orders.get(orderId),
    approve: orders.approve,
    cancel: orders.cancel,
    async close() {
      orders.stop();
      await webhooks.close();
    },
  };
}
