// The stand-in's payment tokens look like Gigadat's: a JWT (header.payload.signature, base64url)
// signed with HS256 by a secret of this process. Nobody decodes them; the webflow page compares
// the token it is given with the one issued for the transaction.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export interface TokenIssuer {
  issue(claims: { transactionId: string; campaignId: string; issuedAt: Date }): string;
}

export function createTokenIssuer(secret: Buffer = randomBytes(32)): TokenIssuer {
  return {
    issue({ transactionId, campaignId, issuedAt }) {
      const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
      const payload = base64url(
        JSON.stringify({
          transactionId,
          campaignId,
          iat: Math.floor(issuedAt.getTime() / 1000),
          nonce: randomBytes(8).toString('hex'),
        }),
      );
      const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
      return `${header}.${payload}.${base64url(signature)}`;
    },
  };
}

/** Constant-time comparison, so a wrong token says nothing about the right one. */
export function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
