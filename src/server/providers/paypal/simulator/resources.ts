// The stand-in's resources as PayPal renders them (PP-SPEC `order`, `capture`, `refund`):
// snake_case fields, money as {currency_code, value} strings, HATEOAS links, ISO timestamps.
import { centsToDecimalString } from '#shared/pricing/money.ts';
import type { SimCapture, SimOrder, SimRefund, SimStore } from './state.ts';

/** The merchant account the stand-in plays (its id in PayPal's `account_id` format). */
export const simulatedPayee = {
  email_address: 'merchant@lumina-psychics.example',
  merchant_id: 'SMERCHANT7X2Q',
};

/** PayPal Canada's domestic rate: 2.9 % + $0.30 (what seller_receivable_breakdown shows). */
function paypalFeeCents(grossCents: number): number {
  return Math.round((grossCents * 29) / 1000) + 30;
}

export function money(currency: string, cents: number) {
  return { currency_code: currency, value: centsToDecimalString(cents) };
}

export interface ResourceUrls {
  /** The REST base, e.g. http://localhost:3000/sim/paypal. */
  apiBaseUrl: string;
}

export function approvalUrl(urls: ResourceUrls, orderId: string): string {
  return `${urls.apiBaseUrl}/checkoutnow?token=${encodeURIComponent(orderId)}`;
}

function orderLinks(order: SimOrder, urls: ResourceUrls) {
  const self = `${urls.apiBaseUrl}/v2/checkout/orders/${order.id}`;
  const links: { href: string; rel: string; method: string }[] = [
    { href: self, rel: 'self', method: 'GET' },
  ];
  if (order.status === 'CREATED') {
    links.push({ href: approvalUrl(urls, order.id), rel: 'approve', method: 'GET' });
  }
  if (order.status !== 'COMPLETED') {
    links.push({ href: self, rel: 'update', method: 'PATCH' });
    const action = order.intent === 'CAPTURE' ? 'capture' : 'authorize';
    links.push({ href: `${self}/${action}`, rel: action, method: 'POST' });
  }
  return links;
}

/** 201 to a create with the default Prefer: return=minimal. */
export function minimalOrderJson(order: SimOrder, urls: ResourceUrls) {
  return { id: order.id, status: order.status, links: orderLinks(order, urls) };
}

export function captureJson(capture: SimCapture, order: SimOrder | undefined, urls: ResourceUrls) {
  const self = `${urls.apiBaseUrl}/v2/payments/captures/${capture.id}`;
  const net = capture.amountCents - paypalFeeCents(capture.amountCents);
  return {
    id: capture.id,
    status: capture.status,
    ...(capture.statusReason ? { status_details: { reason: capture.statusReason } } : {}),
    amount: money(capture.currency, capture.amountCents),
    final_capture: true,
    seller_protection: {
      status: 'ELIGIBLE',
      dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
    },
    ...(capture.status === 'PENDING'
      ? {}
      : {
          seller_receivable_breakdown: {
            gross_amount: money(capture.currency, capture.amountCents),
            paypal_fee: money(capture.currency, paypalFeeCents(capture.amountCents)),
            net_amount: money(capture.currency, net),
          },
        }),
    ...(capture.customId !== null ? { custom_id: capture.customId } : {}),
    ...(capture.invoiceId !== null ? { invoice_id: capture.invoiceId } : {}),
    ...(order ? { supplementary_data: { related_ids: { order_id: order.id } } } : {}),
    links: [
      { href: self, rel: 'self', method: 'GET' },
      { href: `${self}/refund`, rel: 'refund', method: 'POST' },
      {
        href: `${urls.apiBaseUrl}/v2/checkout/orders/${capture.orderId}`,
        rel: 'up',
        method: 'GET',
      },
    ],
    create_time: capture.createTime,
    update_time: capture.updateTime,
  };
}

export function refundJson(refund: SimRefund, capture: SimCapture | undefined, urls: ResourceUrls) {
  const self = `${urls.apiBaseUrl}/v2/payments/refunds/${refund.id}`;
  // PayPal returns the share of its fee matching the refunded part.
  const feeShare =
    capture && capture.amountCents > 0
      ? Math.round((paypalFeeCents(capture.amountCents) * refund.amountCents) / capture.amountCents)
      : 0;
  return {
    id: refund.id,
    amount: money(refund.currency, refund.amountCents),
    seller_payable_breakdown: {
      gross_amount: money(refund.currency, refund.amountCents),
      paypal_fee: money(refund.currency, feeShare),
      net_amount: money(refund.currency, refund.amountCents - feeShare),
      total_refunded_amount: money(refund.currency, capture?.refundedCents ?? refund.amountCents),
    },
    ...(refund.customId !== null ? { custom_id: refund.customId } : {}),
    ...(refund.invoiceId !== null ? { invoice_id: refund.invoiceId } : {}),
    ...(refund.noteToPayer !== null ? { note_to_payer: refund.noteToPayer } : {}),
    status: refund.status,
    create_time: refund.createTime,
    update_time: refund.updateTime,
    links: [
      { href: self, rel: 'self', method: 'GET' },
      {
        href: `${urls.apiBaseUrl}/v2/payments/captures/${refund.captureId}`,
        rel: 'up',
        method: 'GET',
      },
    ],
  };
}

/** The full order (Prefer: return=representation, GET, capture). */
export function orderJson(order: SimOrder, store: SimStore, urls: ResourceUrls) {
  const payer = order.payer;
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    ...(payer
      ? {
          payment_source: {
            paypal: {
              email_address: payer.email,
              account_id: payer.payerId,
              account_status: 'VERIFIED',
              name: { given_name: payer.givenName, surname: payer.surname },
              address: { country_code: 'CA' },
            },
          },
        }
      : {}),
    purchase_units: order.units.map((unit) => {
      const capture = unit.captureId ? store.captures.get(unit.captureId) : undefined;
      const refunds = capture
        ? capture.refundIds.flatMap((id) => {
            const refund = store.refunds.get(id);
            return refund ? [refundJson(refund, capture, urls)] : [];
          })
        : [];
      return {
        reference_id: unit.referenceId,
        amount: unit.amount,
        payee: simulatedPayee,
        ...(unit.description !== null ? { description: unit.description } : {}),
        ...(unit.customId !== null ? { custom_id: unit.customId } : {}),
        ...(unit.invoiceId !== null ? { invoice_id: unit.invoiceId } : {}),
        ...(unit.softDescriptor !== null ? { soft_descriptor: unit.softDescriptor } : {}),
        ...(unit.items !== null ? { items: unit.items } : {}),
        ...(capture
          ? {
              payments: {
                captures: [captureJson(capture, undefined, urls)],
                ...(refunds.length > 0 ? { refunds } : {}),
              },
            }
          : {}),
      };
    }),
    ...(payer
      ? {
          payer: {
            name: { given_name: payer.givenName, surname: payer.surname },
            email_address: payer.email,
            payer_id: payer.payerId,
            address: { country_code: 'CA' },
          },
        }
      : {}),
    create_time: order.createTime,
    ...(order.updateTime !== order.createTime ? { update_time: order.updateTime } : {}),
    links: orderLinks(order, urls),
  };
}
