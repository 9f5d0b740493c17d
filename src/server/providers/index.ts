// The outside services the app talks to, each behind a port with a real client and a faithful
// local simulator (DESIGN.md §5). Payments, telephony and horoscopes join this record as their
// features land.
import type { EmailSender } from './email/port.ts';
import type { SmsSender } from './sms/port.ts';

export interface Providers {
  email: EmailSender;
  sms: SmsSender;
}
