// What the buyer's bank and PayPal do to a capture after it was paid, in the stand-in
// (docs/decisions/027): a reversal (a chargeback: everything not refunded yet goes back to the
// buyer; PAYMENT.CAPTURE.REVERSED with a refund-shaped resource whose "up" link names the
// capture), and a dispute the buyer opens (CUSTOMER.DISPUTE.CREATED) that PayPal later resolves
// with an outcome code (CUSTOMER.DISPUTE.RESOLVED). Each event goes out through the same signed
// webhooks as the others. PayPal has no API to open a dispute or reverse a payment (a sandbox
// buyer does it on PayPal's site), so these are the stand-in's own controls; the dispute itself
// is read as the Disputes API shows it (GET /v1/customer/disputes/{id}).
import { isoNow, summaryAmount, type SimContext } from './context.ts';
import { newDisputeId, newResourceId } from './ids.ts';
import { money, refundJson, simulatedPayee } from './resources.ts';
import type { SimCapture, SimDispute, SimRefund } from './state.ts';
import { payPalError, resourceNotFound, type SimResponse } from './wire-errors.ts';

/** Why a buyer disputes: the disputes document's `dispute_reason`. */
export const disputeReasons = [
  'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
  'MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED',
  'UNAUTHORISED',
  'CREDIT_NOT_PROCESSED',
  'DUPLICATE_TRANSACTION',
  'INCORRECT_AMOUNT',
  'PAYMENT_BY_OTHER_MEANS',
  'CANCELED_RECURRING_BILLING',
  'PROBLEM_WITH_REMITTANCE',
  'OTHER',
] as const;
export type DisputeReason = (typeof disputeReasons)[number];

/** The Disputes API's outcome codes (dispute_outcome.outcome_code). */
export const disputeOutcomeCodes = [
  'RESOLVED_BUYER_FAVOUR',
  'RESOLVED_SELLER_FAVOUR',
  'RESOLVED_WITH_PAYOUT',
  'CANCELED_BY_BUYER',
  'ACCEPTED',
  'DENIED',
  'NONE',
] as const;
export type DisputeOutcomeCode = (typeof disputeOutcomeCodes)[number];

const buyerFavour: ReadonlySet<string> = new Set([
  'RESOLVED_BUYER_FAVOUR',
  'RESOLVED_WITH_PAYOUT',
  'ACCEPTED',
]);

/** A dispute as the Disputes API v1 renders it. */
export function disputeJson(
  dispute: SimDispute,
  capture: SimCapture | undefined,
  apiBaseUrl: string,
) {
  const amount = money(dispute.currency, dispute.amountCents);
  return {
    dispute_id: dispute.id,
    create_time: dispute.createTime,
    update_time: dispute.updateTime,
    disputed_transactions: [
      {
        buyer_transaction_id: dispute.buyerTransactionId,
        seller_transaction_id: dispute.captureId,
        create_time: capture?.createTime ?? dispute.createTime,
        transaction_status: capture?.status ?? 'COMPLETED',
        gross_amount: money(dispute.currency, capture?.amountCents ?? dispute.amountCents),
        ...(capture?.invoiceId ? { invoice_number: capture.invoiceId } : {}),
        ...(capture?.customId ? { custom: capture.customId } : {}),
        seller: {
          email: simulatedPayee.email_address,
          merchant_id: simulatedPayee.merchant_id,
        },
        seller_protection_eligible: true,
      },
    ],
    reason: dispute.reason,
    status: dispute.status,
    dispute_amount: amount,
    ...(dispute.outcomeCode
      ? {
          dispute_outcome: {
            outcome_code: dispute.outcomeCode,
            ...(buyerFavour.has(dispute.outcomeCode) ? { amount_refunded: amount } : {}),
          },
        }
      : {}),
    dispute_life_cycle_stage: 'CHARGEBACK',
    dispute_channel: 'INTERNAL',
    links: [
      {
        href: `${apiBaseUrl}/v1/customer/disputes/${dispute.id}`,
        rel: 'self',
        method: 'GET',
      },
    ],
  };
}

export function createDisputes(ctx: SimContext) {
  const { store, urls, clock, webhooks } = ctx;

  const refuse = (issue: string, description: string) =>
    payPalError(422, { issue, description }, { docsPath: 'customer-disputes/v1' });

  /** A capture by its id, or the capture of an order by the order's (what people see). */
  function captureNamed(id: string): SimCapture | undefined {
    const captureId = store.orders.get(id)?.units.find((unit) => unit.captureId)?.captureId;
    return store.captures.get(captureId ?? id);
  }

  function publishDispute(eventType: string, dispute: SimDispute, summary: string) {
    const capture = store.captures.get(dispute.captureId);
    webhooks.publish(eventType, 'dispute', disputeJson(dispute, capture, urls.apiBaseUrl), summary);
  }

  return {
    /**
     * The buyer's bank takes back all that is not refunded yet: PAYMENT.CAPTURE.REVERSED. `id`:
     * the capture's, or its order's.
     */
    reverse(id: string): SimResponse {
      const capture = captureNamed(id);
      if (!capture) return resourceNotFound(id, 'capture_id');
      const captureId = capture.id;
      const left = capture.amountCents - capture.refundedCents;
      if (capture.status === 'PENDING' || left <= 0) {
        return refuse('CAPTURE_NOT_REVERSIBLE', 'Nothing of this capture is left to reverse.');
      }
      const at = isoNow(clock);
      const reversal: SimRefund = {
        id: newResourceId(),
        captureId,
        status: 'COMPLETED',
        currency: capture.currency,
        amountCents: left,
        customId: capture.customId,
        invoiceId: capture.invoiceId,
        noteToPayer: 'Payment reversed',
        createTime: at,
        updateTime: at,
      };
      store.refunds.set(reversal.id, reversal);
      capture.refundedCents += left;
      capture.refundIds.push(reversal.id);
      capture.status = 'REFUNDED';
      capture.updateTime = at;
      const json = refundJson(reversal, capture, urls);
      webhooks.publish(
        'PAYMENT.CAPTURE.REVERSED',
        'refund',
        json,
        `A ${summaryAmount(reversal.currency, money(reversal.currency, left).value)} capture payment was reversed`,
      );
      return { status: 201, body: json };
    },

    /** The buyer opens a dispute about the capture (or its order's): CUSTOMER.DISPUTE.CREATED. */
    open(id: string, reason: DisputeReason): SimResponse {
      const capture = captureNamed(id);
      if (!capture) return resourceNotFound(id, 'capture_id');
      const captureId = capture.id;
      if (capture.status === 'PENDING') {
        return refuse('CAPTURE_NOT_DISPUTABLE', 'A pending capture cannot be disputed.');
      }
      const at = isoNow(clock);
      const dispute: SimDispute = {
        id: newDisputeId(),
        captureId,
        buyerTransactionId: newResourceId(),
        reason,
        status: 'WAITING_FOR_SELLER_RESPONSE',
        currency: capture.currency,
        amountCents: capture.amountCents - capture.refundedCents,
        outcomeCode: null,
        createTime: at,
        updateTime: at,
      };
      store.disputes.set(dispute.id, dispute);
      publishDispute(
        'CUSTOMER.DISPUTE.CREATED',
        dispute,
        `A new dispute opened with Case # ${dispute.id}`,
      );
      return { status: 201, body: disputeJson(dispute, capture, urls.apiBaseUrl) };
    },

    /** PayPal closes the dispute with an outcome: CUSTOMER.DISPUTE.RESOLVED. */
    resolve(disputeId: string, outcomeCode: DisputeOutcomeCode): SimResponse {
      const dispute = store.disputes.get(disputeId);
      if (!dispute) return resourceNotFound(disputeId, 'dispute_id');
      if (dispute.status === 'RESOLVED') {
        return refuse('DISPUTE_ALREADY_RESOLVED', 'The dispute is already resolved.');
      }
      dispute.status = 'RESOLVED';
      dispute.outcomeCode = outcomeCode;
      dispute.updateTime = isoNow(clock);
      publishDispute(
        'CUSTOMER.DISPUTE.RESOLVED',
        dispute,
        `A dispute was resolved with case # ${dispute.id}`,
      );
      return {
        status: 200,
        body: disputeJson(dispute, store.captures.get(dispute.captureId), urls.apiBaseUrl),
      };
    },

    /** GET /v1/customer/disputes/{id}. */
    get(disputeId: string): SimResponse {
      const dispute = store.disputes.get(disputeId);
      if (!dispute) return resourceNotFound(disputeId, 'dispute_id');
      return {
        status: 200,
        body: disputeJson(dispute, store.captures.get(dispute.captureId), urls.apiBaseUrl),
      };
    },
  };
}

export type Disputes = ReturnType<typeof createDisputes>;
