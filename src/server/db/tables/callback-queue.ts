import type { Insertable, Selectable } from 'kysely';
import type { Locale } from '#shared/copy/locale.ts';
import type { Timestamp } from './column-types.ts';

/**
 * 'waiting' until the line calls them ('calling', with the call), then 'connected' or 'skipped'
 * (no answer, no minutes left); 'lapsed' after 30 minutes of waiting; 'left' when they left.
 */
export type CallbackQueueStatus =
  'waiting' | 'calling' | 'connected' | 'skipped' | 'lapsed' | 'left';

/** A customer waiting for a busy advisor to call them back (docs/decisions/052). */
export interface CallbackQueueEntriesTable {
  id: string;
  advisorId: string;
  customerId: string;
  status: CallbackQueueStatus;
  source: 'web' | 'line';
  joinedAt: Timestamp;
  expiresAt: Timestamp;
  callId: string | null;
  endedAt: Timestamp | null;
}

export type CallbackQueueEntry = Selectable<CallbackQueueEntriesTable>;
export type NewCallbackQueueEntry = Insertable<CallbackQueueEntriesTable>;

export type AvailabilityNoticeStatus = 'pending' | 'sent' | 'cancelled' | 'lapsed';
export type NoticeChannel = 'email' | 'sms';

/** "Tell me when this advisor is Available", once, by email or SMS (docs/decisions/052). */
export interface AvailabilityNoticesTable {
  id: string;
  advisorId: string;
  customerId: string;
  channel: NoticeChannel;
  /** The email address, or the verified number's 10 digits. */
  destination: string;
  language: Locale;
  status: AvailabilityNoticeStatus;
  consentWording: string;
  consentIp: string;
  /** SHA-256 (hex) of the secret in the message's stop link. */
  stopTokenHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  endedAt: Timestamp | null;
}

export type AvailabilityNotice = Selectable<AvailabilityNoticesTable>;
export type NewAvailabilityNotice = Insertable<AvailabilityNoticesTable>;
