// How the stand-in checks a create-order body, as PayPal does (docs/decisions/033): first its
// shape against the Orders v2 document (order-request-rules.ts), a 400 INVALID_REQUEST naming the
// field; then what the document's 422 list says about a well-formed order that does not hold
// together: reference ids, the intent, one currency (CAD, the simulated merchant's), two
// decimals, positive totals, item categories, the payee, shipping options, and the amounts
// adding up (AMOUNT_MISMATCH, ITEM_TOTAL_MISMATCH, TAX_TOTAL_MISMATCH, …). The first problem
// found is reported.
import { centsOf, maxCents, simulatedCurrency, type MoneyJson } from './amounts.ts';
import { shapeProblem } from './field-rules.ts';
import {
  describedIssue,
  invalidRequest,
  ordersBusinessIssues,
  ordersRequestIssues,
} from './issue-catalogue.ts';
import { orderRequest, purchaseUnitSegment } from './order-request-rules.ts';
import { simulatedPayee } from './resources.ts';
import type { SimPurchaseUnit } from './state.ts';
import { payPalError, type SimResponse } from './wire-errors.ts';

export interface ValidatedOrder {
  intent: 'CAPTURE' | 'AUTHORIZE';
  units: Omit<SimPurchaseUnit, 'captureId'>[];
  brandName: string | null;
}

// The body once its shape is checked (a field sent as null is absent).
type Maybe<T> = T | null | undefined;
const breakdownAdds = ['item_total', 'tax_total', 'shipping', 'handling', 'insurance'] as const;
const breakdownSubtracts = ['shipping_discount', 'discount'] as const;
type BreakdownKey = (typeof breakdownAdds)[number] | (typeof breakdownSubtracts)[number];

interface ItemJson {
  unit_amount: MoneyJson;
  tax?: Maybe<MoneyJson>;
  quantity: string;
  category?: Maybe<string>;
}

interface UnitJson {
  reference_id?: Maybe<string>;
  amount: MoneyJson & { breakdown?: Maybe<Partial<Record<BreakdownKey, Maybe<MoneyJson>>>> };
  payee?: Maybe<{ email_address?: Maybe<string>; merchant_id?: Maybe<string> }>;
  description?: Maybe<string>;
  custom_id?: Maybe<string>;
  invoice_id?: Maybe<string>;
  soft_descriptor?: Maybe<string>;
  items?: Maybe<ItemJson[]>;
  shipping?: Maybe<{
    type?: Maybe<string>;
    options?: Maybe<{ selected: boolean; amount?: Maybe<MoneyJson> }[]>;
  }>;
}

interface PageSettings {
  brand_name?: Maybe<string>;
  shipping_preference?: Maybe<string>;
}

interface OrderJson {
  intent: 'CAPTURE' | 'AUTHORIZE';
  purchase_units: UnitJson[];
  payment_source?: Maybe<{ paypal?: Maybe<{ experience_context?: Maybe<PageSettings> }> }>;
  application_context?: Maybe<PageSettings>;
}

class Refusal extends Error {
  constructor(readonly response: SimResponse) {
    super('refused');
  }
}

function refuse(issue: keyof typeof ordersBusinessIssues, field: string, value?: string): never {
  throw new Refusal(
    payPalError(
      422,
      describedIssue([ordersBusinessIssues], issue, {
        field,
        ...(value !== undefined ? { value } : {}),
      }),
    ),
  );
}

/** Every money object of a unit with the pointer it sits at, and whether it may be negative. */
function moneysOf(unit: UnitJson, path: string) {
  const found: { field: string; money: MoneyJson; total: boolean }[] = [
    { field: `${path}/amount`, money: unit.amount, total: true },
  ];
  for (const key of [...breakdownAdds, ...breakdownSubtracts]) {
    const money = unit.amount.breakdown?.[key];
    if (money) found.push({ field: `${path}/amount/breakdown/${key}`, money, total: false });
  }
  for (const [index, item] of (unit.items ?? []).entries()) {
    found.push({
      field: `${path}/items/${index}/unit_amount`,
      money: item.unit_amount,
      total: false,
    });
    if (item.tax)
      found.push({ field: `${path}/items/${index}/tax`, money: item.tax, total: false });
  }
  for (const [index, option] of (unit.shipping?.options ?? []).entries()) {
    if (option.amount) {
      found.push({
        field: `${path}/shipping/options/${index}/amount`,
        money: option.amount,
        total: false,
      });
    }
  }
  return found;
}

/** Several units: each named, once; a CAPTURE order; no donations. */
function checkUnits(order: OrderJson) {
  const units = order.purchase_units;
  if (units.length < 2) return;
  const seen = new Set<string>();
  for (const [index, unit] of units.entries()) {
    if (!unit.reference_id)
      refuse('REFERENCE_ID_REQUIRED', `/purchase_units/${index}/reference_id`);
    if (seen.has(unit.reference_id)) {
      refuse('DUPLICATE_REFERENCE_ID', `/purchase_units/${index}/reference_id`, unit.reference_id);
    }
    seen.add(unit.reference_id);
  }
  if (order.intent === 'AUTHORIZE') refuse('UNSUPPORTED_INTENT', '/intent', order.intent);
  if (units.some((unit) => unit.items?.some((item) => item.category === 'DONATION'))) {
    refuse('DONATION_ITEMS_NOT_SUPPORTED', '/purchase_units');
  }
}

/** One currency for the whole order, the merchant's; each amount in cents. */
function checkAmounts(moneys: ReturnType<typeof moneysOf>): Map<MoneyJson, bigint> {
  const [first] = moneys;
  const other = moneys.find(({ money }) => money.currency_code !== first?.money.currency_code);
  if (other) {
    refuse('MULTI_CURRENCY_ORDER', `${other.field}/currency_code`, other.money.currency_code);
  }
  if (first && first.money.currency_code !== simulatedCurrency) {
    refuse('INVALID_CURRENCY_CODE', `${first.field}/currency_code`, first.money.currency_code);
  }
  const cents = new Map<MoneyJson, bigint>();
  for (const { field, money, total } of moneys) {
    const value = centsOf(money.value);
    if (value === null) refuse('DECIMAL_PRECISION', `${field}/value`, money.value);
    if (value > maxCents) refuse('MAX_VALUE_EXCEEDED', `${field}/value`, money.value);
    if (total && value <= 0n) refuse('CANNOT_BE_ZERO_OR_NEGATIVE', `${field}/value`, money.value);
    if (!total && value < 0n) refuse('CANNOT_BE_NEGATIVE', `${field}/value`, money.value);
    cents.set(money, value);
  }
  return cents;
}

function checkItems(unit: UnitJson, path: string) {
  const categories = new Set((unit.items ?? []).map((item) => item.category ?? 'DIGITAL_GOODS'));
  if (categories.has('DONATION') && categories.size > 1) {
    refuse('MULTIPLE_ITEM_CATEGORIES', `${path}/items`);
  }
}

function checkPayee(unit: UnitJson, path: string) {
  const payee = unit.payee;
  if (!payee) return;
  const { merchant_id: merchantId, email_address: email } = payee;
  const ours =
    (merchantId || email) &&
    (!merchantId || merchantId === simulatedPayee.merchant_id) &&
    (!email || email === simulatedPayee.email_address);
  if (!ours) refuse('PAYEE_ACCOUNT_INVALID', `${path}/payee`);
}

function checkShipping(unit: UnitJson, path: string, preference: string | null) {
  const options = unit.shipping?.options ?? [];
  if (options.length === 0) return;
  if (
    unit.shipping?.type ||
    preference === 'NO_SHIPPING' ||
    preference === 'SET_PROVIDED_ADDRESS'
  ) {
    refuse('SHIPPING_OPTIONS_NOT_SUPPORTED', `${path}/shipping/options`);
  }
  const selected = options.filter((option) => option.selected).length;
  if (selected === 0) refuse('SHIPPING_OPTION_NOT_SELECTED', `${path}/shipping/options`);
  if (selected > 1) refuse('MULTIPLE_SHIPPING_OPTION_SELECTED', `${path}/shipping/options`);
}

function checkTotals(unit: UnitJson, path: string, cents: Map<MoneyJson, bigint>) {
  const amountCents = cents.get(unit.amount) ?? 0n;
  const breakdown = unit.amount.breakdown;
  const part = (key: BreakdownKey) => {
    const money = breakdown?.[key];
    return money ? cents.get(money) : undefined;
  };
  if (breakdown) {
    const sum =
      breakdownAdds.reduce((total, key) => total + (part(key) ?? 0n), 0n) -
      breakdownSubtracts.reduce((total, key) => total + (part(key) ?? 0n), 0n);
    if (sum !== amountCents) refuse('AMOUNT_MISMATCH', `${path}/amount/value`, unit.amount.value);
  }
  const items = unit.items ?? [];
  if (items.length === 0) return;
  const count = (item: ItemJson) => BigInt(item.quantity);
  const itemSum = items.reduce(
    (total, item) => total + (cents.get(item.unit_amount) ?? 0n) * count(item),
    0n,
  );
  const itemTotal = part('item_total');
  if (itemTotal === undefined) refuse('ITEM_TOTAL_REQUIRED', `${path}/amount/breakdown/item_total`);
  if (itemTotal !== itemSum) {
    refuse('ITEM_TOTAL_MISMATCH', `${path}/amount/breakdown/item_total/value`);
  }
  if (!items.some((item) => item.tax)) return;
  const taxSum = items.reduce(
    (total, item) => total + (item.tax ? (cents.get(item.tax) ?? 0n) : 0n) * count(item),
    0n,
  );
  const taxTotal = part('tax_total');
  if (taxTotal === undefined) refuse('TAX_TOTAL_REQUIRED', `${path}/amount/breakdown/tax_total`);
  if (taxTotal !== taxSum) refuse('TAX_TOTAL_MISMATCH', `${path}/amount/breakdown/tax_total/value`);
}

function checkOrder(order: OrderJson): ValidatedOrder {
  checkUnits(order);
  const page = order.payment_source?.paypal?.experience_context ?? order.application_context;
  const preference = page?.shipping_preference ?? null;
  const units = order.purchase_units.map((unit, index, all) => ({
    unit,
    path: `/purchase_units/${purchaseUnitSegment(unit, index, all)}`,
  }));
  const cents = checkAmounts(units.flatMap(({ unit, path }) => moneysOf(unit, path)));
  for (const { unit, path } of units) {
    checkItems(unit, path);
    checkPayee(unit, path);
    checkShipping(unit, path, preference);
    checkTotals(unit, path, cents);
  }
  return {
    intent: order.intent,
    units: order.purchase_units.map((unit) => ({
      referenceId: unit.reference_id ?? 'default',
      customId: unit.custom_id ?? null,
      invoiceId: unit.invoice_id ?? null,
      description: unit.description ?? null,
      softDescriptor: unit.soft_descriptor ?? null,
      currency: unit.amount.currency_code,
      amountCents: Number(cents.get(unit.amount) ?? 0n),
      amount: unit.amount as unknown as Record<string, unknown>,
      items: unit.items ?? null,
    })),
    brandName:
      order.payment_source?.paypal?.experience_context?.brand_name ??
      order.application_context?.brand_name ??
      null,
  };
}

/** The order the body describes, or PayPal's refusal of it. */
export function validateOrderRequest(
  body: unknown,
): { ok: true; order: ValidatedOrder } | { ok: false; response: SimResponse } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    const issue = describedIssue([ordersRequestIssues], 'MALFORMED_REQUEST_JSON');
    return { ok: false, response: payPalError(400, issue) };
  }
  const problem = shapeProblem(body, orderRequest);
  if (problem) {
    return { ok: false, response: invalidRequest(ordersRequestIssues, problem, 'body') };
  }
  try {
    return { ok: true, order: checkOrder(body as OrderJson) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, response: error.response };
    throw error;
  }
}
