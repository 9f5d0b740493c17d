// A completed purchase's receipt (issue "Buying minutes"): the same figures for the emailed
// copy and for GET /api/me/purchases/:purchaseId/receipt, all taken from the order as it was
// charged (never recomputed), with the seller's details from the configuration.
import type { Config } from '#server/config.ts';
import type { PaymentOrder } from '#server/db/tables/payment-orders.ts';
import type { Receipt } from '#shared/api/payments.ts';
import { messageCopy } from '#shared/copy/message-catalogue.ts';
import type { ReceiptLine } from '#shared/copy/en/messages.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { formatTaxRate, GST_RATE_PER_100000, QST_RATE_PER_100000 } from '#shared/pricing/tax.ts';
import { BUSINESS_TIME_ZONE } from '#shared/time/business-time.ts';

export interface ReceiptSource {
  purchase: { id: string; purchasedAt: string; bundleName: string };
  order: Pick<
    PaymentOrder,
    | 'id'
    | 'provider'
    | 'providerOrderId'
    | 'priceCents'
    | 'discountCents'
    | 'gstCents'
    | 'qstCents'
    | 'totalCents'
    | 'minutes'
    | 'giftMinutes'
    | 'bonusMinutes'
  >;
  couponCode: string | null;
  customer: { name: string; email: string };
}

export function buildReceipt(
  source: ReceiptSource,
  config: Pick<Config, 'brandName' | 'business'>,
): Receipt {
  const { purchase, order, customer } = source;
  return {
    purchaseId: purchase.id,
    // The order id people see is the provider's (DECISIONS.md 8).
    orderId: order.providerOrderId ?? order.id,
    paymentMethod: order.provider,
    purchasedAt: purchase.purchasedAt,
    brandName: config.brandName,
    businessAddress: config.business.address,
    gstRegistrationNumber: config.business.gstRegistrationNumber,
    qstRegistrationNumber: config.business.qstRegistrationNumber,
    customerName: customer.name,
    customerEmail: customer.email,
    packageName: purchase.bundleName,
    minutes: order.minutes,
    giftMinutes: order.giftMinutes,
    bonusMinutes: order.bonusMinutes,
    couponCode: source.couponCode,
    priceCents: order.priceCents,
    discountCents: order.discountCents,
    gstCents: order.gstCents,
    qstCents: order.qstCents,
    totalCents: order.totalCents,
    currency: 'CAD',
  };
}

const receiptDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "November 21, 2026 at 10:00 AM EST": Montréal time, as the business keeps its books. */
export function formatReceiptDate(instant: string): string {
  return receiptDateFormat.format(new Date(instant));
}

/** The receipt email (texts in messageCopy.receipt), plain text and HTML. */
export function receiptEmail(
  receipt: Receipt,
  supportEmail: string,
): { subject: string; text: string; html: string } {
  const texts = messageCopy.receipt;
  const labels = texts.labels;
  const lines: ReceiptLine[] = [
    [labels.seller, receipt.brandName],
    [labels.address, receipt.businessAddress],
    [labels.gstNumber, receipt.gstRegistrationNumber],
    [labels.qstNumber, receipt.qstRegistrationNumber],
    [labels.orderId, receipt.orderId],
    [labels.date, formatReceiptDate(receipt.purchasedAt)],
    [labels.customer, `${receipt.customerName} (${receipt.customerEmail})`],
    [labels.paymentMethod, texts.paymentMethods[receipt.paymentMethod]],
    [labels.package, receipt.packageName],
    [labels.minutes, String(receipt.minutes)],
    [labels.freeMinutes, String(receipt.giftMinutes)],
    ...(receipt.bonusMinutes > 0
      ? [[labels.bonusMinutes, String(receipt.bonusMinutes)] as const]
      : []),
    [labels.price, formatCad(receipt.priceCents)],
    ...(receipt.discountCents > 0
      ? [[labels.discount(receipt.couponCode ?? ''), formatCad(-receipt.discountCents)] as const]
      : []),
    [labels.gst(formatTaxRate(GST_RATE_PER_100000)), formatCad(receipt.gstCents)],
    [labels.qst(formatTaxRate(QST_RATE_PER_100000)), formatCad(receipt.qstCents)],
    [labels.total, formatCad(receipt.totalCents), 'strong'],
  ];
  const totalMinutes = receipt.minutes + receipt.giftMinutes + receipt.bonusMinutes;
  const args = [receipt.brandName, supportEmail, receipt.customerName, totalMinutes] as const;
  return {
    subject: texts.subject(receipt.brandName, receipt.orderId),
    text: texts.text(...args, ...lines),
    html: texts.html(...args, ...lines),
  };
}
