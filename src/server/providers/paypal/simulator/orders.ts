// Orders v2 in the stand-in: create (duplicate invoice ids refused, PayPal-Request-Id replays),
// read, the buyer's approval with a simulated outcome, and capture. Each call first checks its
// headers, path id and body against the Orders v2 document (header-rules.ts,
// order-request-rules.ts, order-validation.ts) and words its refusals from the call's own list
// (issue-catalogue.ts). Capture answers ORDER_NOT_APPROVED before approval,
// ORDER_ALREADY_CAPTURED after, INSTRUMENT_DECLINED (the order needs approval again), or makes a
// capture COMPLETED at once or PENDING (PENDING_REVIEW) until it completes about 20 s later. A
// completed capture sends PAYMENT.CAPTURE.COMPLETED.
import { isoNow, summaryAmount, type SimContext } from './context.ts';
import { shapeProblem } from './field-rules.ts';
import {
  captureOrderHeaders,
  createOrderHeaders,
  fieldsQueryProblem,
  headerProblem,
  orderIdProblem,
  type SentHeaders,
} from './header-rules.ts';
import { newResourceId } from './ids.ts';
import {
  captureBusinessIssues,
  captureRequestIssues,
  describedIssue,
  invalidRequest,
  ordersBusinessIssues,
  ordersRequestIssues,
} from './issue-catalogue.ts';
import { orderCaptureRequest } from './order-request-rules.ts';
import { validateOrderRequest } from './order-validation.ts';
import { approvalUrl, captureJson, minimalOrderJson, money, orderJson } from './resources.ts';
import type { SimCapture, SimOrder, SimPayer, SimulatedOutcome } from './state.ts';
import { payPalError, resourceNotFound, type SimResponse } from './wire-errors.ts';

export interface RequestHeaders {
  requestId?: string | undefined;
  /** Prefer: return=representation */
  representation: boolean;
  /** PayPal's documented headers as sent, checked against the call's rules. */
  sent?: Partial<SentHeaders>;
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
    const badHeader = headerProblem(request.sent, createOrderHeaders);
    if (badHeader) return invalidRequest(ordersRequestIssues, badHeader, 'header');
    const key = request.requestId !== undefined ? `create::${request.requestId}` : null;
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
        return payPalError(
          422,
          describedIssue([ordersBusinessIssues], 'DUPLICATE_INVOICE_ID', {
            field: `/purchase_units/@reference_id=='${unit.referenceId}'/invoice_id`,
            value: unit.invoiceId,
          }),
        );
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

  function get(orderId: string, query: { fields?: string | undefined } = {}): SimResponse {
    const badId = orderIdProblem(orderId);
    if (badId) return invalidRequest(ordersRequestIssues, badId, 'path');
    const badQuery = fieldsQueryProblem(query.fields);
    if (badQuery) return invalidRequest(ordersRequestIssues, badQuery, 'query');
    const order = store.orders.get(orderId);
    if (!order) return resourceNotFound(orderId);
    return { status: 200, body: orderJson(order, store, urls) };
  }

  function capture(
    orderId: string,
    body: unknown,
    request: Omit<RequestHeaders, 'representation'>,
  ): SimResponse {
    const badId = orderIdProblem(orderId);
    if (badId) return invalidRequest(captureRequestIssues, badId, 'path');
    const badHeader = headerProblem(request.sent, captureOrderHeaders);
    if (badHeader) return invalidRequest(captureRequestIssues, badHeader, 'header');
    const badBody = body === undefined ? null : shapeProblem(body, orderCaptureRequest);
    if (badBody) return invalidRequest(captureRequestIssues, badBody, 'body');
    const key = request.requestId !== undefined ? `capture:${orderId}:${request.requestId}` : null;
    const order = store.orders.get(orderId);
    if (!order) return resourceNotFound(orderId);
    if (keys.recall(key)) return { status: 200, body: orderJson(order, store, urls) };
    const refuse = (issue: keyof typeof captureBusinessIssues) =>
      payPalError(422, describedIssue([captureBusinessIssues], issue));
    if (order.intent !== 'CAPTURE') return refuse('ACTION_DOES_NOT_MATCH_INTENT');
    if (order.status === 'COMPLETED') return refuse('ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return refuse('ORDER_NOT_APPROVED');
    if (order.outcome === 'INSTRUMENT_DECLINED') {
      // The buyer must approve again, with another funding source (PayPal's "restart").
      order.status = 'CREATED';
      order.outcome = null;
      order.payer = null;
      order.updateTime = isoNow(clock);
      return payPalError(422, describedIssue([captureBusinessIssues], 'INSTRUMENT_DECLINED'), {
        links: [{ href: approvalUrl(urls, order.id), rel: 'redirect', method: 'GET' }],
      });
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
