// The stand-in's OAuth2 client-credentials endpoint and its Bearer tokens
// (docs/architecture.md §5.1): Basic auth with the simulated client id and secret, a form
// body with grant_type=client_credentials, tokens that expire (PayPal: 9 hours). Like PayPal, a
// token with time left is handed out again, with the seconds it has left.
import { randomBytes } from 'node:crypto';
import type { Clock } from '#server/clock.ts';
import { newAccessToken } from './ids.ts';
import type { SimResponse } from './wire-errors.ts';

const reissueMarginMs = 60_000;

export function createOAuth(options: {
  clientId: string;
  clientSecret: string;
  clock: Clock;
  lifetimeSeconds: number;
}) {
  const { clock } = options;
  /** Access token → when it expires (epoch ms of the clock). */
  const tokens = new Map<string, number>();
  const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  return {
    issueToken(authorization: string | undefined, form: unknown): SimResponse {
      if (authorization !== expected) {
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        };
      }
      const grantType =
        typeof form === 'object' && form !== null
          ? (form as Record<string, unknown>).grant_type
          : undefined;
      if (grantType !== 'client_credentials') {
        return {
          status: 400,
          body: {
            error: 'unsupported_grant_type',
            error_description:
              grantType === undefined ? 'Grant Type is NULL' : 'unsupported grant_type',
          },
        };
      }
      const nowMs = clock.now().getTime();
      let token: string | undefined;
      let expiresAt = 0;
      for (const [candidate, until] of tokens) {
        if (until <= nowMs) tokens.delete(candidate);
        else if (until > nowMs + reissueMarginMs) [token, expiresAt] = [candidate, until];
      }
      if (token === undefined) {
        token = newAccessToken();
        expiresAt = nowMs + options.lifetimeSeconds * 1000;
        tokens.set(token, expiresAt);
      }
      return {
        status: 200,
        body: {
          scope:
            'https://uri.paypal.com/services/payments/refund https://uri.paypal.com/services/payments/payment/authcode https://uri.paypal.com/services/payments/realtimepayment https://uri.paypal.com/services/applications/webhooks',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-80W284485P519543T',
          expires_in: Math.floor((expiresAt - nowMs) / 1000),
          nonce: `${clock.now().toISOString()}${randomBytes(16).toString('base64url')}`,
        },
      };
    },

    /** Whether an Authorization header carries a live token. */
    authenticated(authorization: string | undefined): boolean {
      const match = /^Bearer (\S+)$/.exec(authorization ?? '');
      const until = match?.[1] ? tokens.get(match[1]) : undefined;
      return until !== undefined && until > clock.now().getTime();
    },

    /** Every token stops working (PayPal revoked or expired them). */
    expireAll() {
      tokens.clear();
    },
  };
}
