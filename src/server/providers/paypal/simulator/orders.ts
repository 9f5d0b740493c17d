// Orders v2 in the stand-in: create (validated like PayPal, duplicate invoice ids refused,
// PayPal-Request-Id replays), read, the buyer's approval with a simulated outcome, and capture:
// ORDER_NOT_APPROVED before approval, ORDER_ALREADY_CAPTURED after, INSTRUMENT_DECLINED (the
// order needs approval again), or a capture COMPLETED at once or PENDING (PENDING_REVIEW) until
// it completes about 20 s later. A completed capture sends PAYMENT.CAPTURE.COMPLETED.
import { isoNow, summaryAmount, type SimContext } from './context.ts';
import { newResourceId } from './ids.ts';
import { validateOrderRequest } from './order-validation.ts';
import { approvalUrl, captureJson, minimalOrderJson, money, orderJson } from './resources.ts';
import type { SimCapture, SimOrder, SimPayer, SimulatedOutcome } from './state.ts';
import { payPalError, resourceNotFound, type SimResponse } from './wire-errors.ts';

const issues = {
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
  ORDER_ALREADY_CAPTURED:
    "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  ACTION_DOES_NOT_MATCH_INTENT:
    "Order was created with an intent to 'AUTHORIZE'. Please use v2/checkout/orders/order_id/authorize to complete the transaction or alternately Create an order with an intent of 'CAPTURE'.",
  DUPLICATE_INVOICE_ID:
    'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
} as const;

export interface RequestHeaders {
  requestId?: string | undefined;
  /** Prefer: return=representation */
  representation: boolean;
}

export function createOrders(
  ctx: SimContext,
  options: { buyer: SimPayer; pendingCaptureDelayMs: number },
) {
  const { store, urls, clock, keys, webhooks } = ctx;
  const pendingTimers = new Set<NodeJS.Timeout>();

  const render = (order: SimOrder, representation: boolean) =>
    representation ? orderJson(order, store, urls) : minimalOrderJson(order, urls);

  function publishCompleted(capture: SimCapture) {
    webhooks.publish(
      'PAYMENT.CAPTURE.COMPLETED',
      'capture',
      captureJson(capture, store.orders.get(capture.orderId), urls),
      `Payment completed for ${summaryAmount(capture.currency, money(capture.currency, capture.amountCents).value)}`,
    );
  }

  function completePending(capture: SimCapture): boolean {
    if (capture.status !== 'PENDING') return false;
    capture.status = 'COMPLETED';
    capture.statusReason = null;
    capture.updateTime = isoNow(clock);
    publishCompleted(capture);
    return true;
  }

  function create(body: unknown, request: RequestHeaders): SimResponse {
    const key = request.requestId ? `create::${request.requestId}` : null;
    const replayed = store.orders.get(keys.recall(key) ?? '');
    if (replayed) return { status: 200, body: render(replayed, request.representation) };

    const validation = validateOrderRequest(body);
    if (!validation.ok) return validation.response;
    const { order: validated } = validation;
    const invoiceIds = new Set<string>();
    for (const existing of store.orders.values()) {
      for (const unit of existing.units) if (unit.invoiceId) invoiceIds.add(unit.invoiceId);
    }
    for (const unit of validated.units) {
      if (unit.invoiceId === null) continue;
      if (invoiceIds.has(unit.invoiceId)) {
        return payPalError(422, {
          issue: 'DUPLICATE_INVOICE_ID',
          description: issues.DUPLICATE_INVOICE_ID,
          field: `/purchase_units/@reference_id=='${unit.referenceId}'/invoice_id`,
          value: unit.invoiceId,
        });
      }
      invoiceIds.add(unit.invoiceId);
    }
    const at = isoNow(clock);
    const order: SimOrder = {
      id: newResourceId(),
      intent: validated.intent,
      status: 'CREATED',
      units: validated.units.map((unit) => ({ ...unit, captureId: null })),
      brandName: validated.brandName,
      createTime: at,
      updateTime: at,
      payer: null,
      outcome: null,
    };
    store.orders.set(order.id, order);
    keys.remember(key, order.id);
    return { status: 201, body: render(order, request.representation) };
  }

  function get(orderId: string): SimResponse {
    const order = store.orders.get(orderId);
    if (!order) return resourceNotFound(orderId);
    return { status: 200, body: orderJson(order, store, urls) };
  }

  function capture(orderId: string, request: { requestId?: string | undefined }): SimResponse {
    const key = request.requestId ? `capture:${orderId}:${request.requestId}` : null;
    const order = store.orders.get(orderId);
    if (!order) return resourceNotFound(orderId);
    if (keys.recall(key)) return { status: 200, body: orderJson(order, store, urls) };
    const refuse = (issue: keyof typeof issues) =>
      payPalError(422, { issue, description: issues[issue] });
    if (order.intent !== 'CAPTURE') return refuse('ACTION_DOES_NOT_MATCH_INTENT');
    if (order.status === 'COMPLETED') return refuse('ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return refuse('ORDER_NOT_APPROVED');
    if (order.outcome === 'INSTRUMENT_DECLINED') {
      // The buyer must approve again, with another funding source (PayPal's "restart").
      order.status = 'CREATED';
      order.outcome = null;
      order.payer = null;
      order.updateTime = isoNow(clock);
      return payPalError(
        422,
        { issue: 'INSTRUMENT_DECLINED', description: issues.INSTRUMENT_DECLINED },
        { links: [{ href: approvalUrl(urls, order.id), rel: 'redirect', method: 'GET' }] },
      );
    }

    const pending = order.outcome === 'PENDING';
    const at = isoNow(clock);
    const captures = order.units.map((unit, unitIndex) => {
      const made: SimCapture = {
        id: newResourceId(),
        orderId: order.id,
        unitIndex,
        status: pending ? 'PENDING' : 'COMPLETED',
        statusReason: pending ? 'PENDING_REVIEW' : null,
        currency: unit.currency,
        amountCents: unit.amountCents,
        refundedCents: 0,
        customId: unit.customId,
        invoiceId: unit.invoiceId,
        createTime: at,
        updateTime: at,
        refundIds: [],
      };
      store.captures.set(made.id, made);
      unit.captureId = made.id;
      return made;
    });
    order.status = 'COMPLETED';
    order.updateTime = at;
    keys.remember(key, order.id);
    for (const made of captures) {
      if (!pending) {
        publishCompleted(made);
        continue;
      }
      const timer = setTimeout(() => {
        pendingTimers.delete(timer);
        completePending(made);
      }, options.pendingCaptureDelayMs);
      timer.unref();
      pendingTimers.add(timer);
    }
    return { status: 201, body: orderJson(order, store, urls) };
  }

  function getCapture(captureId: string): SimResponse {
    const found = store.captures.get(captureId);
    if (!found) return resourceNotFound(captureId, 'capture_id');
    return { status: 200, body: captureJson(found, store.orders.get(found.orderId), urls) };
  }

  function approve(
    orderId: string,
    outcome: SimulatedOutcome,
  ): 'approved' | 'not-found' | 'closed' {
    const order = store.orders.get(orderId);
    if (!order) return 'not-found';
    if (order.status === 'COMPLETED') return 'closed';
    order.status = 'APPROVED';
    order.outcome = outcome;
    order.payer = options.buyer;
    order.updateTime = isoNow(clock);
    return 'approved';
  }

  function cancel(orderId: string): 'cancelled' | 'not-found' | 'closed' {
    const order = store.orders.get(orderId);
    if (!order) return 'not-found';
    if (order.status === 'COMPLETED') return 'closed';
    if (order.status === 'APPROVED') {
      order.status = 'CREATED';
      order.outcome = null;
      order.payer = null;
      order.updateTime = isoNow(clock);
    }
    return 'cancelled';
  }

  return {
    create,
    get,
    capture,
    getCapture,
    approve,
    cancel,
    completePending,
    stop() {
      for (const timer of pendingTimers) clearTimeout(timer);
      pendingTimers.clear();
    },
  };
}

export type Orders = ReturnType<typeof createOrders>;
