// The texts of the emails and SMS the product sends (accounts: confirmation, welcome, password
// reset, a streak of wrong passwords, sign-in, add-phone and re-authentication codes; the
// purchase receipt). Each email has a subject, a plain-text body and a simple HTML body, framed
// by ../email-frame.ts; every email ends with the sender's identity, mailing address and a
// contact (CASL). Parameters are positional strings so the catalogue can be checked (and
// translated) uniformly.
import {
  emailLink as link,
  htmlEmail,
  receiptHtmlSection,
  receiptTextLines,
  textEmail,
  type EmailSender,
  type ReceiptLine,
} from '../email-frame.ts';
import { postalAddressLines } from '#shared/format/postal-address.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';

const lang = 'en';

/** The brand, then the legal name and mailing address (CASL: sender identification). */
function footerLines(brand: string, { supportEmail, address }: EmailSender): string[] {
  return [
    `${brand}`,
    ...postalAddressLines(address, 'en'),
    `Questions? Write to us at ${supportEmail}.`,
    `You are receiving this message because of a request made on your ${brand} account.`,
  ];
}

/** The footer of the emails to people who applied to become advisors (they have no account). */
function applicantFooterLines(brand: string, sender: EmailSender): string[] {
  return [
    ...footerLines(brand, sender).slice(0, -1),
    `You are receiving this message because you applied to become a ${brand} advisor.`,
  ];
}
const applicantText = (brand: string, sender: EmailSender, paragraphs: string[]) =>
  textEmail(applicantFooterLines(brand, sender), paragraphs);
const applicantHtml = (brand: string, sender: EmailSender, paragraphs: string[]) =>
  htmlEmail(lang, brand, applicantFooterLines(brand, sender), paragraphs);

const text = (brand: string, sender: EmailSender, paragraphs: string[]) =>
  textEmail(footerLines(brand, sender), paragraphs);
const html = (brand: string, sender: EmailSender, paragraphs: string[]) =>
  htmlEmail(lang, brand, footerLines(brand, sender), paragraphs);

const receiptHeading = 'Receipt';
const receiptClosing =
  'Keep this email for your records. You can also see this receipt in your purchase history.';

export const messages = {
  /** The footer of every email, as plain text. */
  footer: (brand: string, sender: EmailSender) => footerLines(brand, sender).join('\n'),

  confirmEmail: {
    subject: (brand: string) => `Confirm your email address for ${brand}`,
    text: (brand: string, name: string, url: string, sender: EmailSender) =>
      text(brand, sender, [
        `Hello ${name},`,
        `Thank you for creating your ${brand} account. Please confirm your email address by opening this link:`,
        url,
        'The link works once and for 24 hours. If you did not create this account, you can ignore this email.',
      ]),
    html: (brand: string, name: string, url: string, sender: EmailSender) =>
      html(brand, sender, [
        `Hello ${escapeHtml(name)},`,
        `Thank you for creating your ${escapeHtml(brand)} account. Please confirm your email address by opening this link:`,
        link(url),
        'The link works once and for 24 hours. If you did not create this account, you can ignore this email.',
      ]),
  },

  welcomeEmail: {
    subject: (brand: string) => `Welcome to ${brand}`,
    text: (brand: string, name: string, url: string, sender: EmailSender, servicePhone: string) =>
      text(brand, sender, [
        `Hello ${name},`,
        `Your email address is confirmed and your ${brand} account is ready.`,
        `Buy your minutes in advance and add the phone number you will call from on your dashboard: ${url}`,
        `Then call ${servicePhone}, toll-free and open 24/7, and enter your advisor's extension. Your minutes never expire.`,
      ]),
    html: (brand: string, name: string, url: string, sender: EmailSender, servicePhone: string) =>
      html(brand, sender, [
        `Hello ${escapeHtml(name)},`,
        `Your email address is confirmed and your ${escapeHtml(brand)} account is ready.`,
        `Buy your minutes in advance and add the phone number you will call from on your dashboard: ${link(url)}`,
        `Then call <strong>${escapeHtml(servicePhone)}</strong>, toll-free and open 24/7, and enter your advisor's extension. Your minutes never expire.`,
      ]),
  },

  passwordResetEmail: {
    subject: (brand: string) => `Reset your ${brand} password`,
    text: (brand: string, name: string, url: string, sender: EmailSender) =>
      text(brand, sender, [
        `Hello ${name},`,
        `We received a request to reset the password of your ${brand} account. Choose a new password by opening this link:`,
        url,
        'The link works once and for one hour. If you did not ask for this, you can ignore this email: your password stays as it is.',
      ]),
    html: (brand: string, name: string, url: string, sender: EmailSender) =>
      html(brand, sender, [
        `Hello ${escapeHtml(name)},`,
        `We received a request to reset the password of your ${escapeHtml(brand)} account. Choose a new password by opening this link:`,
        link(url),
        'The link works once and for one hour. If you did not ask for this, you can ignore this email: your password stays as it is.',
      ]),
  },

  /**
   * To the owner of an email at the first lock of a streak of wrong passwords (once per streak):
   * what happened, and a link to the forgotten-password form.
   */
  passwordLockedEmail: {
    subject: (brand: string) => `Several incorrect passwords on your ${brand} account`,
    text: (brand: string, name: string, url: string, sender: EmailSender) =>
      text(brand, sender, [
        `Hello ${name},`,
        `Someone entered an incorrect password for your ${brand} account several times in a row, so signing in with a password is paused for a few minutes. Each further incorrect password makes the pause longer.`,
        'If this was you and you have forgotten your password, choose a new one here:',
        url,
        'If it was not you, your account is still safe: the password was not found. We still suggest choosing a new password, one you use nowhere else. While the pause lasts, a code texted to a number on your account still signs you in.',
      ]),
    html: (brand: string, name: string, url: string, sender: EmailSender) =>
      html(brand, sender, [
        `Hello ${escapeHtml(name)},`,
        `Someone entered an incorrect password for your ${escapeHtml(brand)} account several times in a row, so signing in with a password is paused for a few minutes. Each further incorrect password makes the pause longer.`,
        'If this was you and you have forgotten your password, choose a new one here:',
        link(url),
        'If it was not you, your account is still safe: the password was not found. We still suggest choosing a new password, one you use nowhere else. While the pause lasts, a code texted to a number on your account still signs you in.',
      ]),
  },

  /**
   * To a new back-office operator (docs/decisions/044): the one-time link where they choose a
   * password and enrol an authenticator app. A second invitation sends a fresh link.
   */
  operatorSetupEmail: {
    subject: (brand: string) => `Your ${brand} back-office account`,
    text: (brand: string, role: string, url: string, sender: EmailSender) =>
      text(brand, sender, [
        'Hello,',
        `An account was created for you in the ${brand} back office, with the role ${role}. To set it up, open this link, choose a password and add the account to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…):`,
        url,
        'The link works once and for 72 hours. If you did not expect this email, tell us at the address below and do not open the link.',
      ]),
    html: (brand: string, role: string, url: string, sender: EmailSender) =>
      html(brand, sender, [
        'Hello,',
        `An account was created for you in the ${escapeHtml(brand)} back office, with the role <strong>${escapeHtml(role)}</strong>. To set it up, open this link, choose a password and add the account to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…):`,
        link(url),
        'The link works once and for 72 hours. If you did not expect this email, tell us at the address below and do not open the link.',
      ]),
  },
  /** The operators' roles, as an email names them. */
  operatorRoles: { owner: 'owner', support: 'support' },

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
      sender: EmailSender,
      name: string,
      totalMinutes: number,
      ...lines: ReceiptLine[]
    ) =>
      text(brand, sender, [
        `Hello ${name},`,
        `Thank you for your purchase. ${totalMinutes} minutes have been added to your ${brand} account; they never expire.`,
        `${receiptHeading}\n${receiptTextLines(lines, ': ')}`,
        receiptClosing,
      ]),
    html: (
      brand: string,
      sender: EmailSender,
      name: string,
      totalMinutes: number,
      ...lines: ReceiptLine[]
    ) =>
      html(brand, sender, [
        `Hello ${escapeHtml(name)},`,
        `Thank you for your purchase. <strong>${escapeHtml(totalMinutes)} minutes</strong> have been added to your ${escapeHtml(brand)} account; they never expire.`,
        receiptHtmlSection(receiptHeading, lines, receiptClosing),
      ]),
  },

  /**
   * Sent when a call from one of the customer's numbers ended on wrong phone PINs (three in the
   * call, or the day's last allowed one): someone may be calling with a copy of the number.
   */
  wrongPinsEmail: {
    subject: (brand: string) => `Wrong PIN on a call to ${brand} from your number`,
    text: (brand: string, name: string, phone: string, url: string, sender: EmailSender) =>
      text(brand, sender, [
        `Hello ${name},`,
        `Someone called ${brand} from your number ${phone} and entered a wrong phone PIN. We ended the call: no minutes were used, and nothing about your account was said.`,
        `If it was you, you can choose a new PIN on your dashboard: ${url}`,
        'If it was not you, someone may be calling with a copy of your number. Your minutes are safe as long as nobody knows your PIN; if you think someone does, change it on your dashboard.',
      ]),
    html: (brand: string, name: string, phone: string, url: string, sender: EmailSender) =>
      html(brand, sender, [
        `Hello ${escapeHtml(name)},`,
        `Someone called ${escapeHtml(brand)} from your number <strong>${escapeHtml(phone)}</strong> and entered a wrong phone PIN. We ended the call: no minutes were used, and nothing about your account was said.`,
        `If it was you, you can choose a new PIN on your dashboard: ${link(url)}`,
        'If it was not you, someone may be calling with a copy of your number. Your minutes are safe as long as nobody knows your PIN; if you think someone does, change it on your dashboard.',
      ]),
  },
  /** The same warning by SMS, to the number the call came from: one message, no link. */
  wrongPinsSms: (brand: string) =>
    `${brand}: a call from your number with a wrong PIN was ended, at no charge. Not you? Change your PIN on your dashboard.`,

  /** The SMS with a sign-in, add-phone or re-authentication code. */
  phoneCodeSms: (brand: string, code: string) =>
    `${code} is your ${brand} verification code. It expires in 10 minutes. Never share it with anyone.`,

  /**
   * The SMS telling an advisor the line set them Away after two calls they did not answer.
   * Plain GSM characters, as the other texts.
   */
  advisorSetAwaySms: (brand: string) =>
    `${brand}: two calls rang without an answer, so you are now Away and get no calls. Choose Available in the advisors' app, or call the line, when you are ready.`,
  /**
   * The day after a call of at least 3 billed minutes (docs/decisions/053): an invitation to rate
   * it; the link opens the review form (after signing in if needed).
   */
  reviewInvitationEmail: {
    subject: (brand: string, advisor: string) => `How was your call with ${advisor}? (${brand})`,
    text: (brand: string, name: string, advisor: string, url: string, sender: EmailSender) =>
      text(brand, sender, [
        `Hello ${name},`,
        `Yesterday you spoke with ${advisor}. Other callers choose their advisor from what callers like you say: would you rate your call from 1 to 5 stars, and write a few words if you wish?`,
        `Rate your call: ${url}`,
        'Only callers who really spoke with an advisor can rate them, once per call. We ask only this once.',
      ]),
    html: (brand: string, name: string, advisor: string, url: string, sender: EmailSender) =>
      html(brand, sender, [
        `Hello ${escapeHtml(name)},`,
        `Yesterday you spoke with ${escapeHtml(advisor)}. Other callers choose their advisor from what callers like you say: would you rate your call from 1 to 5 stars, and write a few words if you wish?`,
        `Rate your call: ${link(url)}`,
        'Only callers who really spoke with an advisor can rate them, once per call. We ask only this once.',
      ]),
  },
  /** To someone who applied on /advisors/apply (docs/decisions/049): it was received. */
  /** "Notify me when available" (docs/decisions/052): sent once, with a link that stops it. */
  advisorAvailableEmail: {
    subject: (brand: string, name: string) => `${name} is available now on ${brand}`,
    text: (brand: string, name: string, url: string, stopUrl: string, sender: EmailSender) =>
      text(brand, sender, [
        `${name} is available now. Call the line, or see their profile: ${url}`,
        'You asked to be told once; this request is now done.',
        `To cancel your other requests for ${name}: ${stopUrl}`,
      ]),
  },
  advisorAvailableSms: (brand: string, name: string, stopUrl: string) =>
    `${brand}: ${name} is available now. Stop these messages: ${stopUrl} or reply STOP.`,

  advisorApplicationEmail: {
    subject: (brand: string) => `We received your application to become a ${brand} advisor`,
    text: (brand: string, name: string, sender: EmailSender) =>
      applicantText(brand, sender, [
        `Hello ${name},`,
        `Thank you for applying to become a ${brand} advisor. Our team reads every application, and we will write to you at this address with our answer.`,
        'If you are approved, we create your advisor account and send you a text message with a link to sign in with your phone number.',
        'If you did not apply, you can ignore this email.',
      ]),
    html: (brand: string, name: string, sender: EmailSender) =>
      applicantHtml(brand, sender, [
        `Hello ${escapeHtml(name)},`,
        `Thank you for applying to become a ${escapeHtml(brand)} advisor. Our team reads every application, and we will write to you at this address with our answer.`,
        'If you are approved, we create your advisor account and send you a text message with a link to sign in with your phone number.',
        'If you did not apply, you can ignore this email.',
      ]),
  },

  /** An approved applicant's invitation: their extension and where they sign in. */
  advisorInvitationEmail: {
    subject: (brand: string) => `Welcome to ${brand}: your advisor account is ready`,
    text: (brand: string, name: string, extension: string, url: string, sender: EmailSender) =>
      applicantText(brand, sender, [
        `Hello ${name},`,
        `Your application is approved: welcome among ${brand}'s advisors. Your extension is ${extension}; callers key it in to reach you.`,
        `Sign in to your advisor space with your phone number to write your description and set your schedule. Your profile stays hidden from callers until we have read it.`,
        url,
      ]),
    html: (brand: string, name: string, extension: string, url: string, sender: EmailSender) =>
      applicantHtml(brand, sender, [
        `Hello ${escapeHtml(name)},`,
        `Your application is approved: welcome among ${escapeHtml(brand)}'s advisors. Your extension is <strong>${escapeHtml(extension)}</strong>; callers key it in to reach you.`,
        `Sign in to your advisor space with your phone number to write your description and set your schedule. Your profile stays hidden from callers until we have read it.`,
        link(url),
      ]),
  },
  /** The same invitation by SMS, to the number they applied with. */
  advisorInvitationSms: (brand: string, extension: string, url: string) =>
    `${brand}: your advisor application is approved. Your extension is ${extension}. Sign in with this number: ${url}`,

  /** An advisor's profile change declined in the back office, with why (docs/decisions/050). */
  advisorProfileChangeDeclinedSms: {
    texts: (brand: string, reason: string) =>
      `${brand}: your new profile texts were not approved. ${reason} You can send new ones from the advisors' app.`,
    photo: (brand: string, reason: string) =>
      `${brand}: your new photo was not approved. ${reason} You can send another from the advisors' app.`,
    greeting: (brand: string, reason: string) =>
      `${brand}: your new greeting was not approved. ${reason} You can send another from the advisors' app.`,
  },

  /** A declined application, with the operator's message. */
  advisorDeclinedEmail: {
    subject: (brand: string) => `Your application to become a ${brand} advisor`,
    text: (brand: string, name: string, message: string, sender: EmailSender) =>
      applicantText(brand, sender, [
        `Hello ${name},`,
        `Thank you for applying to become a ${brand} advisor. We have read your application and cannot accept it. Our team wrote:`,
        message,
      ]),
    html: (brand: string, name: string, message: string, sender: EmailSender) =>
      applicantHtml(brand, sender, [
        `Hello ${escapeHtml(name)},`,
        `Thank you for applying to become a ${escapeHtml(brand)} advisor. We have read your application and cannot accept it. Our team wrote:`,
        escapeHtml(message).replaceAll('\n', '<br>'),
      ]),
  },
  /**
   * The operator's decision on a satisfaction-guarantee claim that went to review
   * (docs/decisions/054): `minutes` and the call's date formatted for the customer.
   */
  guaranteeApprovedEmail: {
    subject: (brand: string) => `Your ${brand} satisfaction-guarantee claim was approved`,
    text: (brand: string, name: string, minutes: number, callDate: string, sender: EmailSender) =>
      text(brand, sender, [
        `Hello ${name},`,
        `Our team approved your claim about your call of ${callDate}: we put ${minutes} minute${minutes === 1 ? '' : 's'} back in your balance.`,
      ]),
    html: (brand: string, name: string, minutes: number, callDate: string, sender: EmailSender) =>
      html(brand, sender, [
        `Hello ${escapeHtml(name)},`,
        `Our team approved your claim about your call of ${escapeHtml(callDate)}: we put ${minutes} minute${minutes === 1 ? '' : 's'} back in your balance.`,
      ]),
  },
  guaranteeDeclinedEmail: {
    subject: (brand: string) => `Your ${brand} satisfaction-guarantee claim`,
    text: (brand: string, name: string, callDate: string, message: string, sender: EmailSender) =>
      text(brand, sender, [
        `Hello ${name},`,
        `Our team read your claim about your call of ${callDate} and cannot give its minutes back. They wrote:`,
        message,
      ]),
    html: (brand: string, name: string, callDate: string, message: string, sender: EmailSender) =>
      html(brand, sender, [
        `Hello ${escapeHtml(name)},`,
        `Our team read your claim about your call of ${escapeHtml(callDate)} and cannot give its minutes back. They wrote:`,
        escapeHtml(message).replaceAll('\n', '<br>'),
      ]),
  },
};
