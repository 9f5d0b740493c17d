// A healthy limit and the satisfaction guarantee (docs/decisions/054-limits-and-guarantee.md):
// the dashboard's limits card, the refusal of a purchase past the monthly limit, and the claim
// for a call's minutes back from the usage history. The emails are in messages.ts; the terms'
// section in content/terms. A section of `accountCopy` (./account.ts, docs/decisions/055): only
// the dashboard's chunk reads it.
export const limits = {
  card: {
    heading: 'Healthy limits',
    intro: 'Lowering a limit applies at once; raising or removing one applies 24 hours later.',
    monthly: 'Monthly purchase limit ($, taxes included)',
    monthlyHint: 'Per calendar month, Montréal time. Leave empty for no limit.',
    perCall: 'Limit per call (minutes)',
    perCallHint: 'The line ends a call there. Leave empty for no limit.',
    none: 'No limit',
    /** The amount bought this month, formatted. */
    spent: (amount: string) => `Bought this month: ${amount}`,
    /** A raise waiting: the new value ("No limit" or formatted) and when it applies. */
    pending: (value: string, when: string) => `Changes to ${value} on ${when}.`,
    minutes: (count: number) => (count === 1 ? '1 minute' : `${count} minutes`),
    save: 'Save limits',
    saved: 'Your limits are saved.',
    saveFailed: 'We could not save your limits. Please try again.',
    loadFailed: 'We could not load your limits. Please reload the page.',
    invalidMonthly: 'Enter a whole amount from $1 to $10,000, or leave it empty.',
    invalidPerCall: 'Enter a number of minutes from 1 to 240, or leave it empty.',
  },
  /** A purchase past the monthly limit: the limit and what is left of it, formatted. */
  overMonthly: (limit: string, left: string) =>
    `This purchase would go past your monthly limit of ${limit} (${left} left this month), so nothing was charged. A lower limit applies at once; a higher one 24 hours after you set it.`,
  guarantee: {
    /** The usage history's column. */
    column: 'Guarantee',
    /** The usage history's button beside a call that may be claimed. */
    claim: 'Ask for these minutes back',
    heading: 'Satisfaction guarantee',
    intro: (minutes: string) =>
      `Not satisfied with this call? Ask for its ${minutes} back within 24 hours of the call. One claim every 30 days, of up to 20 minutes, is granted at once; others go to our team, who will email you their decision.`,
    reason: 'What went wrong?',
    reasonRequired: 'Tell us in a few words what went wrong.',
    send: 'Send my claim',
    cancel: 'Cancel',
    granted: (minutes: string) => `Done: we put ${minutes} back in your balance.`,
    review: 'Your claim was sent to our team. We will email you their decision.',
    sendFailed: 'We could not send your claim. Please try again.',
    /** Beside a claimed call in the usage history. */
    status: {
      granted: 'Minutes given back',
      review: 'Claim under review',
      approved: 'Claim approved',
      declined: 'Claim declined',
    },
    refused: {
      notFound: 'We could not find this call in your history.',
      tooLate: 'A call’s minutes can be asked back only within 24 hours of the call.',
      claimedAlready: 'This call was claimed already.',
      notBilled: 'This call was not billed, so there is nothing to give back.',
    },
  },
};
