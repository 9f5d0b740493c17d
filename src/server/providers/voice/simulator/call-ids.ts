// Call sids as Twilio makes them: CA followed by 32 hex digits, random.
import { randomBytes } from 'node:crypto';

export function newCallSid(): string {
  return `CA${randomBytes(16).toString('hex')}`;
}
