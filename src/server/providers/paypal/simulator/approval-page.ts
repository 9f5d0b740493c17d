// The approval page the buyer sees at /sim/paypal/checkoutnow?token=<order id> (docs/contracts.md
// "Simulated payment pages"): the merchant, the item and the amount in CAD, a "Simulated
// outcome" choice and the buttons "Approve payment" and "Cancel payment" in a plain form, so
// it works with no script at all. Every value from the order is escaped.
import { formatCad } from '#shared/pricing/money.ts';
import { checkoutPath, checkoutScriptPath, checkoutStylesheetPath } from './paths.ts';
import { simulatedOutcomes, type SimOrder } from './state.ts';
import { approvalTexts as texts } from './texts.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';

/** How the buyer reached the page: from the SDK's popup, a same-tab redirect, or a bare link. */
export type CheckoutMode = 'popup' | 'redirect' | 'link';

function layout(title: string, content: string, bodyAttributes = '', script = false): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${checkoutStylesheetPath}">
</head>
<body${bodyAttributes}>
<main class="card">
<p class="wordmark" aria-hidden="true">${escapeHtml(texts.wordmark)}</p>
<p class="notice">${escapeHtml(texts.simulatedNotice)}</p>
${content}
</main>
${script ? `<script src="${checkoutScriptPath}"></script>\n` : ''}</body>
</html>
`;
}

function moneyField(amount: Record<string, unknown>, key: string): number | null {
  const breakdown = amount.breakdown as Record<string, { value?: unknown }> | undefined;
  const value = breakdown?.[key]?.value;
  if (typeof value !== 'string') return null;
  // Validated when the order was created: at most two decimals.
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

function cad(cents: number): string {
  return `${formatCad(cents)} CAD`;
}

function summary(order: SimOrder): string {
  const [unit] = order.units;
  if (!unit) return '';
  const [item] = (unit.items ?? []) as { name?: unknown; quantity?: unknown }[];
  const itemName =
    typeof item?.name === 'string'
      ? `${item.name}${item.quantity !== undefined && item.quantity !== '1' ? ` × ${String(item.quantity)}` : ''}`
      : (unit.description ?? '');
  const rows: [string, string, string?][] = [];
  if (itemName) rows.push([texts.item, itemName]);
  const itemTotal = moneyField(unit.amount, 'item_total');
  const discount = moneyField(unit.amount, 'discount');
  const tax = moneyField(unit.amount, 'tax_total');
  if (itemTotal !== null) rows.push([texts.itemTotal, cad(itemTotal)]);
  if (discount !== null && discount > 0) rows.push([texts.discount, `−${cad(discount)}`]);
  if (tax !== null) rows.push([texts.tax, cad(tax)]);
  rows.push([texts.total, cad(unit.amountCents), 'total']);
  return `<dl aria-label="${escapeHtml(texts.summaryLabel)}">
${rows
  .map(
    ([term, value, className]) =>
      `<dt${className ? ` class="${className}"` : ''}>${escapeHtml(term)}</dt><dd${className ? ` class="${className}"` : ''}>${escapeHtml(value)}</dd>`,
  )
  .join('\n')}
</dl>`;
}

export function renderApprovalPage(input: {
  order: SimOrder;
  merchant: string;
  buyerEmail: string;
  mode: CheckoutMode;
  returnPath: string;
}): string {
  const { order } = input;
  const outcomes = simulatedOutcomes
    .map(
      (outcome) =>
        `<label><input type="radio" name="outcome" value="${outcome}"${outcome === 'COMPLETED' ? ' checked' : ''}> ${escapeHtml(texts.outcomes[outcome])}</label>`,
    )
    .join('\n');
  return layout(
    texts.documentTitle,
    `<h1>${escapeHtml(texts.payTo(input.merchant))}</h1>
${summary(order)}
<p class="payer">${escapeHtml(texts.payingAs)} ${escapeHtml(input.buyerEmail)}</p>
<form method="post" action="${checkoutPath}">
<input type="hidden" name="token" value="${escapeHtml(order.id)}">
<input type="hidden" name="mode" value="${escapeHtml(input.mode)}">
<input type="hidden" name="return" value="${escapeHtml(input.returnPath)}">
<fieldset>
<legend>${escapeHtml(texts.outcomeLegend)}</legend>
${outcomes}
</fieldset>
<div class="actions">
<button type="submit" name="action" value="approve" class="primary">${escapeHtml(texts.approve)}</button>
<button type="submit" name="action" value="cancel" class="secondary">${escapeHtml(texts.cancel)}</button>
</div>
</form>`,
  );
}

/** An unknown token, or an order already paid. */
export function renderMessagePage(kind: 'not-found' | 'closed', returnPath: string): string {
  const [title, text] =
    kind === 'not-found'
      ? [texts.notFoundTitle, texts.notFound]
      : [texts.closedTitle, texts.closed];
  return layout(
    texts.documentTitle,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(returnPath)}">${escapeHtml(texts.returnLink)}</a></p>`,
  );
}

/**
 * After the buyer's choice, when the page was opened as a popup (or from a bare link): its
 * script tells the opener and closes, or goes back to the merchant's page.
 */
export function renderReturnPage(input: {
  result: 'approved' | 'cancelled';
  orderId: string;
  payerId: string | null;
  mode: CheckoutMode;
  returnUrl: string;
}): string {
  const attributes = [
    ['data-result', input.result],
    ['data-order-id', input.orderId],
    ['data-payer-id', input.payerId ?? ''],
    ['data-mode', input.mode],
    ['data-return-url', input.returnUrl],
  ]
    .map(([name, value]) => ` ${name}="${escapeHtml(value ?? '')}"`)
    .join('');
  const title = input.result === 'approved' ? texts.approvedTitle : texts.cancelledTitle;
  return layout(
    texts.documentTitle,
    `<h1>${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(texts.returning)}</p>
<p><a href="${escapeHtml(input.returnUrl)}">${escapeHtml(texts.returnLink)}</a></p>`,
    attributes,
    true,
  );
}
