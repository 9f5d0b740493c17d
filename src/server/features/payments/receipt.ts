// A completed purchase's receipt (docs/decisions/012-payments.md): the same figures for the emailed
// copy and for GET /api/me/purchases/:purchaseId/receipt, all taken from the order as it was
// charged (never recomputed), with the seller's details from the configuration. Its words,
// amounts and date are in one language: the customer's for the email, the page's for the screen.
import type { Config } from '#server/config.ts';
import type { PaymentOrder } from '#server/db/tables/payment-orders.ts';
import { undisturbedPayment, type PaymentStatus } from '#shared/api/payment-status.ts';
import type { Receipt } from '#shared/api/payments.ts';
import { accountCopyFor } from '#shared/copy/account-catalogue.ts';
import type { EmailSender, ReceiptLine } from '#shared/copy/email-frame.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { formatReceiptDate } from '#shared/format/display.ts';
import { postalAddressInline, postalAddressLines } from '#shared/format/postal-address.ts';
import { findBundle } from '#shared/pricing/bundles.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { formatTaxRate, GST_RATE_PER_100000, QST_RATE_PER_100000 } from '#shared/pricing/tax.ts';

export interface ReceiptSource {
  purchase: { id: string; purchasedAt: string; bundleName: string };
  order: Pick<
    PaymentOrder,
    | 'id'
    | 'bundleId'
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

/**
 * The package's name in `locale`. The purchase keeps the name it was bought under (English), which
 * stays the answer for a package no longer sold.
 */
function packageName(bundleId: string, boughtAs: string, locale: Locale): string {
  const bundle = findBundle(bundleId);
  return bundle ? accountCopyFor(locale).purchase.bundleNames[bundle.id] : boughtAs;
}

export function buildReceipt(
  source: ReceiptSource,
  config: Pick<Config, 'brandName' | 'business'>,
  locale: Locale,
  /** What became of the payment since (the emailed receipt is sent before anything can). */
  paymentStatus: PaymentStatus = undisturbedPayment,
): Receipt {
  const { purchase, order, customer } = source;
  return {
    purchaseId: purchase.id,
    // The order id people see is the provider's (docs/product.md §10.8).
    orderId: order.providerOrderId ?? order.id,
    paymentMethod: order.provider,
    purchasedAt: purchase.purchasedAt,
    brandName: config.brandName,
    // The legal name and address, a line each, in the receipt's language.
    businessAddress: postalAddressLines(config.business.address, locale).join('\n'),
    gstRegistrationNumber: config.business.gstRegistrationNumber,
    qstRegistrationNumber: config.business.qstRegistrationNumber,
    customerName: customer.name,
    customerEmail: customer.email,
    packageName: packageName(order.bundleId, purchase.bundleName, locale),
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
    paymentStatus,
  };
}

/** The receipt email in the customer's language (texts in messageCopy.receipt), text and HTML. */
export function receiptEmail(
  receipt: Receipt,
  sender: EmailSender,
  locale: Locale,
): { subject: string; text: string; html: string } {
  const texts = messageCopyFor(locale).receipt;
  const labels = texts.labels;
  const money = (cents: number) => formatCad(cents, locale);
  const rate = (ratePer100000: number) => formatTaxRate(ratePer100000, locale);
  const lines: ReceiptLine[] = [
    [labels.seller, receipt.brandName],
    [labels.address, postalAddressInline(sender.address, locale)],
    [labels.gstNumber, receipt.gstRegistrationNumber],
    [labels.qstNumber, receipt.qstRegistrationNumber],
    [labels.orderId, receipt.orderId],
    [labels.date, formatReceiptDate(receipt.purchasedAt, locale)],
    [labels.customer, `${receipt.customerName} (${receipt.customerEmail})`],
    [labels.paymentMethod, texts.paymentMethods[receipt.paymentMethod]],
    [labels.package, receipt.packageName],
    [labels.minutes, String(receipt.minutes)],
    [labels.freeMinutes, String(receipt.giftMinutes)],
    ...(receipt.bonusMinutes > 0
      ? [[labels.bonusMinutes, String(receipt.bonusMinutes)] as const]
      : []),
    [labels.price, money(receipt.priceCents)],
    ...(receipt.discountCents > 0
      ? [[labels.discount(receipt.couponCode ?? ''), money(-receipt.discountCents)] as const]
      : []),
    [labels.gst(rate(GST_RATE_PER_100000)), money(receipt.gstCents)],
    [labels.qst(rate(QST_RATE_PER_100000)), money(receipt.qstCents)],
    [labels.total, money(receipt.totalCents), 'strong'],
  ];
  const totalMinutes = receipt.minutes + receipt.giftMinutes + receipt.bonusMinutes;
  const args = [receipt.brandName, sender, receipt.customerName, totalMinutes] as const;
  return {
    subject: texts.subject(receipt.brandName, receipt.orderId),
    text: texts.text(...args, ...lines),
    html: texts.html(...args, ...lines),
  };
}
