// How PayPal's refusals reach the payments feature (docs/architecture.md §5.1): a 4xx in
// PayPal's envelope becomes a PayPalApiError carrying the error name and details[0].issue
// (ORDER_NOT_APPROVED, INSTRUMENT_DECLINED, …); a 5xx, a 429, a timeout or a network failure is
// a retryable ProviderError, since every call we make is safe to repeat (reads, and writes
// carrying a PayPal-Request-Id).
import { ProviderError } from '../provider-error.ts';
import { PayPalApiError } from './port.ts';

export const paypalProvider = 'paypal';

interface ErrorEnvelope {
  name?: unknown;
  message?: unknown;
  debug_id?: unknown;
  details?: { issue?: unknown; description?: unknown }[];
  // OAuth errors use these instead.
  error?: unknown;
  error_description?: unknown;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function errorFromResponse(status: number, body: unknown): PayPalApiError | ProviderError {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as ErrorEnvelope;
  const name = text(envelope.name) ?? text(envelope.error);
  const detail = Array.isArray(envelope.details) ? envelope.details[0] : undefined;
  const issue = text(detail?.issue);
  const debugId = text(envelope.debug_id);
  const explanation =
    text(detail?.description) ?? text(envelope.message) ?? text(envelope.error_description);
  const message = `PayPal ${status}${name ? ` ${name}` : ''}${issue ? ` (${issue})` : ''}${
    explanation ? `: ${explanation}` : ''
  }${debugId ? ` [debug_id ${debugId}]` : ''}`;
  if (status === 429 || status >= 500) {
    return new ProviderError(paypalProvider, message, {
      retryable: true,
      status,
      code: issue ?? name ?? status,
    });
  }
  return new PayPalApiError(message, status, name, issue, debugId);
}

export function unreachable(error: unknown, timeoutMs: number): ProviderError {
  const timedOut =
    error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = timedOut ? 'ETIMEDOUT' : typeof cause?.code === 'string' ? cause.code : 'ENETWORK';
  const message = timedOut
    ? `PayPal did not answer within ${timeoutMs} ms`
    : `PayPal could not be reached (${code})`;
  return new ProviderError(paypalProvider, message, { retryable: true, code, cause: error });
}

export function unreadable(status: number, what: string): ProviderError {
  return new ProviderError(paypalProvider, `PayPal answered ${status} with ${what}`, {
    retryable: true,
    status,
    code: 'UNREADABLE_ANSWER',
  });
}
