// The PayPal webhook events we act on (docs/architecture.md §5.1), read from a delivery
// whose genuineness PayPal has already confirmed. Only the fields we use are read; everything
// else in PayPal's envelope is ignored, and an event we cannot read is ignored as "other".
// A reversal (PAYMENT.CAPTURE.REVERSED) carries a refund-shaped resource whose "up" link names
// the capture; a dispute (CUSTOMER.DISPUTE.*) names our capture as each disputed transaction's
// seller_transaction_id (docs/decisions/027).
import { z } from 'zod';
import { decimalStringToCents } from '#shared/pricing/money.ts';

const MoneySchema = z.object({ currency_code: z.string(), value: z.string() });
const LinkSchema = z.object({ href: z.string(), rel: z.string() });

const CaptureResourceSchema = z.object({
  id: z.string().min(1),
  custom_id: z.string().optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
});

/** A reversal's resource: refund-shaped as PayPal sends it, its amount read when present. */
const ReversalResourceSchema = z.object({
  id: z.string().min(1),
  amount: MoneySchema.optional(),
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  links: z.array(LinkSchema).optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ capture_id: z.string().optional() }).optional() })
    .optional(),
});

const RefundResourceSchema = ReversalResourceSchema.extend({ amount: MoneySchema });

const DisputeResourceSchema = z.object({
  dispute_id: z.string().min(1),
  disputed_transactions: z
    .array(z.object({ seller_transaction_id: z.string().min(1).optional() }))
    .optional(),
  dispute_outcome: z.object({ outcome_code: z.string().optional() }).optional(),
});

const EnvelopeSchema = z.object({
  id: z.string().optional(),
  event_type: z.string(),
  resource: z.unknown(),
});

export type PayPalWebhookEvent =
  | {
      kind: 'capture_completed';
      eventId: string | null;
      captureId: string;
      /** Our order id, as we sent it. */
      customId: string | null;
      paypalOrderId: string | null;
    }
  | {
      kind: 'capture_refunded';
      eventId: string | null;
      refundId: string;
      amountCents: number;
      currency: string;
      /** The refunded capture (the refund's "up" link), when PayPal names it. */
      captureId: string | null;
      customId: string | null;
      invoiceId: string | null;
    }
  | {
      kind: 'capture_reversed';
      eventId: string | null;
      /** The reversal's own id (a refund id), or the capture's when the resource is the capture. */
      reversalId: string;
      /** What went back to the buyer; null when the resource does not say. */
      amountCents: number | null;
      currency: string | null;
      captureId: string | null;
      customId: string | null;
      invoiceId: string | null;
    }
  | {
      kind: 'dispute_created' | 'dispute_resolved';
      eventId: string | null;
      disputeId: string;
      /** The disputed captures (seller_transaction_id), in PayPal's order. */
      captureIds: string[];
      /** dispute_outcome.outcome_code; null when absent (and always for a created dispute). */
      outcomeCode: string | null;
    }
  | { kind: 'other'; eventId: string | null; eventType: string };

/** The capture a refund belongs to: its `up` link is /v2/payments/captures/{id}. */
function refundedCaptureId(resource: z.infer<typeof ReversalResourceSchema>): string | null {
  const fromIds = resource.supplementary_data?.related_ids?.capture_id;
  if (fromIds) return fromIds;
  const up = resource.links?.find((link) => link.rel === 'up')?.href;
  const match = up ? /\/captures\/([^/?#]+)/.exec(up) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The event, or null when the body is not a PayPal event at all. */
export function readPayPalEvent(body: unknown): PayPalWebhookEvent | null {
  const envelope = EnvelopeSchema.safeParse(body);
  if (!envelope.success) return null;
  const eventId = envelope.data.id ?? null;
  const eventType = envelope.data.event_type;
  if (eventType === 'PAYMENT.CAPTURE.COMPLETED') {
    const resource = CaptureResourceSchema.safeParse(envelope.data.resource);
    if (resource.success) {
      return {
        kind: 'capture_completed',
        eventId,
        captureId: resource.data.id,
        customId: resource.data.custom_id ?? null,
        paypalOrderId: resource.data.supplementary_data?.related_ids?.order_id ?? null,
      };
    }
  }
  if (eventType === 'PAYMENT.CAPTURE.REFUNDED') {
    const resource = RefundResourceSchema.safeParse(envelope.data.resource);
    const amountCents = resource.success ? decimalStringToCents(resource.data.amount.value) : null;
    if (resource.success && amountCents !== null && amountCents >= 0) {
      return {
        kind: 'capture_refunded',
        eventId,
        refundId: resource.data.id,
        amountCents,
        currency: resource.data.amount.currency_code,
        captureId: refundedCaptureId(resource.data),
        customId: resource.data.custom_id ?? null,
        invoiceId: resource.data.invoice_id ?? null,
      };
    }
  }
  if (eventType === 'PAYMENT.CAPTURE.REVERSED') {
    const resource = ReversalResourceSchema.safeParse(envelope.data.resource);
    if (resource.success) {
      const amount = resource.data.amount;
      const amountCents = amount ? decimalStringToCents(amount.value) : null;
      return {
        kind: 'capture_reversed',
        eventId,
        reversalId: resource.data.id,
        amountCents: amountCents !== null && amountCents >= 0 ? amountCents : null,
        currency: amount?.currency_code ?? null,
        captureId: refundedCaptureId(resource.data),
        customId: resource.data.custom_id ?? null,
        invoiceId: resource.data.invoice_id ?? null,
      };
    }
  }
  if (eventType === 'CUSTOMER.DISPUTE.CREATED' || eventType === 'CUSTOMER.DISPUTE.RESOLVED') {
    const resource = DisputeResourceSchema.safeParse(envelope.data.resource);
    if (resource.success) {
      return {
        kind: eventType === 'CUSTOMER.DISPUTE.CREATED' ? 'dispute_created' : 'dispute_resolved',
        eventId,
        disputeId: resource.data.dispute_id,
        captureIds: (resource.data.disputed_transactions ?? []).flatMap((transaction) =>
          transaction.seller_transaction_id ? [transaction.seller_transaction_id] : [],
        ),
        outcomeCode: resource.data.dispute_outcome?.outcome_code ?? null,
      };
    }
  }
  return { kind: 'other', eventId, eventType };
}
