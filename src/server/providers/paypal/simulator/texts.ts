// The words of the stand-in's own pages (the approval page and the buttons its JS SDK draws).
// They play PayPal's screens, not ours, so they stay out of the product's copy catalogue; the
// button labels are the ones docs/contracts.md ("Simulated payment pages") fixes.
import type { SimulatedOutcome } from './state.ts';

export const approvalTexts = {
  documentTitle: 'PayPal Checkout (simulated)',
  wordmark: 'PayPal',
  simulatedNotice: 'Simulated PayPal for development and tests: no real money moves.',
  payTo: (merchant: string) => `Pay ${merchant}`,
  summaryLabel: 'Order summary',
  item: 'Item',
  itemTotal: 'Item total',
  discount: 'Discount',
  tax: 'Tax',
  total: 'Total',
  payingAs: 'Paying as',
  outcomeLegend: 'Simulated outcome',
  outcomes: {
    COMPLETED: 'Payment completes',
    INSTRUMENT_DECLINED: 'Card declined',
    PENDING: 'Payment pending review',
  } satisfies Record<SimulatedOutcome, string>,
  approve: 'Approve payment',
  cancel: 'Cancel payment',
  notFoundTitle: 'We can’t find this payment',
  notFound: 'This checkout link is not valid any more. Return to the merchant and try again.',
  closedTitle: 'This payment is already complete',
  closed: 'Nothing more to do here. Return to the merchant.',
  approvedTitle: 'Payment approved',
  cancelledTitle: 'Payment cancelled',
  returning: 'Returning you to the merchant…',
  returnLink: 'Return to the merchant',
} as const;

export const sdkTexts = {
  button: 'Pay with PayPal',
  notice: 'Simulated PayPal: no real money moves.',
} as const;
