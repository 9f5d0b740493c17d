// What a provider client throws when the provider refuses or cannot be reached. `retryable`
// says whether the same request may succeed later (a timeout, a 5xx, a 429) or never will
// (an invalid recipient, bad credentials).
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly options: {
      retryable: boolean;
      code?: string | number;
      status?: number;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.name = 'ProviderError';
  }

  get retryable(): boolean {
    return this.options.retryable;
  }
}

/**
 * A request that got no answer: a timeout (AbortSignal.timeout, or an abort) or a network
 * failure (its system code: ECONNREFUSED, ENOTFOUND, …). Always worth retrying later.
 * `who` names the other side in the message: "Twilio", "Gigadat", "the API".
 */
export function unreachableError(
  provider: string,
  who: string,
  error: unknown,
  timeoutMs: number,
): ProviderError {
  const timedOut =
    error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = timedOut ? 'ETIMEDOUT' : typeof cause?.code === 'string' ? cause.code : 'ENETWORK';
  const message = timedOut
    ? `${who} did not answer within ${timeoutMs} ms`
    : `${who} could not be reached (${code})`;
  return new ProviderError(provider, message, { retryable: true, code, cause: error });
}
