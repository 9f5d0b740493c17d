import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/**
 * What the phone line has established about the caller of one inbound call, across Twilio's
 * webhooks (docs/decisions/026). Written only for calls that need it (a customer with a PIN, or
 * a caller ID that failed SHAKEN/STIR verification); removed by the clean-up a day later.
 */
export interface CallerChecksTable {
  /** Twilio's CallSid of the inbound call. */
  callSid: string;
  /** The customer the call's number belongs to. */
  customerId: string;
  /** StirVerstat as the call's first webhook carried it; null when it carried none. */
  stirVerstat: string | null;
  /** Wrong PINs entered during this call. */
  wrongPins: ColumnType<number, number | undefined, number>;
  /** When the right PIN was entered; null until then. */
  pinVerifiedAt: Timestamp | null;
  createdAt: Timestamp;
}

export type CallerCheck = Selectable<CallerChecksTable>;
export type NewCallerCheck = Insertable<CallerChecksTable>;
