// The ways to pay the product knows. Which of them a deployment offers is its configuration's
// (PAYMENT_METHODS, README.md "Configuration"), told to the browser by GET /api/config. A module
// of its own, so the public configuration names them without bringing the payment schemas along.
export const paymentMethods = ['paypal', 'interac'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
