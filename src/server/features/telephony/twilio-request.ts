// Twilio's webhook requests: their form parameters, and the X-Twilio-Signature check
// (docs/contracts.md "Phone line"; docs/architecture.md §5.3) done by the official package's
// validator over PUBLIC_URL + the path and query Twilio requested, and the form parameters.
import type { FastifyRequest } from 'fastify';
import twilio from 'twilio';

export type TwilioParams = Record<string, string>;

/** The form's text parameters (the route's body schema: Twilio posts nothing else). */
export function paramsOf(body: unknown): TwilioParams {
  if (body === null || typeof body !== 'object') return {};
  const params: TwilioParams = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') params[name] = value;
  }
  return params;
}

/** True when the request carries Twilio's signature for exactly this URL and these parameters. */
export function isSignedByTwilio(
  request: FastifyRequest,
  options: { authToken: string; publicUrl: string },
): boolean {
  const signature = request.headers['x-twilio-signature'];
  if (typeof signature !== 'string' || signature === '') return false;
  return twilio.validateRequest(
    options.authToken,
    signature,
    `${options.publicUrl}${request.url}`,
    paramsOf(request.body),
  );
}
