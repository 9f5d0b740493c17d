// The headers and path ids of the Orders v2 calls, as the document's parameters describe them
// (docs/decisions/033): PayPal-Request-Id is 1 to 108 characters (PayPal keeps it 6 hours),
// PayPal-Client-Metadata-Id and PayPal-Partner-Attribution-Id 1 to 36, Prefer at most 25 letters
// and "=", an order id 1 to 36 upper-case letters and digits. A header breaking its rule is a
// 400 like a body field, located in the header. The Payments v2 calls document no such limits.
import { shapeProblem, text, type ShapeProblem } from './field-rules.ts';

/** The headers PayPal documents, as the routes hand them over (absent: undefined). */
export type SentHeaders = Readonly<Record<PayPalHeader, string | undefined>>;

export const payPalHeaders = [
  'PayPal-Request-Id',
  'PayPal-Client-Metadata-Id',
  'PayPal-Partner-Attribution-Id',
  'Prefer',
] as const;
type PayPalHeader = (typeof payPalHeaders)[number];

const headerRules = {
  'PayPal-Request-Id': text({ min: 1, max: 108 }),
  'PayPal-Client-Metadata-Id': text({ min: 1, max: 36 }),
  'PayPal-Partner-Attribution-Id': text({ min: 1, max: 36 }),
  Prefer: text({ min: 1, max: 25, pattern: /^[a-zA-Z=]*$/ }),
};

/**
 * Each Orders v2 call's documented headers; create order takes all of them.
 *
 * @alias of payPalHeaders, named after its call like the others (knip would call it a duplicate).
 */
export const createOrderHeaders: readonly PayPalHeader[] = payPalHeaders;
export const captureOrderHeaders: readonly PayPalHeader[] = [
  'PayPal-Request-Id',
  'PayPal-Client-Metadata-Id',
  'Prefer',
];

/** The first documented header of the call that breaks its rule, or null. */
export function headerProblem(
  sent: Partial<SentHeaders> | undefined,
  names: readonly PayPalHeader[],
): ShapeProblem | null {
  for (const name of names) {
    const value = sent?.[name];
    if (value === undefined) continue;
    const found = shapeProblem(value, headerRules[name], name);
    if (found) return found;
  }
  return null;
}

/** The `{id}` of /v2/checkout/orders/{id}. */
const orderIdRule = text({ min: 1, max: 36, pattern: /^[A-Z0-9]+$/ });

export function orderIdProblem(orderId: string): ShapeProblem | null {
  return shapeProblem(orderId, orderIdRule, 'order_id');
}

/** The `fields` query of GET /v2/checkout/orders/{id} (payment_source is its one value). */
const fieldsQueryRule = text({ pattern: /^[a-z_]*$/ });

export function fieldsQueryProblem(fields: string | undefined): ShapeProblem | null {
  return fields === undefined ? null : shapeProblem(fields, fieldsQueryRule, 'fields');
}
