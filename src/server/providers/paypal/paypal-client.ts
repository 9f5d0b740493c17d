// The real PayPal client: Orders v2 over fetch, no SDK (PayPal's server SDK cannot be pointed
// at another base URL; docs/architecture.md §5.1). In simulated mode the same client talks
// to our stand-in at ${PUBLIC_URL}/sim/paypal, so the production code path is the tested one.
//
// Every call is safe to repeat: reads, and writes carrying a PayPal-Request-Id (create:
// `<orderId>-create`; capture and refund: the caller's). The client itself only retries once
// after PayPal refuses a cached token (401), with a fresh one; other retries are the caller's
// choice, on a ProviderError with `retryable`.
import { centsToDecimalString, decimalStringToCents } from '#shared/pricing/money.ts';
import { systemClock, type Clock } from '#server/clock.ts';
import { ProviderError } from '../provider-error.ts';
import { createAccessTokenCache } from './access-token.ts';
import { createOrderBody } from './order-request.ts';
import {
  CaptureJsonSchema,
  RefundJsonSchema,
  toCapture,
  toOrderView,
  UnreadableAnswer,
} from './order-view.ts';
import { errorFromResponse, paypalProvider, unreachable, unreadable } from './paypal-errors.ts';
import type {
  PayPalCapture,
  PayPalClient,
  PayPalOrderInput,
  PayPalOrderView,
  PayPalWebhookHeaders,
} from './port.ts';

export interface PayPalClientOptions {
  /** https://api-m.paypal.com, the sandbox, or `${PUBLIC_URL}/sim/paypal`; no trailing slash. */
  apiBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Our webhook's id at PayPal; unset: no delivery can be verified. */
  webhookId: string | undefined;
  mode: 'paypal' | 'simulated';
  /** Shown to the buyer on PayPal's pages (application_context.brand_name). */
  brandName?: string;
  /** Tests pass createSelfFetch (the stand-in through inject) or a peer's. */
  fetch?: typeof fetch;
  clock?: Clock;
  /** How long one request may take (default 10 s). */
  timeoutMs?: number;
}

/** The port, and what an operator's tools may also need. */
export interface PayPalRestClient extends PayPalClient {
  getCapture(captureId: string): Promise<PayPalCapture>;
}

const defaultTimeoutMs = 10_000;

interface Answer {
  status: number;
  body: unknown;
}

export function createPayPalClient(options: PayPalClientOptions): PayPalRestClient {
  const doFetch = options.fetch ?? fetch;
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const base = options.apiBaseUrl.replace(/\/+$/, '');

  async function exchange(path: string, init: RequestInit): Promise<Answer> {
    let response: Response;
    let raw: string;
    try {
      response = await doFetch(`${base}${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
      raw = await response.text();
    } catch (error) {
      throw unreachable(error, timeoutMs);
    }
    let body: unknown = null;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        if (response.ok) throw unreadable(response.status, 'a body that is not JSON');
      }
    }
    return { status: response.status, body };
  }

  const tokens = createAccessTokenCache({
    clock,
    async requestToken() {
      const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
      const answer = await exchange('/v1/oauth2/token', {
        method: 'POST',
        headers: {
          Authorization: `Basic ${basic}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      });
      if (answer.status !== 200) {
        const error = errorFromResponse(answer.status, answer.body);
        if (error instanceof ProviderError) throw error;
        // Wrong credentials are our configuration's fault, never the buyer's, and asking
        // again will not help.
        throw new ProviderError(
          paypalProvider,
          `PayPal refused our credentials: ${error.message}`,
          {
            retryable: false,
            status: answer.status,
            code: error.errorName ?? answer.status,
          },
        );
      }
      const body = answer.body as { access_token?: unknown; expires_in?: unknown } | null;
      if (typeof body?.access_token !== 'string' || typeof body.expires_in !== 'number') {
        throw unreadable(answer.status, 'a token answer without a token');
      }
      return { accessToken: body.access_token, expiresInSeconds: body.expires_in };
    },
  });

  /** An authenticated JSON call; PayPal's refusals are thrown. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    request: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await tokens.get();
      const answer = await exchange(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...request.headers,
        },
        ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      });
      if (answer.status === 401 && attempt === 0) {
        tokens.invalidate(token);
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) {
        throw errorFromResponse(answer.status, answer.body);
      }
      return answer;
    }
  }

  function read<T>(status: number, what: string, parse: () => T): T {
    try {
      return parse();
    } catch (error) {
      if (error instanceof UnreadableAnswer) throw unreadable(status, `an unreadable ${what}`);
      throw error;
    }
  }

  return {
    mode: options.mode,

    async createOrder(input: PayPalOrderInput) {
      const answer = await call('POST', '/v2/checkout/orders', {
        body: createOrderBody(input, options.brandName ? { brandName: options.brandName } : {}),
        headers: {
          'PayPal-Request-Id': `${input.orderId}-create`,
          Prefer: 'return=representation',
        },
      });
      const body = answer.body as { id?: unknown; status?: unknown } | null;
      if (typeof body?.id !== 'string' || typeof body.status !== 'string') {
        throw unreadable(answer.status, 'an order without an id');
      }
      return { id: body.id, status: body.status };
    },

    async captureOrder(paypalOrderId: string, requestId: string): Promise<PayPalOrderView> {
      const answer = await call(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
        {
          body: {},
          headers: { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
        },
      );
      return read(answer.status, 'order', () => toOrderView(answer.body));
    },

    async getOrder(paypalOrderId: string): Promise<PayPalOrderView> {
      const answer = await call('GET', `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`);
      return read(answer.status, 'order', () => toOrderView(answer.body));
    },

    async getCapture(captureId: string): Promise<PayPalCapture> {
      const answer = await call('GET', `/v2/payments/captures/${encodeURIComponent(captureId)}`);
      return read(answer.status, 'capture', () => {
        const parsed = CaptureJsonSchema.safeParse(answer.body);
        if (!parsed.success) throw new UnreadableAnswer('capture');
        return toCapture(parsed.data);
      });
    },

    async refundCapture(captureId, refund) {
      const answer = await call(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        {
          body: {
            ...(refund.amountCents !== undefined
              ? {
                  amount: { currency_code: 'CAD', value: centsToDecimalString(refund.amountCents) },
                }
              : {}),
            ...(refund.invoiceId ? { invoice_id: refund.invoiceId } : {}),
            ...(refund.noteToPayer ? { note_to_payer: refund.noteToPayer.slice(0, 255) } : {}),
          },
          headers: { 'PayPal-Request-Id': refund.requestId, Prefer: 'return=representation' },
        },
      );
      return read(answer.status, 'refund', () => {
        const parsed = RefundJsonSchema.safeParse(answer.body);
        if (!parsed.success) throw new UnreadableAnswer('refund');
        const amount = parsed.data.amount;
        return {
          id: parsed.data.id,
          status: parsed.data.status,
          amountCents: amount ? decimalStringToCents(amount.value) : null,
        };
      });
    },

    async verifyWebhook(headers: PayPalWebhookHeaders, event: unknown): Promise<boolean> {
      // Without our webhook's id PayPal cannot say a delivery was meant for us.
      if (!options.webhookId) return false;
      const answer = await call('POST', '/v1/notifications/verify-webhook-signature', {
        body: {
          auth_algo: headers.authAlgo,
          cert_url: headers.certUrl,
          transmission_id: headers.transmissionId,
          transmission_sig: headers.transmissionSig,
          transmission_time: headers.transmissionTime,
          webhook_id: options.webhookId,
          webhook_event: event,
        },
      });
      const body = answer.body as { verification_status?: unknown } | null;
      return body?.verification_status === 'SUCCESS';
    },
  };
}
