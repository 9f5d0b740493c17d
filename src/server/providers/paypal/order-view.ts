// PayPal's order and capture JSON (PP-SPEC `order`, `capture`) read into the port's views:
// amounts back to integer cents, the first purchase unit and its first capture. Fields we do
// not use are ignored; a body without what we need is an unreadable answer.
import { z } from 'zod';
import { decimalStringToCents } from '#shared/pricing/money.ts';
import type { PayPalCapture, PayPalCaptureStatus, PayPalOrderView } from './port.ts';

const MoneySchema = z.object({ currency_code: z.string(), value: z.string() });

export const CaptureJsonSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: MoneySchema,
  custom_id: z.string().optional(),
});

export const OrderJsonSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        amount: MoneySchema.optional(),
        custom_id: z.string().optional(),
        payments: z.object({ captures: z.array(CaptureJsonSchema).optional() }).optional(),
      }),
    )
    .optional(),
});

export const RefundJsonSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: MoneySchema.optional(),
});

const captureStatuses: readonly PayPalCaptureStatus[] = [
  'COMPLETED',
  'PENDING',
  'DECLINED',
  'FAILED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
];

/** Thrown for a 2xx body we cannot read; the client turns it into a ProviderError. */
export class UnreadableAnswer extends Error {}

function cents(money: z.infer<typeof MoneySchema>): number {
  const value = decimalStringToCents(money.value);
  if (value === null) throw new UnreadableAnswer(`unreadable amount "${money.value}"`);
  return value;
}

export function toCapture(
  json: z.infer<typeof CaptureJsonSchema>,
  fallbackCustomId: string | null = null,
): PayPalCapture {
  return {
    id: json.id,
    // A status PayPal may add later must not pass for money received: it reads as PENDING,
    // which credits nothing.
    status: (captureStatuses as readonly string[]).includes(json.status)
      ? (json.status as PayPalCaptureStatus)
      : 'PENDING',
    amountCents: cents(json.amount),
    currency: json.amount.currency_code,
    customId: json.custom_id ?? fallbackCustomId,
  };
}

export function toOrderView(body: unknown): PayPalOrderView {
  const parsed = OrderJsonSchema.safeParse(body);
  if (!parsed.success) throw new UnreadableAnswer('unreadable order');
  const order = parsed.data;
  const unit = order.purchase_units?.[0];
  const first = unit?.payments?.captures?.[0];
  const capture = first ? toCapture(first, unit?.custom_id ?? null) : null;
  const amount = unit?.amount ?? first?.amount;
  if (!amount) throw new UnreadableAnswer('order without an amount');
  return {
    id: order.id,
    status: order.status,
    customId: unit?.custom_id ?? null,
    amountCents: cents(amount),
    currency: amount.currency_code,
    capture,
  };
}
