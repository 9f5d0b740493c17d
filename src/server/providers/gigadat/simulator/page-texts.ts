// The texts of the stand-in's pages. They stand for Gigadat's own pages, not for our product's
// copy, so (like the dev outbox's labels) they stay out of the copy catalogue; the two button
// labels are fixed by docs/contracts.md ("Simulated payment pages").
export const pageTexts = {
  language: 'en',
  simulatedNotice:
    'Simulated Interac payment page: a local stand-in for Gigadat. No bank is contacted and no money moves.',
  interac: 'Interac',
  title: 'Pay with Interac',
  requestedBy: (merchant: string) => `${merchant} is requesting a payment.`,
  merchant: 'Merchant',
  amount: 'Amount',
  reference: 'Reference',
  payer: 'Payer',
  expiresAt: 'Expires',
  approve: 'Approve payment',
  decline: 'Decline payment',
  approvedTitle: 'Payment approved',
  approvedBody: (amount: string, merchant: string) =>
    `Your payment of ${amount} to ${merchant} was approved.`,
  declinedTitle: 'Payment declined',
  declinedBody: (merchant: string) =>
    `You declined the payment to ${merchant}. No money was taken.`,
  expiredTitle: 'Payment request expired',
  expiredBody: 'This payment request was not completed within 30 minutes. No money was taken.',
  endedTitle: 'Payment request closed',
  endedBody: (status: string) => `This payment request is closed (${status}).`,
  closeTab: (merchant: string) => `You can close this tab and return to ${merchant}.`,
  returnTo: (merchant: string) => `Return to ${merchant}`,
  invalidTitle: 'Payment link not valid',
  invalidBody:
    'This payment link is not valid: it may be incomplete or mistyped. Start the payment again from the merchant’s site.',
} as const;
