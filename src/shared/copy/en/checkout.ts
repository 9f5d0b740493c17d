// The words around buying minutes (/purchase) and the receipt: headings, labels, hints and
// states. The spec's own texts (coupon and payment messages, 'Proceed to Checkout', 'Cancel
// Purchase') stay in purchase.ts; these are ours, written by the purchase and receipt screens.
export const checkout = {
  intro:
    'Choose a package, add a coupon if you have one, and pay in Canadian dollars. Your minutes are added as soon as the payment is confirmed, and they never expire.',
  packages: {
    heading: 'Choose a package',
    minutes: (minutes: number, freeMinutes: number) =>
      `${minutes} minutes + ${freeMinutes} free minutes`,
    perMinute: (price: string) => `${price} per minute`,
    /** After a package's price: "$50.00 CAD, before tax". */
    beforeTax: 'CAD, before tax',
    featuresLabel: 'Included',
  },
  paymentMethod: {
    heading: 'Payment method',
    paypal: 'PayPal or credit card',
    paypalHint: 'Pay with your PayPal account, or with a credit or debit card through PayPal.',
    interac: 'Interac',
    interacHint: 'Pay from your Canadian bank account on the Interac payment page.',
  },
  coupon: {
    label: 'Coupon code',
    apply: 'Apply',
    /** Apply pressed with an empty field. */
    enterCode: 'Please enter a coupon code',
    /** The X button's accessible name once a coupon is applied. */
    remove: (code: string) => `Remove coupon ${code}`,
  },
  summary: {
    heading: 'Order Summary',
    empty: 'Select a package to see your total.',
    package: 'Package',
    price: 'Price',
    discount: 'Discount',
    discountWithCode: (code: string) => `Discount (${code})`,
    /** A discount as an amount taken off: "−$12.50". */
    discountAmount: (amount: string) => `−${amount}`,
    /** The combined tax line: "Tax (GST + QST, 14.975%)". */
    tax: (rate: string) => `Tax (GST + QST, ${rate})`,
    gst: (rate: string) => `GST (${rate})`,
    qst: (rate: string) => `QST (${rate})`,
    total: 'Total (CAD)',
    perMinute: 'Price per minute',
    minutes: 'Minutes',
    minutesLine: (minutes: number, freeMinutes: number) =>
      `${minutes} minutes + ${freeMinutes} free minutes`,
    bonusMinutes: (bonus: number) => `+ ${bonus} bonus minutes`,
    minutesInAll: (total: number) => `${total} minutes in all`,
  },
  checkoutStep: {
    heading: 'Checkout',
    /** The summary line above the payment buttons. */
    orderLine: (packageName: string, minutes: number, total: string) =>
      `${packageName} package: ${minutes} minutes for ${total} CAD, tax included`,
    paypalLoading: 'Loading PayPal…',
    paypalHint: 'Choose PayPal, or a debit or credit card. A PayPal window opens to confirm.',
    /** Our text: focus lands here while the PayPal window is open. */
    paypalWindowOpen:
      'Finish paying in the PayPal window. This page goes on once you approve or cancel there.',
    interacHint:
      'The Interac payment page opens in a new tab. Complete the payment there, then come back to this page.',
    interacPay: 'Pay with Interac',
    interacWaiting:
      'Waiting for your Interac payment. This page checks its status every 10 seconds and takes you to your dashboard once it is confirmed.',
    interacOpenPage: 'Open the Interac payment page',
    interacOpenPageHint: 'If the payment page did not open, or you closed it:',
  },
  receipt: {
    title: 'Receipt',
    /** The button on a purchase row that opens its receipt. */
    open: 'Receipt',
    /** That button's accessible name: "View the receipt of order 5O190127TN364715T". */
    openFor: (orderId: string) => `View the receipt of order ${orderId}`,
    print: 'Print',
    loadFailed: 'We could not load this receipt. Please try again later.',
    gstNumber: (number: string) => `GST registration no. ${number}`,
    qstNumber: (number: string) => `QST registration no. ${number}`,
    billedTo: 'Billed to',
    orderId: 'Order ID',
    date: 'Date',
    paymentMethod: 'Payment method',
    paymentMethods: { paypal: 'PayPal', interac: 'Interac' },
    /** Shown when the payment was refunded, reversed or disputed since (docs/decisions/027). */
    paymentStatus: 'Payment status',
    package: 'Package',
    paidMinutes: 'Minutes',
    freeMinutes: 'Free minutes',
    bonusMinutes: 'Bonus minutes',
    totalMinutes: 'Minutes credited',
    price: 'Price',
    discount: 'Discount',
    discountWithCode: (code: string) => `Discount (coupon ${code})`,
    discountAmount: (amount: string) => `−${amount}`,
    gst: (rate: string) => `GST (${rate})`,
    qst: (rate: string) => `QST (${rate})`,
    total: 'Total (CAD)',
    thanks: 'Thank you for your purchase. Your minutes never expire.',
  },
};
