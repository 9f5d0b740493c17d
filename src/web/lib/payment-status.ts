// What became of a purchase's payment, in words (docs/decisions/027): the purchase history
// shows them beside the package, the receipt on a line of its own. Nothing for a payment that
// nothing happened to.
import type { PaymentStatus } from '#shared/api/payment-status.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { formatCad } from '#shared/pricing/money.ts';

export function describePaymentStatus(status: PaymentStatus): string[] {
  const t = accountCopy.purchase.paymentStatus;
  const words: string[] = [];
  if (status.refund === 'full') words.push(t.refunded);
  if (status.refund === 'partial') {
    words.push(t.partlyRefunded(status.refundedCents > 0 ? formatCad(status.refundedCents) : null));
  }
  if (status.reversed) words.push(t.reversed);
  const dispute = {
    none: null,
    open: t.disputeOpen,
    buyer_favour: t.disputeBuyerFavour,
    seller_favour: t.disputeSellerFavour,
    closed: t.disputeClosed,
  }[status.dispute];
  if (dispute !== null) words.push(dispute);
  return words;
}
