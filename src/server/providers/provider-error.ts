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
