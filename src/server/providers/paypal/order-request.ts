// The create-order body we send PayPal (docs/architecture.md §5.1): intent CAPTURE, one
// purchase unit in CAD whose amount breaks down into item_total − discount + tax_total, and one
// DIGITAL_GOODS item carrying the price and the tax, so PayPal's checks (AMOUNT_MISMATCH,
// ITEM_TOTAL_MISMATCH, TAX_TOTAL_MISMATCH) hold by construction when the totals do. Our order id
// travels as custom_id; no shipping is asked for minutes.
import { centsToDecimalString } from '#shared/pricing/money.ts';
import type { PayPalOrderInput } from './port.ts';

/** PayPal's limit for names, descriptions and ids. */
const textLimit = 127;

function money(cents: number) {
  return { currency_code: 'CAD', value: centsToDecimalString(cents) };
}

/** At most `limit` characters, cut on a code point. */
function fit(text: string, limit = textLimit): string {
  const characters = Array.from(text);
  return characters.length <= limit ? text : characters.slice(0, limit).join('');
}

export function createOrderBody(input: PayPalOrderInput, options: { brandName?: string } = {}) {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: 'default',
        custom_id: input.orderId,
        invoice_id: input.invoiceId,
        description: fit(input.description),
        amount: {
          ...money(input.totalCents),
          breakdown: {
            item_total: money(input.priceCents),
            ...(input.discountCents > 0 ? { discount: money(input.discountCents) } : {}),
            tax_total: money(input.taxCents),
          },
        },
        items: [
          {
            name: fit(input.itemName),
            quantity: '1',
            category: 'DIGITAL_GOODS',
            unit_amount: money(input.priceCents),
            tax: money(input.taxCents),
          },
        ],
      },
    ],
    application_context: {
      ...(options.brandName ? { brand_name: fit(options.brandName) } : {}),
      shipping_preference: 'NO_SHIPPING',
      user_action: 'PAY_NOW',
    },
  };
}
