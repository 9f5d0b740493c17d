// The stand-in's call records, in this process's memory: what Twilio would know about each call
// the call player played (the inbound call and its dialled legs), keyed by CallSid.
import type { ProviderCallRecord } from '../port.ts';
import type { ReportedCallRecord } from './call-events.ts';

export interface StoredCall extends ProviderCallRecord {
  from: string | null;
  to: string | null;
  /** ISO 8601: when the stand-in first heard of the call. */
  dateCreated: string;
  dateUpdated: string;
}

export interface TwilioCallStore {
  /** Adds the call or replaces what is known of it; numbers not given are kept. */
  upsert(record: ReportedCallRecord): StoredCall;
  get(sid: string): StoredCall | null;
  /** The dialled legs of a call, in the order they were first reported. */
  children(parentSid: string): StoredCall[];
  all(): StoredCall[];
  clear(): void;
}

export function createTwilioCallStore(now: () => Date = () => new Date()): TwilioCallStore {
  const calls = new Map<string, StoredCall>();
  return {
    upsert(record) {
      const known = calls.get(record.sid);
      const at = now().toISOString();
      const stored: StoredCall = {
        sid: record.sid,
        parentCallSid: record.parentCallSid,
        status: record.status,
        startTime: record.startTime,
        endTime: record.endTime,
        durationSeconds: record.durationSeconds,
        from: record.from ?? known?.from ?? null,
        to: record.to ?? known?.to ?? null,
        dateCreated: known?.dateCreated ?? at,
        dateUpdated: at,
      };
      calls.set(record.sid, stored);
      return stored;
    },
    get: (sid) => calls.get(sid) ?? null,
    children: (parentSid) => [...calls.values()].filter((call) => call.parentCallSid === parentSid),
    all: () => [...calls.values()],
    clear: () => calls.clear(),
  };
}
