// PayPal's error issues as its documents list them, word for word (docs/decisions/033): for each
// operation the stand-in serves, the `details[].issue` codes it may answer and their
// `description`. The Orders v2 document (checkout_orders_v2.json) lists a general 400 and 422
// catalogue (create order) and one per operation (capture); the Payments v2 document
// (payments_payment_v2.json) a general one and the refund's. The same code can read differently
// from one list to the next ("A required parameter is missing." at create, "A required field /
// parameter is missing" at capture): each operation answers with its own list's words. The 404
// list's one issue (INVALID_RESOURCE_ID) is worded in wire-errors.ts.
import type { ShapeProblem } from './field-rules.ts';
import { payPalError, type SimIssue, type SimResponse } from './wire-errors.ts';

type IssueCatalogue = Readonly<Record<string, string>>;

/** Orders v2, the 400 list of create order (and of every orders call without its own). */
export const ordersRequestIssues: IssueCatalogue = {
  INVALID_ARRAY_MAX_ITEMS: 'The number of items in an array parameter is too large.',
  INVALID_ARRAY_MIN_ITEMS: 'The number of items in an array parameter is too small.',
  INVALID_COUNTRY_CODE:
    'Country code is invalid. Please refer to https://developer.paypal.com/api/rest/reference/country-codes/ for a list of supported country codes.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  INVALID_STRING_LENGTH: 'The value of a field is either too short or too long',
  INVALID_PARAMETER_VALUE: 'A parameter value is not valid.',
  MISSING_REQUIRED_PARAMETER: 'A required parameter is missing.',
  NOT_SUPPORTED: 'This field is not currently supported.',
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
};

/** Orders v2, the 422 list of create order: the order is well formed but does not add up. */
export const ordersBusinessIssues: IssueCatalogue = {
  AMOUNT_MISMATCH:
    'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
  CANNOT_BE_NEGATIVE:
    'Must be greater than or equal to 0. If the currency supports decimals, only two decimal place precision is supported.',
  CANNOT_BE_ZERO_OR_NEGATIVE:
    'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
  DECIMAL_PRECISION:
    'If the currency supports decimals, only two decimal place precision is supported.',
  DONATION_ITEMS_NOT_SUPPORTED:
    'If \'purchase_unit\' has "DONATION" as the \'items.category\' then the Order can at most have one purchase_unit. Multiple purchase_units are not supported if either of them have at least one items with category as "DONATION".',
  DUPLICATE_INVOICE_ID:
    'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
  DUPLICATE_REFERENCE_ID: '`reference_id` must be unique if multiple `purchase_unit` are provided.',
  INVALID_CURRENCY_CODE:
    'Currency code is invalid or is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.',
  ITEM_TOTAL_MISMATCH:
    'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
  ITEM_TOTAL_REQUIRED:
    'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
  MAX_VALUE_EXCEEDED: 'Should be less than or equal to 999999999999999.99.',
  MULTI_CURRENCY_ORDER:
    'Multiple differing values of currency_code are not supported. Entire Order request must have the same currency_code.',
  MULTIPLE_ITEM_CATEGORIES:
    'For a given \'purchase_unit\' the \'items.category\' could be either "PHYSICAL_GOODS" and/or "DIGITAL_GOODS" or just "DONATION".  \'items.category\' as "DONATION" cannot be combined with items with either "PHYSICAL_GOODS" or "DIGITAL_GOODS".',
  MULTIPLE_SHIPPING_OPTION_SELECTED: "Only one shipping.option can be set to 'selected = true'.",
  PAYEE_ACCOUNT_INVALID:
    'Payee account specified is invalid. Please check the `payee.email_address` or `payee.merchant_id` specified and try again. Ensure that either  `payee.merchant_id` or `payee.email_address` is specified.',
  REFERENCE_ID_REQUIRED:
    "'reference_id' is required for each 'purchase_unit' if multiple 'purchase_unit' are provided.",
  SHIPPING_OPTION_NOT_SELECTED:
    "At least one of the shipping.option should be set to 'selected = true'.",
  SHIPPING_OPTIONS_NOT_SUPPORTED:
    "Shipping options are not supported when `shipping.type` is specified or when 'application_context.shipping_preference' is set as 'NO_SHIPPING' or 'SET_PROVIDED_ADDRESS'.",
  TAX_TOTAL_MISMATCH:
    'Should equal sum of (tax * quantity) across all items for a given purchase_unit.',
  TAX_TOTAL_REQUIRED:
    'If item details are specified (items.tax_total and items.quantity) corresponding amount.breakdown.tax_total is required.',
  UNSUPPORTED_INTENT:
    '`intent=AUTHORIZE` is not supported for multiple purchase units. Only `intent=CAPTURE` is supported.',
};

/** Orders v2, capture order's own 400 list. */
export const captureRequestIssues: IssueCatalogue = {
  INVALID_PARAMETER_VALUE: 'A parameter value is not valid.',
  MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing',
  INVALID_STRING_LENGTH: 'The value of a field is either too short or too long',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
};

/** Orders v2, capture order's own 422 list (the refusals the stand-in plays). */
export const captureBusinessIssues: IssueCatalogue = {
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  ORDER_ALREADY_CAPTURED:
    "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  // Listed for authorize only (the mirror case); PayPal answers a capture of an AUTHORIZE order
  // with the same issue, its words turned round.
  ACTION_DOES_NOT_MATCH_INTENT:
    "Order was created with an intent to 'AUTHORIZE'. Please use v2/checkout/orders/order_id/authorize to complete the transaction or alternately Create an order with an intent of 'CAPTURE'.",
};

/** Payments v2, the general 400 list (the refund's own names the codes without words). */
export const paymentsRequestIssues: IssueCatalogue = {
  INVALID_PARAMETER_VALUE: 'The value of a field is invalid.',
  MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing.',
  INVALID_STRING_LENGTH: 'The value of a field is either too short or too long.',
  INVALID_STRING_MAX_LENGTH: 'The value of a field is too long.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
};

/** Payments v2: refund a capture's 422 list, with the general list's words for amounts. */
export const refundBusinessIssues: IssueCatalogue = {
  INVALID_CURRENCY_CODE:
    'Currency code is invalid or is not currently supported. Please refer https://developer.paypal.com/docs/api/reference/currency-codes/ for list of supported currency codes.',
  CANNOT_BE_ZERO_OR_NEGATIVE:
    'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
  DECIMAL_PRECISION:
    'If the currency supports decimals, only two decimal place precision is supported.',
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded',
  REFUND_CAPTURE_CURRENCY_MISMATCH: 'Refund must be in the same currency as the capture',
  REFUND_NOT_ALLOWED: 'Capture cannot be refunded.',
  REFUND_AMOUNT_EXCEEDED:
    'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  PENDING_CAPTURE:
    'Cannot initiate a refund as the capture is pending. Capture is typically pending when the payer has funded the transaction using e-check/bank funded.',
  DUPLICATE_INVOICE_ID: 'Invoice ID was previously used to refund a capture.',
  PLATFORM_FEE_NOT_ENABLED:
    "The API Caller account is not setup to be able to process refunds with 'platform_fees'. Please contact your Account Manager. This feature is useful when you want to contribute a portion of the 'platform_fees' you had capture as part of the refund being processed.",
};

/**
 * The issue with its description from the first list that has it (an operation's own list,
 * then the general ones: a code no list of the operation words, such as NOT_SUPPORTED at
 * capture, reads as in Orders v2's general list).
 */
export function describedIssue(
  catalogues: readonly IssueCatalogue[],
  issue: string,
  where: Pick<SimIssue, 'field' | 'value' | 'location'> = {},
): SimIssue {
  const description =
    [...catalogues, ordersRequestIssues].find((catalogue) => issue in catalogue)?.[issue] ?? issue;
  return {
    issue,
    description,
    ...(where.field !== undefined ? { field: where.field } : {}),
    ...(where.value !== undefined ? { value: where.value } : {}),
    ...(where.location !== undefined ? { location: where.location } : {}),
  };
}

/** 400 INVALID_REQUEST for a field that breaks its rule, in the operation's words. */
export function invalidRequest(
  catalogue: IssueCatalogue,
  problem: ShapeProblem,
  location: 'body' | 'header' | 'path' | 'query',
  options: { docsPath?: string } = {},
): SimResponse {
  return payPalError(
    400,
    describedIssue([catalogue], problem.issue, {
      field: problem.field,
      ...(problem.value !== undefined ? { value: problem.value } : {}),
      location,
    }),
    options,
  );
}
