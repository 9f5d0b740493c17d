// Reads what the simulated providers "sent", through the dev outbox API (docs/contracts.md), the way a
// person reads /dev/outbox: the latest message to a recipient, its link or its code.
import { expect, type APIRequestContext } from '@playwright/test';
import { DevOutboxResponseSchema, type DevOutboxMessage } from '#shared/api/dev-outbox.ts';

/** The newest message the simulated providers sent that `matches`, waited for. */
async function latestWhere(
  request: APIRequestContext,
  matches: (message: DevOutboxMessage) => boolean,
): Promise<DevOutboxMessage> {
  let found: DevOutboxMessage | undefined;
  // Delivery happens right after the server answers; give it a moment rather than racing it.
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/outbox');
      const { messages } = DevOutboxResponseSchema.parse(await res.json());
      found = messages.find(matches);
      return found !== undefined;
    })
    .toBe(true);
  return found as DevOutboxMessage;
}

const latestTo = (request: APIRequestContext, to: string, matching: RegExp) =>
  latestWhere(request, (message) => message.to === to && matching.test(message.text));

/** The link in the newest email to this address whose path matches, e.g. /reset-password. */
export async function latestEmailLink(
  request: APIRequestContext,
  email: string,
  path: string,
): Promise<string> {
  const pattern = new RegExp(`https?://\\S*${path.replace(/[/?]/g, '\\$&')}\\S*`);
  const message = await latestTo(request, email, pattern);
  return (pattern.exec(message.text)?.[0] ?? '').replace(/[.)]+$/, '');
}

/** The 6-digit code in the newest SMS to this 10-digit number. */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const message = await latestTo(request, phone, /\b\d{6}\b/);
  return /\b(\d{6})\b/.exec(message.text)?.[1] ?? '';
}

/** The newest email to this address with this subject, waited for as `latestEmailLink` does. */
export function latestEmail(
  request: APIRequestContext,
  email: string,
  subject: string,
): Promise<DevOutboxMessage> {
  return latestWhere(request, (message) => message.to === email && message.subject === subject);
}
