// How the stand-in checks a create-order body, as PayPal does (reference/integrations.md §1.2,
// PP-SPEC order_request): malformed or missing fields are 400 INVALID_REQUEST; amounts that do
// not add up are 422 UNPROCESSABLE_ENTITY with the issue PayPal names (AMOUNT_MISMATCH,
// ITEM_TOTAL_MISMATCH, TAX_TOTAL_MISMATCH, …). The first problem found is reported.
import type { SimPurchaseUnit } from './state.ts';
import { payPalError, type SimIssue, type SimResponse } from './wire-errors.ts';

/** The simulated merchant account receives Canadian dollars only. */
const acceptedCurrencies = new Set(['CAD']);
const moneyValue = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;
const quantityPattern = /^[0-9]{1,10}$/;
const intents = new Set(['CAPTURE', 'AUTHORIZE']);
const itemCategories = new Set(['DIGITAL_GOODS', 'PHYSICAL_GOODS', 'DONATION']);
const shippingPreferences = new Set(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS']);
const userActions = new Set(['CONTINUE', 'PAY_NOW']);
const maxPurchaseUnits = 10;
const breakdownAdds = ['item_total', 'tax_total', 'shipping', 'handling', 'insurance'] as const;
const breakdownSubtracts = ['shipping_discount', 'discount'] as const;

export interface ValidatedOrder {
  intent: 'CAPTURE' | 'AUTHORIZE';
  units: Omit<SimPurchaseUnit, 'captureId'>[];
  brandName: string | null;
}

class Refusal extends Error {
  constructor(readonly response: SimResponse) {
    super('refused');
  }
}

function refuse(status: 400 | 422, issue: SimIssue): never {
  throw new Refusal(payPalError(status, issue));
}

const descriptions = {
  MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing.',
  INVALID_PARAMETER_VALUE: 'The value of a field is invalid.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  INVALID_STRING_MAX_LENGTH: 'The value of a field is too long.',
  INVALID_ARRAY_MAX_ITEMS: 'The number of items in an array parameter is too large.',
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
  INVALID_CURRENCY_CODE:
    'Currency code is invalid or is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.',
  DECIMAL_PRECISION:
    'If the currency supports decimals, only two decimal place precision is supported.',
  CANNOT_BE_ZERO_OR_NEGATIVE:
    'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
  CANNOT_BE_NEGATIVE: 'Must be greater than or equal to 0.',
  AMOUNT_MISMATCH:
    'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
  ITEM_TOTAL_REQUIRED:
    'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
  ITEM_TOTAL_MISMATCH:
    'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
  TAX_TOTAL_REQUIRED:
    'If item details are specified (items.tax_total and items.quantity) corresponding amount.breakdown.tax_total is required.',
  TAX_TOTAL_MISMATCH:
    'Should equal sum of (tax * quantity) across all items for a given purchase_unit.',
  REFERENCE_ID_REQUIRED:
    "'reference_id' is required for each 'purchase_unit' if multiple 'purchase_unit' are provided.",
  DUPLICATE_REFERENCE_ID: "'reference_id' must be unique if multiple 'purchase_unit' are provided.",
} as const;

function issue(name: keyof typeof descriptions, field: string, value?: string): SimIssue {
  return {
    issue: name,
    description: descriptions[name],
    field,
    ...(value !== undefined ? { value } : {}),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(
  owner: Record<string, unknown>,
  key: string,
  field: string,
  maxLength: number,
): string | null {
  const value = owner[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') refuse(400, issue('INVALID_PARAMETER_SYNTAX', field));
  if (value.length > maxLength) refuse(400, issue('INVALID_STRING_MAX_LENGTH', field, value));
  return value;
}

/** Cents from a decimal string PayPal accepts ("10", "10.5", ".50"); null past two decimals. */
function valueToCents(value: string): number | null {
  const negative = value.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  if (fraction.length > 2) return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** A money object: {currency_code, value}; returns its cents (checks currency and precision). */
function money(raw: unknown, field: string, options: { negative?: boolean } = {}): number {
  if (raw === undefined || raw === null) refuse(400, issue('MISSING_REQUIRED_PARAMETER', field));
  if (!isRecord(raw)) refuse(400, issue('INVALID_PARAMETER_SYNTAX', field));
  const currency = raw.currency_code;
  if (currency === undefined) {
    refuse(400, issue('MISSING_REQUIRED_PARAMETER', `${field}/currency_code`));
  }
  if (typeof currency !== 'string' || currency.length !== 3) {
    refuse(400, issue('INVALID_PARAMETER_SYNTAX', `${field}/currency_code`));
  }
  const value = raw.value;
  if (value === undefined) refuse(400, issue('MISSING_REQUIRED_PARAMETER', `${field}/value`));
  if (typeof value !== 'string' || value.length > 32 || !moneyValue.test(value)) {
    refuse(400, issue('INVALID_PARAMETER_SYNTAX', `${field}/value`, String(value)));
  }
  if (!acceptedCurrencies.has(currency)) {
    refuse(422, issue('INVALID_CURRENCY_CODE', `${field}/currency_code`, currency));
  }
  const cents = valueToCents(value);
  if (cents === null) refuse(422, issue('DECIMAL_PRECISION', `${field}/value`, value));
  if (cents < 0 && !options.negative) {
    refuse(422, issue('CANNOT_BE_NEGATIVE', `${field}/value`, value));
  }
  return cents;
}

function purchaseUnit(raw: unknown, index: number, count: number): ValidatedOrder['units'][number] {
  if (!isRecord(raw)) refuse(400, issue('INVALID_PARAMETER_SYNTAX', `/purchase_units/${index}`));
  const referenceId = optionalString(
    raw,
    'reference_id',
    `/purchase_units/${index}/reference_id`,
    256,
  );
  if (referenceId === null && count > 1) {
    refuse(400, issue('REFERENCE_ID_REQUIRED', `/purchase_units/${index}/reference_id`));
  }
  const reference = referenceId ?? 'default';
  const path = `/purchase_units/@reference_id=='${reference}'`;
  const customId = optionalString(raw, 'custom_id', `${path}/custom_id`, 127);
  const invoiceId = optionalString(raw, 'invoice_id', `${path}/invoice_id`, 127);
  const description = optionalString(raw, 'description', `${path}/description`, 127);
  const softDescriptor = optionalString(raw, 'soft_descriptor', `${path}/soft_descriptor`, 22);

  const amount = raw.amount;
  const amountCents = money(amount, `${path}/amount`);
  if (!isRecord(amount)) throw new Error('unreachable: money() checked the amount');
  if (amountCents <= 0) {
    refuse(422, issue('CANNOT_BE_ZERO_OR_NEGATIVE', `${path}/amount/value`, String(amount.value)));
  }

  const breakdown = amount.breakdown;
  const totals = new Map<string, number>();
  if (breakdown !== undefined) {
    if (!isRecord(breakdown))
      refuse(400, issue('INVALID_PARAMETER_SYNTAX', `${path}/amount/breakdown`));
    for (const key of [...breakdownAdds, ...breakdownSubtracts]) {
      if (breakdown[key] !== undefined) {
        totals.set(key, money(breakdown[key], `${path}/amount/breakdown/${key}`));
      }
    }
  }

  let items: unknown[] | null = null;
  let itemSum = 0;
  let taxSum = 0;
  let anyItemTax = false;
  if (raw.items !== undefined) {
    if (!Array.isArray(raw.items)) refuse(400, issue('INVALID_PARAMETER_SYNTAX', `${path}/items`));
    items = raw.items;
    raw.items.forEach((item: unknown, itemIndex) => {
      const itemPath = `${path}/items/${itemIndex}`;
      if (!isRecord(item)) refuse(400, issue('INVALID_PARAMETER_SYNTAX', itemPath));
      if (item.name === undefined)
        refuse(400, issue('MISSING_REQUIRED_PARAMETER', `${itemPath}/name`));
      const name = optionalString(item, 'name', `${itemPath}/name`, 127);
      if (!name) refuse(400, issue('INVALID_PARAMETER_VALUE', `${itemPath}/name`));
      const quantity = item.quantity;
      if (quantity === undefined) {
        refuse(400, issue('MISSING_REQUIRED_PARAMETER', `${itemPath}/quantity`));
      }
      if (typeof quantity !== 'string' || !quantityPattern.test(quantity)) {
        refuse(400, issue('INVALID_PARAMETER_SYNTAX', `${itemPath}/quantity`, String(quantity)));
      }
      if (item.category !== undefined && !itemCategories.has(String(item.category))) {
        refuse(
          400,
          issue('INVALID_PARAMETER_VALUE', `${itemPath}/category`, String(item.category)),
        );
      }
      const count = Number(quantity);
      itemSum += money(item.unit_amount, `${itemPath}/unit_amount`) * count;
      if (item.tax !== undefined) {
        anyItemTax = true;
        taxSum += money(item.tax, `${itemPath}/tax`) * count;
      }
    });
  }

  if (breakdown !== undefined) {
    const sum =
      breakdownAdds.reduce((total, key) => total + (totals.get(key) ?? 0), 0) -
      breakdownSubtracts.reduce((total, key) => total + (totals.get(key) ?? 0), 0);
    if (sum !== amountCents) {
      refuse(422, issue('AMOUNT_MISMATCH', `${path}/amount/value`, String(amount.value)));
    }
  }
  if (items !== null && items.length > 0) {
    const itemTotal = totals.get('item_total');
    if (itemTotal === undefined) {
      refuse(422, issue('ITEM_TOTAL_REQUIRED', `${path}/amount/breakdown/item_total`));
    }
    if (itemTotal !== itemSum) {
      refuse(422, issue('ITEM_TOTAL_MISMATCH', `${path}/amount/breakdown/item_total/value`));
    }
    if (anyItemTax) {
      const taxTotal = totals.get('tax_total');
      if (taxTotal === undefined) {
        refuse(422, issue('TAX_TOTAL_REQUIRED', `${path}/amount/breakdown/tax_total`));
      }
      if (taxTotal !== taxSum) {
        refuse(422, issue('TAX_TOTAL_MISMATCH', `${path}/amount/breakdown/tax_total/value`));
      }
    }
  }

  return {
    referenceId: reference,
    customId,
    invoiceId,
    description,
    softDescriptor,
    currency: String(amount.currency_code),
    amountCents,
    amount,
    items,
  };
}

function applicationContext(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (!isRecord(raw)) refuse(400, issue('INVALID_PARAMETER_SYNTAX', '/application_context'));
  const brandName = optionalString(raw, 'brand_name', '/application_context/brand_name', 127);
  for (const [key, allowed] of [
    ['shipping_preference', shippingPreferences],
    ['user_action', userActions],
  ] as const) {
    const value = raw[key];
    if (value !== undefined && !allowed.has(String(value))) {
      refuse(400, issue('INVALID_PARAMETER_VALUE', `/application_context/${key}`, String(value)));
    }
  }
  return brandName;
}

/** The order the body describes, or PayPal's refusal of it. */
export function validateOrderRequest(
  body: unknown,
): { ok: true; order: ValidatedOrder } | { ok: false; response: SimResponse } {
  try {
    if (!isRecord(body)) refuse(400, issue('MALFORMED_REQUEST_JSON', ''));
    const intent = body.intent;
    if (intent === undefined) refuse(400, issue('MISSING_REQUIRED_PARAMETER', '/intent'));
    if (typeof intent !== 'string' || !intents.has(intent)) {
      refuse(400, issue('INVALID_PARAMETER_VALUE', '/intent', String(intent)));
    }
    const units = body.purchase_units;
    if (units === undefined) refuse(400, issue('MISSING_REQUIRED_PARAMETER', '/purchase_units'));
    if (!Array.isArray(units) || units.length === 0) {
      refuse(400, issue('INVALID_PARAMETER_SYNTAX', '/purchase_units'));
    }
    if (units.length > maxPurchaseUnits) {
      refuse(400, issue('INVALID_ARRAY_MAX_ITEMS', '/purchase_units'));
    }
    const validated = units.map((unit: unknown, index) => purchaseUnit(unit, index, units.length));
    const references = new Set(validated.map((unit) => unit.referenceId));
    if (references.size !== validated.length) {
      refuse(422, issue('DUPLICATE_REFERENCE_ID', '/purchase_units'));
    }
    return {
      ok: true,
      order: {
        intent: intent as ValidatedOrder['intent'],
        units: validated,
        brandName: applicationContext(body.application_context),
      },
    };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, response: error.response };
    throw error;
  }
}

/** One money object checked as PayPal checks amounts (refunds use it). */
export function validateMoney(
  raw: unknown,
  field: string,
): { ok: true; cents: number; currency: string } | { ok: false; response: SimResponse } {
  try {
    const cents = money(raw, field);
    return { ok: true, cents, currency: String((raw as Record<string, unknown>).currency_code) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, response: error.response };
    throw error;
  }
}
