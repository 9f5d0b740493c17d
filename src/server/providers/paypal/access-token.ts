// PayPal's OAuth2 access token (client credentials), kept until about a minute before it
// expires (docs/architecture.md §5.1). Concurrent callers share one token request, and a
// token PayPal refuses (401) is dropped so the next caller fetches a new one.
import type { Clock } from '#server/clock.ts';

export interface IssuedToken {
  accessToken: string;
  expiresInSeconds: number;
}

/** Refresh this long before PayPal says the token expires. */
const refreshMarginSeconds = 60;

export function createAccessTokenCache(options: {
  clock: Clock;
  requestToken: () => Promise<IssuedToken>;
}) {
  let cached: { accessToken: string; refreshAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function refresh(): Promise<string> {
    const issued = await options.requestToken();
    // A very short lifetime still gets half of it rather than none.
    const usableSeconds = Math.max(
      issued.expiresInSeconds - refreshMarginSeconds,
      issued.expiresInSeconds / 2,
    );
    cached = {
      accessToken: issued.accessToken,
      refreshAt: options.clock.now().getTime() + usableSeconds * 1000,
    };
    return issued.accessToken;
  }

  return {
    async get(): Promise<string> {
      if (cached && options.clock.now().getTime() < cached.refreshAt) return cached.accessToken;
      inFlight ??= refresh().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    /** PayPal refused this token: the next get() asks for another. */
    invalidate(accessToken: string) {
      if (cached?.accessToken === accessToken) cached = null;
    },
  };
}
