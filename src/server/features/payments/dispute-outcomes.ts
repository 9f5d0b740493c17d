// What a resolved PayPal dispute means for the minutes it took back (docs/decisions/027), read
// from the Disputes API's dispute_outcome.outcome_code:
//
//   RESOLVED_SELLER_FAVOUR  PayPal decided for us                       → minutes come back
//   CANCELED_BY_BUYER       the buyer withdrew the dispute              → minutes come back
//   DENIED                  the buyer's claim was denied                → minutes come back
//   RESOLVED_BUYER_FAVOUR   PayPal decided for the buyer (refunded)     → minutes stay taken
//   ACCEPTED                we accepted the claim (the buyer refunded)  → minutes stay taken
//   RESOLVED_WITH_PAYOUT    the buyer was paid out (by PayPal)          → minutes stay taken
//   NONE, missing, unknown  no clear outcome                            → minutes stay taken,
//                                                                         logged for an operator
//
// The rule: minutes come back only when the buyer did not get the money back.

export type DisputeOutcome = 'seller_favour' | 'buyer_favour' | 'unclear';

const sellerFavour = new Set(['RESOLVED_SELLER_FAVOUR', 'CANCELED_BY_BUYER', 'DENIED']);
const buyerFavour = new Set(['RESOLVED_BUYER_FAVOUR', 'ACCEPTED', 'RESOLVED_WITH_PAYOUT']);

export function disputeOutcome(outcomeCode: string | null): DisputeOutcome {
  if (outcomeCode !== null && sellerFavour.has(outcomeCode)) return 'seller_favour';
  if (outcomeCode !== null && buyerFavour.has(outcomeCode)) return 'buyer_favour';
  return 'unclear';
}
