// The PayPal webhook events we act on (reference/integrations.md §1.6), read from a delivery
// whose genuineness PayPal has already confirmed. Only the fields we use are read; everything
// else in PayPal's envelope is ignored, and an event we cannot read is ignored as "other".
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

const RefundResourceSchema = z.object({
  id: z.string().min(1),
  amount: MoneySchema,
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  links: z.array(LinkSchema).optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ capture_id: z.string().optional() }).optional() })
    .optional(),
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
  | { kind: 'other'; eventId: string | null; eventType: string };

/** The capture a refund belongs to: its `up` link is /v2/payments/captures/{id}. */
function refundedCaptureId(resource: z.infer<typeof RefundResourceSchema>): string | null {
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
  return { kind: 'other', eventId, eventType };
}
