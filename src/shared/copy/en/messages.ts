// The texts of the emails and SMS the product sends (accounts: confirmation, welcome, password
// reset, sign-in and add-phone codes). Each email has a subject, a plain-text body and a simple
// HTML body; every email ends with the sender's identity, mailing address and a contact (CASL).
// Parameters are positional strings so the catalogue can be checked (and translated) uniformly.

/** The mailing address every email carries (CASL: sender identification). */
const mailingAddress = 'Montréal, Québec, Canada';

function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A minimal, inline-styled HTML email around paragraphs that are already HTML. */
function htmlEmail(brand: string, supportEmail: string, paragraphs: string[]): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${p}</p>`)
    .join('\n');
  return [
    '<!doctype html>',
    '<html lang="en"><body style="margin:0;padding:24px;background:#f6f4fb;font-family:Arial,Helvetica,sans-serif;color:#1f1b2e">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="margin:0 0 24px;font-size:20px;color:#4c1d95">${escapeHtml(brand)}</h1>`,
    body,
    `<hr style="border:none;border-top:1px solid #e5e1f0;margin:24px 0">`,
    `<p style="margin:0;font-size:12px;line-height:1.5;color:#6b6480">${footerLines(brand, supportEmail).map(escapeHtml).join('<br>')}</p>`,
    '</div></body></html>',
  ].join('\n');
}

function footerLines(brand: string, supportEmail: string): string[] {
  return [
    `${brand}`,
    mailingAddress,
    `Questions? Write to us at ${supportEmail}.`,
    `You are receiving this message because of a request made on your ${brand} account.`,
  ];
}

function textEmail(brand: string, supportEmail: string, paragraphs: string[]): string {
  return [...paragraphs, '--', ...footerLines(brand, supportEmail)].join('\n\n').trimEnd() + '\n';
}

/** One line of a receipt: its label and its value, both worded and formatted; 'strong' for the total. */
export type ReceiptLine = readonly [label: string, value: string, emphasis?: 'strong'];

function receiptTextLines(lines: readonly ReceiptLine[]): string {
  return lines.map(([label, value]) => `${label}: ${value}`).join('\n');
}

function receiptHtmlTable(lines: readonly ReceiptLine[]): string {
  const rows = lines.map(([label, value, emphasis]) => {
    const weight = emphasis === 'strong' ? 'font-weight:bold;' : '';
    return `<tr><td style="padding:4px 12px 4px 0;${weight}">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;${weight}">${escapeHtml(value)}</td></tr>`;
  });
  return `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">${rows.join('')}</table>`;
}

const receiptHeading = 'Receipt';
const receiptClosing =
  'Keep this email for your records. You can also see this receipt in your purchase history.';

const link = (url: string) =>
  `<a href="${escapeHtml(url)}" style="color:#6d28d9">${escapeHtml(url)}</a>`;

export const messages = {
  mailingAddress,
  /** The footer of every email, as plain text. */
  footer: (brand: string, supportEmail: string) => footerLines(brand, supportEmail).join('\n'),

  confirmEmail: {
    subject: (brand: string) => `Confirm your email address for ${brand}`,
    text: (brand: string, name: string, url: string, supportEmail: string) =>
      textEmail(brand, supportEmail, [
        `Hello ${name},`,
        `Thank you for creating your ${brand} account. Please confirm your email address by opening this link:`,
        url,
        'The link works once and for 24 hours. If you did not create this account, you can ignore this email.',
      ]),
    html: (brand: string, name: string, url: string, supportEmail: string) =>
      htmlEmail(brand, supportEmail, [
        `Hello ${escapeHtml(name)},`,
        `Thank you for creating your ${escapeHtml(brand)} account. Please confirm your email address by opening this link:`,
        link(url),
        'The link works once and for 24 hours. If you did not create this account, you can ignore this email.',
      ]),
  },

  welcomeEmail: {
    subject: (brand: string) => `Welcome to ${brand}`,
    text: (brand: string, name: string, url: string, supportEmail: string, servicePhone: string) =>
      textEmail(brand, supportEmail, [
        `Hello ${name},`,
        `Your email address is confirmed and your ${brand} account is ready.`,
        `Buy your minutes in advance and add the phone number you will call from on your dashboard: ${url}`,
        `Then call ${servicePhone}, toll-free and open 24/7, and enter your advisor's extension. Your minutes never expire.`,
      ]),
    html: (brand: string, name: string, url: string, supportEmail: string, servicePhone: string) =>
      htmlEmail(brand, supportEmail, [
        `Hello ${escapeHtml(name)},`,
        `Your email address is confirmed and your ${escapeHtml(brand)} account is ready.`,
        `Buy your minutes in advance and add the phone number you will call from on your dashboard: ${link(url)}`,
        `Then call <strong>${escapeHtml(servicePhone)}</strong>, toll-free and open 24/7, and enter your advisor's extension. Your minutes never expire.`,
      ]),
  },

  passwordResetEmail: {
    subject: (brand: string) => `Reset your ${brand} password`,
    text: (brand: string, name: string, url: string, supportEmail: string) =>
      textEmail(brand, supportEmail, [
        `Hello ${name},`,
        `We received a request to reset the password of your ${brand} account. Choose a new password by opening this link:`,
        url,
        'The link works once and for one hour. If you did not ask for this, you can ignore this email: your password stays as it is.',
      ]),
    html: (brand: string, name: string, url: string, supportEmail: string) =>
      htmlEmail(brand, supportEmail, [
        `Hello ${escapeHtml(name)},`,
        `We received a request to reset the password of your ${escapeHtml(brand)} account. Choose a new password by opening this link:`,
        link(url),
        'The link works once and for one hour. If you did not ask for this, you can ignore this email: your password stays as it is.',
      ]),
  },

  /**
   * The receipt emailed once a purchase completes: the seller (brand, address, GST and QST
   * registration numbers), the order, the package and its minutes, the price, any discount,
   * GST and QST on separate lines and the total in CAD. The lines come worded and formatted.
   */
  receipt: {
    subject: (brand: string, orderId: string) => `Your ${brand} receipt for order ${orderId}`,
    heading: receiptHeading,
    labels: {
      seller: 'Sold by',
      address: 'Address',
      gstNumber: 'GST registration number',
      qstNumber: 'QST registration number',
      orderId: 'Order ID',
      date: 'Date',
      customer: 'Customer',
      paymentMethod: 'Payment method',
      package: 'Package',
      minutes: 'Minutes',
      freeMinutes: 'Free minutes',
      bonusMinutes: 'Bonus minutes',
      price: 'Price',
      discount: (code: string) => `Discount (coupon ${code})`,
      gst: (rate: string) => `GST (${rate})`,
      qst: (rate: string) => `QST (${rate})`,
      total: 'Total (CAD)',
    },
    paymentMethods: { paypal: 'PayPal', interac: 'Interac' },
    text: (
      brand: string,
      supportEmail: string,
      name: string,
      totalMinutes: number,
      ...lines: ReceiptLine[]
    ) =>
      textEmail(brand, supportEmail, [
        `Hello ${name},`,
        `Thank you for your purchase. ${totalMinutes} minutes have been added to your ${brand} account; they never expire.`,
        `${receiptHeading}\n${receiptTextLines(lines)}`,
        receiptClosing,
      ]),
    html: (
      brand: string,
      supportEmail: string,
      name: string,
      totalMinutes: number,
      ...lines: ReceiptLine[]
    ) =>
      htmlEmail(brand, supportEmail, [
        `Hello ${escapeHtml(name)},`,
        `Thank you for your purchase. <strong>${escapeHtml(totalMinutes)} minutes</strong> have been added to your ${escapeHtml(brand)} account; they never expire.`,
        // htmlEmail wraps each paragraph in <p>; the table closes the heading's and opens the next.
        `<strong>${receiptHeading}</strong></p>\n${receiptHtmlTable(lines)}\n<p style="margin:16px 0 0;line-height:1.5">${receiptClosing}`,
      ]),
  },

  /** The SMS with a sign-in or add-phone code. */
  phoneCodeSms: (brand: string, code: string) =>
    `${code} is your ${brand} verification code. It expires in 10 minutes. Never share it with anyone.`,
};
