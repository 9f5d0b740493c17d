// What the back office tells operators about their actions on customers (docs/decisions/047):
// refusals of a search, a refund, a credit-back, a hold and the other actions (amounts come
// formatted by formatCad in the request's language). Not shown to
// customers; part of the back office's catalogue (admin-catalogue.ts), so no customer page carries it.

export const adminCustomers = {
  reasonRequired: 'Give the reason: it is kept with the change and in the audit log.',
  reasonTooLong: (max: number) => `The reason is too long: at most ${max} characters.`,
  searchTooLong: (max: number) => `Search for at most ${max} characters.`,
  customerNotFound: 'No customer has this id.',
  accountDeleted: 'This account was deleted: it can no longer change.',
  callNotFound: 'This call is not one of this customer’s.',
  callNotBilled: 'This call used no minutes: there is nothing to credit back.',
  callAlreadyCredited: 'This call was already credited back.',
  purchaseNotFound: 'This purchase is not one of this customer’s.',
  purchaseNotRefundable: 'Only a paid package purchase can be refunded.',
  refundAmountInvalid: (left: string) =>
    `Refund between $0.01 and what is left to refund, ${left}.`,
  nothingLeftToRefund: 'Everything paid for this purchase was refunded already.',
  refundOverLimit: (limit: string) =>
    `The support role refunds at most ${limit} at a time: ask an owner.`,
  refundUnderWay:
    'Another refund of this purchase is under way. Wait a moment, then look at the purchase again.',
  refundedByPayPalFirst:
    'PayPal had already told us of this refund: its minutes were taken back once.',
  paypalRefused: (detail: string) => `PayPal refused the refund: ${detail}`,
  paypalUnreachable:
    'PayPal could not be reached, so the refund may not have been made. Look at the purchase in a few minutes (PayPal tells us of every refund) before trying again.',
  wrongMethod: (method: string) => `This purchase was paid with ${method}: refund it that way.`,
  interacReferenceRequired: 'Give the reference of the Interac refund you made.',
  interacReferenceTaken: 'A refund with this reference is already recorded.',
  refundLimitInvalid: 'The limit is an amount of zero or more, in whole cents.',
  alreadyOnHold: 'This account is already on hold.',
  notOnHold: 'This account is not on hold.',
  emailAlreadyConfirmed: 'This customer confirmed their email already.',
  noEmailSignIn: 'This account has no email sign-in to confirm.',
  ownerOnly: 'Only an owner may do this.',
  // Minute adjustments (the back office's and `npm run admin -- credit`'s).
  adjustmentRange: (max: number, minutes: number) =>
    `An adjustment moves 1 to ${max} whole minutes, not ${minutes}.`,
  adjustmentReasonRequired: 'Give the reason: it stays with the adjustment in the ledger.',
  adjustmentReasonTooLong: (length: number, max: number) =>
    `The reason has ${length} characters; at most ${max}.`,
  noSuchCustomer: (id: string) => `No customer has the id ${id}.`,
  minutesOfDeletedAccount: (email: string) =>
    `${email} deleted the account; its minutes can no longer change.`,
  belowZero: (email: string, balance: number, removing: number) =>
    `${email} has ${balance} minute${balance === 1 ? '' : 's'}; removing ${removing} would take the balance below zero.`,
};
