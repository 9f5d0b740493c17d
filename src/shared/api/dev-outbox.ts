// GET /api/dev/outbox (docs/contracts.md "Dev outbox"): the messages the simulated providers
// accepted, newest first, so people and tests can read codes and links. Simulated mode only;
// 404 otherwise.
import * as z from 'zod/mini';

export const DevOutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  /** An email address, or the 10 digits of a phone number. */
  to: z.string(),
  /** Null for SMS. */
  subject: z.nullable(z.string()),
  /** Email: the plain-text body, links in full. SMS: the text, code included. */
  text: z.string(),
  /** ISO-8601 instant. */
  createdAt: z.string(),
});
export type DevOutboxMessage = z.infer<typeof DevOutboxMessageSchema>;

export const DevOutboxResponseSchema = z.object({ messages: z.array(DevOutboxMessageSchema) });
export type DevOutboxResponse = z.infer<typeof DevOutboxResponseSchema>;
