// The frame of every email the product sends, in either language: a plain-text body and a
// minimal, inline-styled HTML body (mail programs ignore style sheets) around the paragraphs,
// each ending with the sender's footer (CASL: sender identification). The wording — paragraphs,
// footer, receipt labels — comes from each language's messages (en/ and fr-CA/messages.ts); the
// frame holds none.
import type { PostalAddress } from '#shared/format/postal-address.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';

/** Who sends: where to write, and the legal name and mailing address every email ends with. */
export interface EmailSender {
  readonly supportEmail: string;
  readonly address: PostalAddress;
}

/** A link shown as its own address, so a reader sees where it leads. */
export const emailLink = (url: string): string =>
  `<a href="${escapeHtml(url)}" style="color:#6d28d9">${escapeHtml(url)}</a>`;

const paragraphStyle = 'margin:0 0 16px;line-height:1.5';

/**
 * An HTML email in `lang` (the document's language, for screen readers and translation tools)
 * around paragraphs that are already HTML; the footer lines are plain text.
 */
export function htmlEmail(
  lang: string,
  brand: string,
  footerLines: readonly string[],
  paragraphs: readonly string[],
): string {
  const body = paragraphs.map((p) => `<p style="${paragraphStyle}">${p}</p>`).join('\n');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}"><body style="margin:0;padding:24px;background:#f6f4fb;font-family:Arial,Helvetica,sans-serif;color:#1f1b2e">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="margin:0 0 24px;font-size:20px;color:#4c1d95">${escapeHtml(brand)}</h1>`,
    body,
    `<hr style="border:none;border-top:1px solid #e5e1f0;margin:24px 0">`,
    `<p style="margin:0;font-size:12px;line-height:1.5;color:#6b6480">${footerLines.map(escapeHtml).join('<br>')}</p>`,
    '</div></body></html>',
  ].join('\n');
}

/** A plain-text email: the paragraphs, a signature separator and the footer lines. */
export function textEmail(footerLines: readonly string[], paragraphs: readonly string[]): string {
  return [...paragraphs, '--', ...footerLines].join('\n\n').trimEnd() + '\n';
}

/** One line of a receipt: its label and its value, both worded and formatted; 'strong' for the total. */
export type ReceiptLine = readonly [label: string, value: string, emphasis?: 'strong'];

/** A receipt's lines as text, one "label: value" a line; `separator` is the language's ": ". */
export function receiptTextLines(lines: readonly ReceiptLine[], separator: string): string {
  return lines.map(([label, value]) => `${label}${separator}${value}`).join('\n');
}

/** A receipt's lines as an HTML table; 'strong' lines (the total) in bold. */
function receiptHtmlTable(lines: readonly ReceiptLine[]): string {
  const rows = lines.map(([label, value, emphasis]) => {
    const weight = emphasis === 'strong' ? 'font-weight:bold;' : '';
    return `<tr><td style="padding:4px 12px 4px 0;${weight}">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;${weight}">${escapeHtml(value)}</td></tr>`;
  });
  return `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">${rows.join('')}</table>`;
}

/**
 * The receipt as one of htmlEmail's paragraphs: its heading, the table and the closing sentence.
 * htmlEmail wraps each paragraph in <p>, and a table cannot sit inside one: this closes the
 * heading's paragraph before the table and opens the closing sentence's after it.
 */
export function receiptHtmlSection(
  heading: string,
  lines: readonly ReceiptLine[],
  closing: string,
): string {
  return `<strong>${escapeHtml(heading)}</strong></p>\n${receiptHtmlTable(lines)}\n<p style="margin:16px 0 0;line-height:1.5">${escapeHtml(closing)}`;
}
