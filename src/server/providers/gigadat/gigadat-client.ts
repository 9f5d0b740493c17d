// The real Interac client: Gigadat's API over fetch (docs/architecture.md §5.2), no SDK.
// POST {apiBaseUrl}/api/payment-token/{campaignId} creates the payment token; the buyer then goes
// to {apiBaseUrl}/webflow?transaction=…&token=…; GET {apiBaseUrl}/api/transactions/{id} reads
// the status. Every call carries HTTP Basic base64(accessToken:securityToken). In simulated mode
// the base URL is our own stand-in (PUBLIC_URL/sim/interac), so this very code is what tests run.
import { centsToDecimalString, decimalStringToCents } from '#shared/pricing/money.ts';
import type { Config } from '#server/config.ts';
import { ProviderError, unreachableError } from '../provider-error.ts';
import type { GigadatClient, GigadatPaymentInput, GigadatTransaction } from './port.ts';

export type Fetch = typeof fetch;

export interface GigadatClientOptions {
  /** https://interac.express-connect.com, or PUBLIC_URL/sim/interac; no trailing slash. */
  apiBaseUrl: string;
  accessToken: string;
  securityToken: string;
  campaignId: string;
  /** Gigadat's test mode for this campaign (sent with every payment). */
  sandbox: boolean;
  /** Our PUBLIC_URL, sent as the payment's `site`. */
  siteUrl: string;
  mode: GigadatClient['mode'];
  /** Tests route requests to the app itself (tests/support/self-fetch.ts). */
  fetch?: Fetch;
  /** How long one request may take before it is abandoned (default 10 s). */
  timeoutMs?: number;
}

export const gigadatProvider = 'gigadat';
const defaultTimeoutMs = 10_000;

/** The options for this configuration (simulated mode: the stand-in under PUBLIC_URL). */
export function gigadatClientOptionsFrom(
  config: Pick<Config, 'gigadat' | 'publicUrl'>,
): GigadatClientOptions {
  const { gigadat } = config;
  return {
    apiBaseUrl: gigadat.apiBaseUrl,
    accessToken: gigadat.accessToken,
    securityToken: gigadat.securityToken,
    campaignId: gigadat.campaignId,
    sandbox: gigadat.sandbox,
    siteUrl: config.publicUrl,
    mode: gigadat.simulated ? 'simulated' : 'gigadat',
  };
}

export function createGigadatClient(options: GigadatClientOptions): GigadatClient {
  const baseUrl = options.apiBaseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.accessToken}:${options.securityToken}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const send = options.fetch ?? fetch;

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await send(url, {
        ...init,
        headers: { Authorization: authorization, Accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unreachable(error, timeoutMs);
    }
  }

  return {
    mode: options.mode,

    async createPayment(input: GigadatPaymentInput) {
      const url = `${baseUrl}/api/payment-token/${encodeURIComponent(options.campaignId)}`;
      const response = await call(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(paymentTokenRequest(input, options)),
      });
      const body = await readJson(response);
      if (!response.ok) throw refusal(response.status, body, 'create the payment token');
      // From here Gigadat holds the transaction: repeating the call with the same transaction id
      // would be refused as a duplicate, so an unusable answer is not worth retrying.
      if (body === unreadable) throw malformed(response.status, 'an unreadable body', false);
      const token = stringField(body, 'token');
      if (token === null) throw malformed(response.status, 'no payment token', false);
      const query = new URLSearchParams({ transaction: input.transactionId, token });
      return { token, paymentUrl: `${baseUrl}/webflow?${query.toString()}` };
    },

    async getTransaction(transactionId: string) {
      const url = `${baseUrl}/api/transactions/${encodeURIComponent(transactionId)}`;
      const response = await call(url, { method: 'GET' });
      const body = await readJson(response);
      if (response.status === 404) return null;
      if (!response.ok) throw refusal(response.status, body, 'read the transaction');
      // A read can always be repeated, so a garbled answer is worth another try.
      if (body === unreadable) throw malformed(response.status, 'an unreadable body', true);
      const transaction = transactionFrom(body, transactionId);
      if (transaction === null) throw malformed(response.status, 'no status', true);
      return transaction;
    },
  };
}

/**
 * The body of POST /api/payment-token/{campaignId} (Hyperswitch's GigadatCpiRequest, camelCase):
 * a CPI (Combined Pay-In) in CAD, English, with the amount in dollars as a number.
 */
export function paymentTokenRequest(
  input: GigadatPaymentInput,
  options: Pick<GigadatClientOptions, 'sandbox' | 'siteUrl'>,
) {
  return {
    userId: input.userId,
    transactionId: input.transactionId,
    name: input.name,
    email: input.email,
    ...(input.mobile === null ? {} : { mobile: input.mobile }),
    site: options.siteUrl,
    userIp: input.userIp,
    currency: 'CAD',
    language: 'en',
    // Built from the integer's digits ("56.49" → 56.49): no floating-point drift on the wire.
    amount: Number(centsToDecimalString(input.amountCents)),
    type: 'CPI',
    sandbox: options.sandbox,
    hosted: true,
  };
}

const unreadable = Symbol('unreadable');

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text.trim() === '' ? unreadable : (JSON.parse(text) as unknown);
  } catch {
    return unreadable;
  }
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function stringField(value: unknown, name: string): string | null {
  const field = record(value)?.[name];
  if (typeof field === 'string' && field.trim() !== '') return field.trim();
  if (typeof field === 'number' && Number.isFinite(field)) return String(field);
  return null;
}

/** Cents from an amount sent as a number (56.5) or a decimal string ("56.50"); NaN otherwise. */
function amountCents(value: unknown): number {
  const text =
    typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : typeof value === 'string'
        ? value
        : null;
  return (text === null ? null : decimalStringToCents(text)) ?? Number.NaN;
}

/**
 * The transaction from GET /api/transactions/{id}, read leniently: fields at the top level or
 * under `data` (both are seen in integrations), amount as a number or a string. A missing or
 * unreadable amount is NaN, and a missing currency or customer is '', so that a check against
 * our order fails rather than passes. Null when there is no status at all.
 */
function transactionFrom(body: unknown, requestedId: string): GigadatTransaction | null {
  const data = record(record(body)?.data);
  const pick = (...names: string[]): string | null => {
    for (const source of [body, data]) {
      for (const name of names) {
        const value = stringField(source, name);
        if (value !== null) return value;
      }
    }
    return null;
  };
  const status = pick('status');
  if (status === null) return null;
  const amount = record(body)?.amount ?? data?.amount;
  return {
    transactionId: pick('transactionId', 'transactionid', 'id') ?? requestedId,
    status,
    amountCents: amountCents(amount),
    currency: pick('currency') ?? '',
    userId: pick('userId', 'userid') ?? '',
  };
}

/** Gigadat's `{err}` message, or the HTTP status when the body says nothing. */
function refusal(status: number, body: unknown, action: string): ProviderError {
  const message = stringField(body, 'err') ?? stringField(body, 'message') ?? `HTTP ${status}`;
  // Gigadat's own trouble (5xx) or a rate limit may pass; a refusal of the request will not.
  const retryable = status >= 500 || status === 429 || status === 408;
  return new ProviderError(gigadatProvider, `Gigadat refused to ${action}: ${message}`, {
    retryable,
    status,
    code: status,
  });
}

function malformed(status: number, what: string, retryable: boolean): ProviderError {
  return new ProviderError(gigadatProvider, `Gigadat answered with ${what}`, {
    retryable,
    status,
    code: 'EMALFORMED',
  });
}

function unreachable(error: unknown, timeoutMs: number): ProviderError {
  return unreachableError(gigadatProvider, 'Gigadat', error, timeoutMs);
}
