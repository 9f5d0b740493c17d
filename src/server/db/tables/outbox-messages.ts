import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp } from './column-types.ts';

export type OutboxChannel = 'email' | 'sms';

/** Every email and SMS we send; in simulated mode this table is the dev outbox. */
export interface OutboxMessagesTable {
  id: string;
  channel: OutboxChannel;
  /** An email address or 10 phone digits. */
  recipient: string;
  /**
   * The customer the message was for, so their messages can be found once the address is no
   * longer theirs (anonymisation); null for older rows whose customer could not be known.
   */
  customerId: string | null;
  /** Required for email, null for SMS. */
  subject: string | null;
  text: string;
  /** Email only. */
  html: string | null;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
  attempts: Generated<number>;
  lastError: string | null;
  providerMessageId: string | null;
  /** When the next delivery attempt is due; null once sent or given up. */
  nextAttemptAt: Timestamp | null;
}

export type OutboxMessage = Selectable<OutboxMessagesTable>;
export type NewOutboxMessage = Insertable<OutboxMessagesTable>;
export type OutboxMessageUpdate = Updateable<OutboxMessagesTable>;
