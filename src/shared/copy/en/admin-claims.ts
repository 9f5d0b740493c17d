// The satisfaction guarantee's claims in the back office (/admin/claims, docs/decisions/054), in
// English: the claims waiting for a decision, approving and declining them.
export const adminClaims = {
  title: 'Claims',
  caption: 'Satisfaction-guarantee claims, newest first',
  status: 'Status',
  anyStatus: 'Any status',
  statuses: {
    granted: 'Granted at once',
    review: 'To review',
    approved: 'Approved',
    declined: 'Declined',
  },
  columns: {
    createdAt: 'Claimed',
    customer: 'Customer',
    callEnd: 'Call ended',
    minutes: 'Minutes',
    reason: 'Customer’s reason',
    status: 'Status',
    actions: 'Decision',
  },
  empty: 'No claims to show.',
  approve: 'Approve',
  approveReason: 'Reason (kept in the audit log)',
  approveConfirm: 'Approve and credit',
  approved: (minutes: number) =>
    `Approved: ${minutes} ${minutes === 1 ? 'minute was' : 'minutes were'} credited and the customer was emailed.`,
  decline: 'Decline',
  declineMessage: 'Message to the customer',
  declineMessageRequired: 'Write the message the customer will receive.',
  declineConfirm: 'Decline and send',
  declined: 'Declined. Your message was emailed to the customer.',
  approveReasonRequired: 'Give the reason: it is kept with the credit and in the audit log.',
  cancel: 'Cancel',
  /** The decision form's name, with the claim's customer. */
  deciding: (customer: string) => `Decision on ${customer}’s claim`,
  /** The server's refusal. */
  alreadyDecided: 'This claim was already decided, perhaps by another operator just now.',
};
