// The stand-in's payment page, where Gigadat would show its Interac step: server-rendered HTML
// with no script at all (our content security policy allows none inline), a form whose two
// buttons post the buyer's answer, and the closing pages. Every value is escaped.
import { formatCad } from '#shared/pricing/money.ts';
import { BUSINESS_TIME_ZONE } from '#shared/time/business-time.ts';
import { gigadatStatus } from '../statuses.ts';
import { pageTexts as t } from './page-texts.ts';
import type { SimulatedTransaction } from './simulator.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';

const expiryFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const styles = `
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, sans-serif; background: #f2f4f5; color: #1d1d1b; line-height: 1.5; }
.notice { margin: 0; padding: 0.5rem 1rem; background: #fff4ce; color: #5c4400; font-size: 0.875rem; text-align: center; }
.bar { background: #231f20; color: #fff; padding: 0.9rem 1.25rem; }
.mark { display: inline-block; background: #fdb913; color: #231f20; font-weight: 800; letter-spacing: 0.02em; padding: 0.2rem 0.6rem; border-radius: 4px; }
main { max-width: 32rem; margin: 2rem auto; padding: 0 1rem; }
.card { background: #fff; border: 1px solid #d4d8db; border-radius: 10px; padding: 1.5rem; box-shadow: 0 1px 3px rgba(0,0,0,0.08); }
h1 { font-size: 1.4rem; margin: 0 0 0.5rem; }
dl { margin: 1.25rem 0; display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; }
dt { color: #5b6166; }
dd { margin: 0; overflow-wrap: anywhere; }
.amount { font-size: 1.25rem; font-weight: 700; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
button { font: inherit; font-weight: 600; padding: 0.7rem 1.2rem; border-radius: 6px; cursor: pointer; border: 2px solid transparent; }
button:focus-visible { outline: 3px solid #0b5cad; outline-offset: 2px; }
.approve { background: #1f7a3a; color: #fff; }
.decline { background: #fff; color: #a4262c; border-color: #a4262c; }
.small { font-size: 0.875rem; color: #5b6166; }
a { color: #0b5cad; }
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="${t.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<p class="notice" role="note">${escapeHtml(t.simulatedNotice)}</p>
<header class="bar"><span class="mark">${escapeHtml(t.interac)}</span></header>
<main>
<div class="card">
${content}
</div>
</main>
</body>
</html>
`;
}

/** The link back to the merchant's site, when it is a web address (it came from the merchant). */
function returnLink(site: string, merchant: string): string {
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  return `<p><a href="${escapeHtml(url.toString())}">${escapeHtml(t.returnTo(merchant))}</a></p>`;
}

export interface WebflowPageOptions {
  /** The merchant's name as the campaign shows it: our brand. */
  merchant: string;
  /** Where the form posts (the webflow path). */
  formAction: string;
}

/** The payment step, with "Approve payment" and "Decline payment". */
export function renderPaymentPage(
  transaction: SimulatedTransaction,
  options: WebflowPageOptions,
): string {
  const amount = `${formatCad(transaction.amountCents)} ${transaction.currency}`;
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return layout(
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.requestedBy(options.merchant))}</p>
<dl>
<dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(options.merchant)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${escapeHtml(amount)}</dd>
<dt>${escapeHtml(t.reference)}</dt><dd>${escapeHtml(transaction.transactionId)}</dd>
<dt>${escapeHtml(t.payer)}</dt><dd>${escapeHtml(transaction.name)} (${escapeHtml(transaction.email)})</dd>
<dt>${escapeHtml(t.expiresAt)}</dt><dd><time datetime="${escapeHtml(transaction.expiresAt.toISOString())}">${escapeHtml(expiryFormat.format(transaction.expiresAt))}</time></dd>
</dl>
<form method="post" action="${escapeHtml(options.formAction)}">
${hidden('transaction', transaction.transactionId)}
${hidden('token', transaction.token)}
<div class="actions">
<button type="submit" class="approve" name="decision" value="approve">${escapeHtml(t.approve)}</button>
<button type="submit" class="decline" name="decision" value="decline">${escapeHtml(t.decline)}</button>
</div>
</form>`,
  );
}

/** What the buyer sees once the transaction is over: approved, declined, expired, … */
export function renderOutcomePage(
  transaction: SimulatedTransaction,
  options: Pick<WebflowPageOptions, 'merchant'>,
): string {
  const { merchant } = options;
  const amount = `${formatCad(transaction.amountCents)} ${transaction.currency}`;
  const [title, body] =
    transaction.status === gigadatStatus.success
      ? [t.approvedTitle, t.approvedBody(amount, merchant)]
      : transaction.status === gigadatStatus.rejected
        ? [t.declinedTitle, t.declinedBody(merchant)]
        : transaction.status === gigadatStatus.expired
          ? [t.expiredTitle, t.expiredBody]
          : [t.endedTitle, t.endedBody(transaction.status)];
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
<p class="small">${escapeHtml(t.reference)}: ${escapeHtml(transaction.transactionId)}</p>
<p><strong>${escapeHtml(t.closeTab(merchant))}</strong></p>
${returnLink(transaction.site, merchant)}`,
  );
}

/** A missing or wrong transaction or token. */
export function renderInvalidLinkPage(): string {
  return layout(
    t.invalidTitle,
    `<h1>${escapeHtml(t.invalidTitle)}</h1>\n<p>${escapeHtml(t.invalidBody)}</p>`,
  );
}
