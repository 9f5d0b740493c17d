// Payments v2 refunds in the stand-in: all that is left of a capture by default, or an amount;
// the capture becomes PARTIALLY_REFUNDED or REFUNDED and PAYMENT.CAPTURE.REFUNDED is sent.
// Refused like PayPal: a pending capture (PENDING_CAPTURE), a fully refunded one, more than is
// left, another currency.
import { isoNow, summaryAmount, type SimContext } from './context.ts';
import { newResourceId } from './ids.ts';
import { validateMoney } from './order-validation.ts';
import type { RequestHeaders } from './orders.ts';
import { money, refundJson } from './resources.ts';
import type { SimRefund } from './state.ts';
import { payPalError, resourceNotFound, type SimResponse } from './wire-errors.ts';

const issues = {
  PENDING_CAPTURE:
    'Cannot initiate a refund as the capture is pending. Capture is typically pending when the payer has funded the transaction using e-check or bank account.',
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded.',
  REFUND_NOT_ALLOWED: 'Refund is not allowed for this capture.',
  REFUND_AMOUNT_EXCEEDED:
    'The refund amount must be less than or equal to the capture amount that has not yet been refunded. Verify the refund amount and try the request again.',
  REFUND_CAPTURE_CURRENCY_MISMATCH:
    'Refund must be in the same currency as the capture. Verify the currency of the refund and try the request again.',
  CANNOT_BE_ZERO_OR_NEGATIVE:
    'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
} as const;

export function createRefunds(ctx: SimContext) {
  const { store, urls, clock, keys, webhooks } = ctx;

  function answer(refund: SimRefund, status: number, representation: boolean): SimResponse {
    const json = refundJson(refund, store.captures.get(refund.captureId), urls);
    return {
      status,
      body: representation ? json : { id: json.id, status: json.status, links: json.links },
    };
  }

  function refund(captureId: string, body: unknown, request: RequestHeaders): SimResponse {
    const key = request.requestId ? `refund:${captureId}:${request.requestId}` : null;
    const replayed = store.refunds.get(keys.recall(key) ?? '');
    if (replayed) return answer(replayed, 200, request.representation);
    const capture = store.captures.get(captureId);
    if (!capture) return resourceNotFound(captureId, 'capture_id');
    const refuse = (issue: keyof typeof issues, field?: string) =>
      payPalError(
        422,
        { issue, description: issues[issue], ...(field ? { field } : {}) },
        { docsPath: 'payments/v2' },
      );
    if (capture.status === 'PENDING') return refuse('PENDING_CAPTURE');
    if (capture.status === 'REFUNDED') return refuse('CAPTURE_FULLY_REFUNDED');
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
      return refuse('REFUND_NOT_ALLOWED');
    }
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const left = capture.amountCents - capture.refundedCents;
    let amountCents = left;
    if (fields.amount !== undefined) {
      const amount = validateMoney(fields.amount, '/amount');
      if (!amount.ok) return amount.response;
      if (amount.currency !== capture.currency) {
        return refuse('REFUND_CAPTURE_CURRENCY_MISMATCH', '/amount/currency_code');
      }
      if (amount.cents <= 0) return refuse('CANNOT_BE_ZERO_OR_NEGATIVE', '/amount/value');
      if (amount.cents > left) return refuse('REFUND_AMOUNT_EXCEEDED', '/amount/value');
      amountCents = amount.cents;
    }
    const at = isoNow(clock);
    const made: SimRefund = {
      id: newResourceId(),
      captureId,
      status: 'COMPLETED',
      currency: capture.currency,
      amountCents,
      customId: typeof fields.custom_id === 'string' ? fields.custom_id : capture.customId,
      invoiceId: typeof fields.invoice_id === 'string' ? fields.invoice_id : capture.invoiceId,
      noteToPayer:
        typeof fields.note_to_payer === 'string' ? fields.note_to_payer.slice(0, 255) : null,
      createTime: at,
      updateTime: at,
    };
    store.refunds.set(made.id, made);
    capture.refundedCents += amountCents;
    capture.refundIds.push(made.id);
    capture.status =
      capture.refundedCents >= capture.amountCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.updateTime = at;
    keys.remember(key, made.id);
    webhooks.publish(
      'PAYMENT.CAPTURE.REFUNDED',
      'refund',
      refundJson(made, capture, urls),
      `A ${summaryAmount(made.currency, money(made.currency, amountCents).value)} capture payment was refunded`,
    );
    return answer(made, 201, request.representation);
  }

  function get(refundId: string): SimResponse {
    const found = store.refunds.get(refundId);
    if (!found) return resourceNotFound(refundId, 'refund_id');
    return { status: 200, body: refundJson(found, store.captures.get(found.captureId), urls) };
  }

  return { refund, get };
}

export type Refunds = ReturnType<typeof createRefunds>;
