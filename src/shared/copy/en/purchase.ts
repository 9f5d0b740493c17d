// Packages, coupons and payments (docs/product.md §2 /purchase and /pricing, §4, §5, §8, §9).
export const purchase = {
  bestPackage: 'Best Package',
  /** The purchase-history row of the monthly cashback grant (docs/product.md §1). */
  monthlyCashback: 'Monthly Cashback',
  /** Package names (docs/product.md §9), keyed by bundle id. */
  bundleNames: {
    'bundle-10': 'Basic',
    'bundle-20': 'Standard',
    'bundle-40': 'Premium',
    'bundle-80': 'Ultimate',
  },
  packageFeatures: {
    oneOnOne: 'One-on-one reading',
    readingType: 'Choice of reading type',
    satisfaction: 'Satisfaction guaranteed',
  },
  selectPackageFirst: 'Please select a package first',
  selectCreditPackage: 'Please select a credit package first',
  proceedToCheckout: 'Proceed to Checkout',
  cancelPurchase: 'Cancel Purchase',
  coupon: {
    invalid: 'Invalid coupon code',
    expired: 'Coupon has expired',
    limitReached: 'Coupon usage limit reached',
    validateFailed: 'Failed to validate coupon',
    applied: (code: string) => `Coupon ${code} applied`,
    percentApplied: (percent: number) => `${percent}% discount applied!`,
    bonusMinutesAdded: (minutes: number) => `${minutes} bonus minutes added!`,
    /** Our text: a welcome coupon used by a customer who already bought. */
    firstPurchaseOnly: 'This coupon is for a first purchase only.',
    /** Our text: too many unknown codes tried (docs/decisions/019-coupon-guessing-limit.md). */
    tooManyAttempts: 'Too many coupon attempts. Please wait a few minutes and try again.',
    /**
     * Our texts, the second line under 'Coupon usage limit reached' or the first-purchase
     * refusal while an unfinished order holds the use (docs/decisions/025-coupon-holds.md:
     * unpaid orders end after 30 minutes).
     */
    heldByUnfinishedOrder:
      'An unfinished order is using this coupon. Finish or cancel it, or try again in 30 minutes.',
    firstPurchasePending:
      'You have an unfinished order, which counts as your first purchase. Finish or cancel it, or try again in 30 minutes.',
  },
  payment: {
    invalidBundle: 'Invalid bundle selected',
    sessionMissing: 'Authentication session is missing',
    createInteracFailed: 'Failed to create Interac order',
    createPaypalFailed: 'Failed to create PayPal order',
    capturePaypalFailed: 'Failed to capture PayPal order',
    paypalCheckoutError: 'PayPal checkout error',
    interacPaymentError: 'Interac payment error',
    fallback: 'An error occurred during payment processing',
    interacSuccess: 'Interac transaction completed successfully!',
    paypalSuccess: 'PayPal transaction completed successfully!',
    interacFailed: 'Interac transaction failed',
    /** Any other STATUS_X, with X lower-cased (docs/product.md §10.21). */
    interacStatus: (status: string) => `Interac transaction ${status}`,
    interacUnavailable: 'Interac transaction not initiated or unavailable',
    /** Our texts, for what the spec does not word. */
    declined: 'Your payment method was declined. Please try again with another card or account.',
    notApproved: 'The payment was not approved yet. Please complete it in the PayPal window.',
    providerUnavailable:
      'The payment service is not answering right now. Nothing was charged; please try again in a moment.',
    orderNotFound: 'We could not find this order.',
    /** An order for a payment method this site does not offer (PAYMENT_METHODS). */
    methodNotOffered:
      'This payment method is not available here. Please choose another one on the purchase page.',
    pending: 'Your payment is being processed. Your minutes will be added as soon as it clears.',
    /** Our text: an open payment dispute holds the account (docs/decisions/027). */
    accountOnHold: (supportEmail: string) =>
      `Your account is on hold because a payment dispute is open, so purchases are paused until it is resolved. Please contact us at ${supportEmail}.`,
    /** Our support team put the account on hold (docs/decisions/047). */
    accountHeld: (supportEmail: string) =>
      `Your account is on hold, so purchases are paused. Please contact us at ${supportEmail}.`,
  },
  /**
   * What became of a purchase's payment, beside it in the purchase history and on its receipt
   * (docs/decisions/027).
   */
  paymentStatus: {
    refunded: 'Refunded',
    /** The amount refunded so far; null when it is not known. */
    partlyRefunded: (amount: string | null) =>
      amount === null ? 'Partly refunded' : `Partly refunded (${amount})`,
    reversed: 'Payment reversed (chargeback)',
    disputeOpen: 'Disputed: under review',
    disputeBuyerFavour: 'Dispute closed: refunded to you',
    disputeSellerFavour: 'Dispute closed: payment confirmed, minutes restored',
    disputeClosed: 'Dispute closed',
  },
  /** The item and description PayPal shows the buyer (each at most 127 characters). */
  paypalItem: {
    name: (bundleName: string, minutes: number, giftMinutes: number) =>
      `${bundleName} package: ${minutes} reading minutes + ${giftMinutes} free`,
    description: (brand: string, totalMinutes: number) =>
      `${totalMinutes} prepaid minutes of phone readings with ${brand}. Minutes never expire.`,
  },
  receipt: {
    /** Our text: a purchase that is not the customer's, or a cashback line (no receipt). */
    notFound: 'We could not find a receipt for this purchase.',
  },
};
