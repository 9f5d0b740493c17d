// What a production server refuses to start with (docs/decisions/024): anything that would let
// it take orders, send codes or answer calls without the real provider behind them, or expose a
// tool meant for development. Each problem says what to set; they are all listed at once, so an
// operator fixes them in one go. A test deployment says so with STAGING=true and may then use
// stand-ins, sandboxes, the dev outbox and the demo data (its pages carry the test-mode band);
// a missing PayPal webhook id and the public Twilio token are refused there too.
import {
  developmentBusinessAddress,
  DEVELOPMENT_TWILIO_AUTH_TOKEN,
  type Config,
  type EnvValues,
} from './config.ts';

const orStaging = 'or, on a test deployment, STAGING=true';

/** Which of `names` the environment leaves unset, for a message: "A", "A and B", "A, B and C". */
function unset(given: EnvValues, names: (keyof EnvValues)[]): string {
  const absent = names.filter((name) => given[name] === undefined);
  return absent.length <= 1
    ? (absent[0] ?? '')
    : `${absent.slice(0, -1).join(', ')} and ${absent.at(-1)}`;
}

/**
 * Whether the business address is still .env.example's made-up one: the schema has already
 * trimmed the parts and written the province and postal code one way; spacing inside a part and
 * capitals are not a different address either.
 */
function isDevelopmentAddress(address: Config['business']['address']): boolean {
  const normalize = (part: string) => part.replace(/\s+/g, ' ').toLowerCase();
  return (Object.keys(developmentBusinessAddress) as (keyof typeof address)[]).every(
    (part) => normalize(address[part]) === normalize(developmentBusinessAddress[part]),
  );
}

/** A sandbox API (api-m.sandbox.paypal.com, any *.sandbox.* host): no real money moves there. */
export function isSandboxHost(url: string): boolean {
  return new URL(url).hostname.toLowerCase().split('.').includes('sandbox');
}

/** Every reason a server with this configuration must not start; none outside production. */
export function productionRefusals(config: Config, given: EnvValues): string[] {
  if (config.env !== 'production') return [];
  const problems: string[] = [];
  const paypal = config.paymentMethods.includes('paypal');
  const interac = config.paymentMethods.includes('interac');

  // Refused on a test deployment too: the public token lets anyone sign calls to the line, and
  // real PayPal (its sandbox included) without a webhook id loses what PayPal reports later.
  if (
    given.TWILIO_AUTH_TOKEN === undefined ||
    given.TWILIO_AUTH_TOKEN === DEVELOPMENT_TWILIO_AUTH_TOKEN
  ) {
    problems.push(
      "TWILIO_AUTH_TOKEN: must be set in production, and not to the development token (it signs the phone line's webhooks, and the development one is public); set the auth token of the Twilio account",
    );
  }
  const payPalStandIn = config.staging && config.paypal.simulated;
  if (paypal && given.PAYPAL_WEBHOOK_ID === undefined && !payPalStandIn) {
    problems.push(
      "PAYPAL_WEBHOOK_ID: must be set while PayPal is offered (without it PayPal's webhooks cannot be verified and are refused, so payments PayPal completes later are never credited); set the id of this site's webhook in PayPal's developer dashboard",
    );
  }
  if (config.staging) return problems;

  if (paypal && config.paypal.simulated) {
    const names = unset(given, ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET']);
    problems.push(
      `${names}: must be set in production while PayPal is offered (without them PayPal payments go to the local stand-in under /sim/paypal, where buyers approve their own orders); set PayPal's live credentials, leave paypal out of PAYMENT_METHODS, ${orStaging}`,
    );
  }
  if (paypal && !config.paypal.simulated && isSandboxHost(config.paypal.apiBaseUrl)) {
    problems.push(
      `PAYPAL_API_BASE_URL: ${new URL(config.paypal.apiBaseUrl).host} is PayPal's sandbox, where no real money moves; leave it unset for PayPal's live API (https://api-m.paypal.com), ${orStaging}`,
    );
  }
  if (interac && config.gigadat.simulated) {
    const names = unset(given, [
      'GIGADAT_ACCESS_TOKEN',
      'GIGADAT_SECURITY_TOKEN',
      'GIGADAT_CAMPAIGN_ID',
    ]);
    problems.push(
      `${names}: must be set in production while Interac is offered (without them Interac payments go to the local stand-in under /sim/interac, where buyers approve their own requests); set Gigadat's credentials, leave interac out of PAYMENT_METHODS, ${orStaging}`,
    );
  }
  if (interac && !config.gigadat.simulated && config.gigadat.sandbox) {
    problems.push(
      `GIGADAT_SANDBOX: true is refused in production (Interac requests would be sandbox ones, where no real money moves); set it to false or leave it unset, ${orStaging}`,
    );
  }
  if (config.email.smtpUrl === undefined) {
    problems.push(
      `SMTP_URL: must be set in production (without it no email is sent: confirmation and reset links only reach the dev outbox); set the SMTP server, ${orStaging}`,
    );
  }
  const sms = unset(given, ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SMS_FROM']);
  if (sms !== '') {
    problems.push(
      `${sms}: must be set in production for SMS (without Twilio's account, token and sender no SMS is sent: sign-in codes only reach the dev outbox); set the Twilio account, its auth token and the sending number, ${orStaging}`,
    );
  }
  if (config.voice.simulated) {
    const names = unset(given, ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN']);
    problems.push(
      `${names}: must be set in production for the phone line (without Twilio's account and token the line runs on the stand-in under /sim/twilio, and calls cannot be settled from Twilio's records); set the Twilio account and its auth token, ${orStaging}`,
    );
  }
  if (isDevelopmentAddress(config.business.address)) {
    problems.push(
      `BUSINESS_ADDRESS: the development address is refused in production (every email, the Terms, receipts and the footer show it as the business's: the law wants the real legal name and mailing address); set "legal name; street address; city; province code; postal code", ${orStaging}`,
    );
  }
  if (config.seed === 'demo') {
    problems.push(
      `SEED: demo is refused in production (it creates a customer whose password is public, with free minutes); set SEED=none or leave it unset, ${orStaging}`,
    );
  }
  if (given.DEV_OUTBOX === true) {
    problems.push(
      `DEV_OUTBOX: true is refused in production (the dev outbox shows every simulated message, sign-in codes and reset links included, to anyone); remove it, ${orStaging}`,
    );
  }
  return problems;
}
