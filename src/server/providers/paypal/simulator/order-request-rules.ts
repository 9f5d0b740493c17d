// The create-order body (`order_request`) as the Orders v2 document (checkout_orders_v2.json,
// version 2.13) describes it, field by field: types, lengths, patterns, enums, formats, required
// fields and array sizes (docs/decisions/033). Only the PayPal wallet is simulated: other payment
// sources, vaulting, card-on-file data, platform fees and level 2/3 card data are refused as
// NOT_SUPPORTED rather than silently ignored.
import { accountIdPattern } from './ids.ts';
import { array, boolean, notSimulated, object, text, type FieldRule } from './field-rules.ts';

/** money.value: a decimal string, at most 32 characters. */
const moneyValuePattern = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;

/** Upper-case words, as every enum of the document is written. */
const enumWord = /^[0-9A-Z_]+$/;

/** `email`: the dot-atom form of the document's pattern (RFC 5322), 3 to 254 characters. */
const email = text({
  min: 3,
  max: 254,
  pattern:
    /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/,
});

/** `language`: a BCP 47 tag such as en-CA or fr-CA. */
const language = text({
  min: 2,
  max: 10,
  pattern: /^[a-z]{2}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|[0-9]{3}))?$/,
});

const accountId = text({ min: 13, max: 13, pattern: accountIdPattern });
const uri = text({ format: 'uri' });

export const money = object(
  {
    currency_code: text({ min: 3, max: 3 }),
    value: text({ max: 32, pattern: moneyValuePattern }),
  },
  ['currency_code', 'value'],
);

const breakdown = object({
  item_total: money,
  shipping: money,
  handling: money,
  tax_total: money,
  insurance: money,
  shipping_discount: money,
  discount: money,
});

const amountWithBreakdown = object({ ...money.fields, breakdown }, money.required);

const itemCategories = ['DIGITAL_GOODS', 'PHYSICAL_GOODS', 'DONATION'] as const;

const item = object(
  {
    name: text({ min: 1, max: 127 }),
    unit_amount: money,
    tax: money,
    quantity: text({ max: 10, pattern: /^[1-9][0-9]{0,9}$/ }),
    description: text({ max: 127 }),
    sku: text({ max: 127 }),
    category: text({ min: 1, max: 20, enum: itemCategories }),
  },
  ['name', 'unit_amount', 'quantity'],
);

const name = object({
  prefix: text({ max: 140 }),
  given_name: text({ max: 140 }),
  surname: text({ max: 140 }),
  middle_name: text({ max: 140 }),
  suffix: text({ max: 140 }),
  alternate_full_name: text({ max: 300 }),
  full_name: text({ max: 300 }),
});

const address = object(
  {
    address_line_1: text({ max: 300 }),
    address_line_2: text({ max: 300 }),
    address_line_3: text({ max: 100 }),
    admin_area_4: text({ max: 100 }),
    admin_area_3: text({ max: 100 }),
    admin_area_2: text({ max: 120 }),
    admin_area_1: text({ max: 300 }),
    postal_code: text({ max: 60 }),
    country_code: text({ min: 2, max: 2, format: 'country' }),
    address_details: object({
      street_number: text({ max: 100 }),
      street_name: text({ max: 100 }),
      street_type: text({ max: 100 }),
      delivery_service: text({ max: 100 }),
      building_name: text({ max: 100 }),
      sub_building: text({ max: 100 }),
    }),
  },
  ['country_code'],
);

const phone = object(
  {
    phone_type: text({ enum: ['FAX', 'HOME', 'MOBILE', 'OTHER', 'PAGER'] }),
    phone_number: object(
      {
        country_code: text({ min: 1, max: 3, pattern: /^[0-9]{1,3}?$/ }),
        national_number: text({ min: 1, max: 14, pattern: /^[0-9]{1,14}?$/ }),
        extension_number: text({ min: 1, max: 15, pattern: /^[0-9]{1,15}?$/ }),
      },
      ['country_code', 'national_number'],
    ),
  },
  ['phone_number'],
);

const birthDate = text({
  min: 10,
  max: 10,
  pattern: /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[1-2][0-9]|3[0-1])$/,
});

const taxInfo = object(
  {
    tax_id: text({ min: 1, max: 14, pattern: /([a-zA-Z0-9])/ }),
    tax_id_type: text({ min: 1, max: 14, pattern: enumWord, enum: ['BR_CPF', 'BR_CNPJ'] }),
  },
  ['tax_id', 'tax_id_type'],
);

/** `payer` (deprecated in favour of payment_source.paypal, still accepted). */
const payer = object({
  email_address: email,
  payer_id: accountId,
  name,
  phone,
  birth_date: birthDate,
  tax_info: taxInfo,
  address,
});

const shippingPreferences = ['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS'] as const;

const shipping = object({
  name,
  type: text({
    min: 1,
    max: 255,
    pattern: enumWord,
    enum: ['SHIPPING', 'PICKUP_IN_PERSON', 'PICKUP_IN_STORE', 'PICKUP_FROM_PERSON'],
  }),
  options: array(
    object(
      {
        id: text({ max: 127 }),
        label: text({ max: 127 }),
        type: text({ enum: ['SHIPPING', 'PICKUP', 'PICKUP_IN_STORE', 'PICKUP_FROM_PERSON'] }),
        amount: money,
        selected: boolean,
      },
      ['id', 'label', 'selected'],
    ),
    { min: 0, max: 10 },
  ),
  address,
});

/**
 * Purchase units are named by their reference id in PayPal's pointers
 * (/purchase_units/@reference_id=='default'/amount/value); by index while it is unknown.
 */
export function purchaseUnitSegment(unit: unknown, index: number, all: readonly unknown[]) {
  const reference =
    typeof unit === 'object' && unit !== null
      ? (unit as Record<string, unknown>).reference_id
      : undefined;
  if (typeof reference === 'string' && reference !== '') return `@reference_id=='${reference}'`;
  return all.length === 1 ? "@reference_id=='default'" : String(index);
}

const purchaseUnit = object(
  {
    reference_id: text({ min: 1, max: 256 }),
    amount: amountWithBreakdown,
    payee: object({ email_address: email, merchant_id: accountId }),
    payment_instruction: notSimulated,
    description: text({ min: 1, max: 127 }),
    custom_id: text({ min: 1, max: 127 }),
    invoice_id: text({ min: 1, max: 127 }),
    soft_descriptor: text({ min: 1, max: 22 }),
    items: array(item),
    shipping,
    supplementary_data: notSimulated,
  },
  ['amount'],
);

const userActions = ['CONTINUE', 'PAY_NOW'] as const;

/** payment_source.paypal.experience_context: the approval page's settings. */
const experienceContext = object({
  brand_name: text({ min: 1, max: 127, pattern: /^.*$/ }),
  locale: language,
  shipping_preference: text({ min: 1, max: 24, pattern: /^[A-Z_]+$/, enum: shippingPreferences }),
  return_url: uri,
  cancel_url: uri,
  landing_page: text({
    min: 1,
    max: 13,
    pattern: enumWord,
    enum: ['LOGIN', 'GUEST_CHECKOUT', 'NO_PREFERENCE'],
  }),
  user_action: text({ min: 1, max: 8, pattern: enumWord, enum: userActions }),
  payment_method_preference: text({
    min: 1,
    max: 255,
    pattern: enumWord,
    enum: ['UNRESTRICTED', 'IMMEDIATE_PAYMENT_REQUIRED'],
  }),
});

/** payment_source.paypal: the buyer's PayPal wallet, the one source the stand-in plays. */
const paypalWallet = object({
  vault_id: notSimulated,
  email_address: email,
  name,
  phone,
  birth_date: birthDate,
  tax_info: taxInfo,
  address,
  attributes: notSimulated,
  experience_context: experienceContext,
  billing_agreement_id: notSimulated,
});

const otherPaymentSources = [
  'card',
  'token',
  'bancontact',
  'blik',
  'eps',
  'giropay',
  'ideal',
  'mybank',
  'p24',
  'sofort',
  'trustly',
  'apple_pay',
  'google_pay',
  'venmo',
] as const;

const paymentSource = object({
  paypal: paypalWallet,
  ...Object.fromEntries(otherPaymentSources.map((source) => [source, notSimulated])),
});

/** application_context (deprecated in favour of experience_context, still accepted). */
const applicationContext = object({
  brand_name: text({ min: 1, max: 127 }),
  locale: language,
  landing_page: text({
    min: 1,
    max: 13,
    pattern: enumWord,
    enum: ['LOGIN', 'BILLING', 'NO_PREFERENCE'],
  }),
  shipping_preference: text({ min: 1, max: 20, pattern: enumWord, enum: shippingPreferences }),
  user_action: text({ min: 1, max: 8, pattern: enumWord, enum: userActions }),
  payment_method: object({
    payee_preferred: text({
      min: 1,
      max: 255,
      pattern: enumWord,
      enum: ['UNRESTRICTED', 'IMMEDIATE_PAYMENT_REQUIRED'],
    }),
    standard_entry_class_code: text({ min: 3, max: 255, enum: ['TEL', 'WEB', 'CCD', 'PPD'] }),
  }),
  return_url: uri,
  cancel_url: uri,
  stored_payment_source: notSimulated,
});

const intents = ['CAPTURE', 'AUTHORIZE'] as const;

export const orderRequest: FieldRule = object(
  {
    intent: text({ enum: intents }),
    payer,
    purchase_units: array(purchaseUnit, { min: 1, max: 10, segment: purchaseUnitSegment }),
    payment_source: paymentSource,
    application_context: applicationContext,
  },
  ['intent', 'purchase_units'],
);

/** The capture body (`order_capture_request`): nothing, or a payment source. */
export const orderCaptureRequest: FieldRule = object({ payment_source: paymentSource });
