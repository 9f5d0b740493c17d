// Payments v2 refunds in the stand-in: all that is left of a capture by default, or an amount;
// the capture becomes PARTIALLY_REFUNDED or REFUNDED and PAYMENT.CAPTURE.REFUNDED is sent. The
// body is checked against the Payments v2 document's `refund_request` (400), then refused as
// PayPal does (422, in the refund's own words): a pending capture (PENDING_CAPTURE), a fully
// refunded one, more than is left, another currency, an invoice id already refunded, platform
// fees the simulated merchant is not set up for (docs/decisions/033).
import { centsOf, type MoneyJson } from './amounts.ts';
import { isoNow, summaryAmount, type SimContext } from './context.ts';
import { array, object, shapeProblem, text } from './field-rules.ts';
import { newResourceId } from './ids.ts';
import {
  describedIssue,
  invalidRequest,
  paymentsRequestIssues,
  refundBusinessIssues,
} from './issue-catalogue.ts';
import { money as moneyRule } from './order-request-rules.ts';
import type { RequestHeaders } from './orders.ts';
import { money, refundJson } from './resources.ts';
import type { SimRefund } from './state.ts';
import { payPalError, resourceNotFound, type SimResponse } from './wire-errors.ts';

/** `refund_request` in the Payments v2 document. */
const refundRequest = object({
  amount: moneyRule,
  custom_id: text({ min: 1, max: 127, pattern: /^.*$/ }),
  invoice_id: text({ min: 1, max: 127, pattern: /^.*$/ }),
  note_to_payer: text({ min: 1, max: 255, pattern: /^.*$/ }),
  payment_instruction: object({
    platform_fees: array(
      object(
        {
          amount: moneyRule,
          payee: object({
            email_address: text({ min: 3, max: 254 }),
            merchant_id: text({ min: 13, max: 13 }),
          }),
        },
        ['amount'],
      ),
      { min: 0, max: 1 },
    ),
  }),
});

interface RefundJson {
  amount?: MoneyJson | null;
  custom_id?: string | null;
  invoice_id?: string | null;
  note_to_payer?: string | null;
  payment_instruction?: { platform_fees?: unknown[] | null } | null;
}

export function createRefunds(ctx: SimContext) {
  const { store, urls, clock, keys, webhooks } = ctx;
  /** The invoice ids refunds were asked for with (not those a refund takes from its capture). */
  const refundInvoiceIds = new Set<string>();

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
    const malformed = body === undefined ? null : shapeProblem(body, refundRequest);
    if (malformed) {
      return invalidRequest(paymentsRequestIssues, malformed, 'body', { docsPath: 'payments/v2' });
    }
    const capture = store.captures.get(captureId);
    if (!capture) return resourceNotFound(captureId, 'capture_id');
    const refuse = (issue: keyof typeof refundBusinessIssues, field?: string, value?: string) =>
      payPalError(
        422,
        describedIssue([refundBusinessIssues], issue, {
          ...(field !== undefined ? { field } : {}),
          ...(value !== undefined ? { value } : {}),
        }),
        { docsPath: 'payments/v2' },
      );
    if (capture.status === 'PENDING') return refuse('PENDING_CAPTURE');
    if (capture.status === 'REFUNDED') return refuse('CAPTURE_FULLY_REFUNDED');
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
      return refuse('REFUND_NOT_ALLOWED');
    }
    const fields = (body ?? {}) as RefundJson;
    if ((fields.payment_instruction?.platform_fees ?? []).length > 0) {
      return refuse('PLATFORM_FEE_NOT_ENABLED', '/payment_instruction/platform_fees');
    }
    const invoiceId = fields.invoice_id ?? null;
    if (invoiceId !== null && refundInvoiceIds.has(invoiceId)) {
      return refuse('DUPLICATE_INVOICE_ID', '/invoice_id', invoiceId);
    }
    const left = capture.amountCents - capture.refundedCents;
    let amountCents = left;
    if (fields.amount) {
      const { currency_code: currency, value } = fields.amount;
      if (!/^[A-Z]{3}$/.test(currency)) {
        return refuse('INVALID_CURRENCY_CODE', '/amount/currency_code', currency);
      }
      if (currency !== capture.currency) {
        return refuse('REFUND_CAPTURE_CURRENCY_MISMATCH', '/amount/currency_code', currency);
      }
      const cents = centsOf(value);
      if (cents === null) return refuse('DECIMAL_PRECISION', '/amount/value', value);
      if (cents <= 0n) return refuse('CANNOT_BE_ZERO_OR_NEGATIVE', '/amount/value', value);
      if (cents > BigInt(left)) return refuse('REFUND_AMOUNT_EXCEEDED', '/amount/value', value);
      amountCents = Number(cents);
    }
    const at = isoNow(clock);
    const made: SimRefund = {
      id: newResourceId(),
      captureId,
      status: 'COMPLETED',
      currency: capture.currency,
      amountCents,
      customId: fields.custom_id ?? capture.customId,
      invoiceId: invoiceId ?? capture.invoiceId,
      noteToPayer: fields.note_to_payer ?? null,
      createTime: at,
      updateTime: at,
    };
    store.refunds.set(made.id, made);
    if (invoiceId !== null) refundInvoiceIds.add(invoiceId);
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
