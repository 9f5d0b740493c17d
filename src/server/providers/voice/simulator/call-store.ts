// The stand-in's call records, in this process's memory: what Twilio would know about each call
// the call player played (the inbound call and its dialled legs), keyed by CallSid.
import type { ProviderCallRecord } from '../port.ts';
import type { ReportedCallRecord } from './call-events.ts';

/** What the line asked for when it placed a call itself (the Calls API's POST). */
export interface OutboundCallRequest {
  url: string;
  statusCallback: string | null;
}

export interface StoredCall extends ProviderCallRecord {
  from: string | null;
  to: string | null;
  /** A call the line placed (Twilio's 'outbound-api'); null for one that came in or a leg. */
  outbound: OutboundCallRequest | null;
  /** ISO 8601: when the stand-in first heard of the call. */
  dateCreated: string;
  dateUpdated: string;
}

export interface TwilioCallStore {
  /** Adds the call or replaces what is known of it; numbers not given are kept. */
  upsert(record: ReportedCallRecord): StoredCall;
  /** A call the line places: queued until a player answers it. */
  place(call: { sid: string; from: string; to: string } & OutboundCallRequest): StoredCall;
  /** The oldest placed call no player has taken yet, now taken; null when none waits. */
  takeNextOutbound(): StoredCall | null;
  get(sid: string): StoredCall | null;
  /** The dialled legs of a call, in the order they were first reported. */
  children(parentSid: string): StoredCall[];
  all(): StoredCall[];
  clear(): void;
}

export function createTwilioCallStore(now: () => Date = () => new Date()): TwilioCallStore {
  const calls = new Map<string, StoredCall>();
  const taken = new Set<string>();
  return {
    place(call) {
      const at = now().toISOString();
      const stored: StoredCall = {
        sid: call.sid,
        parentCallSid: null,
        status: 'queued',
        startTime: null,
        endTime: null,
        durationSeconds: null,
        from: call.from,
        to: call.to,
        outbound: { url: call.url, statusCallback: call.statusCallback },
        dateCreated: at,
        dateUpdated: at,
      };
      calls.set(call.sid, stored);
      return stored;
    },
    takeNextOutbound() {
      const next = [...calls.values()].find(
        (call) => call.outbound !== null && call.status === 'queued' && !taken.has(call.sid),
      );
      if (!next) return null;
      taken.add(next.sid);
      return next;
    },
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
        outbound: known?.outbound ?? null,
        dateCreated: known?.dateCreated ?? at,
        dateUpdated: at,
      };
      calls.set(record.sid, stored);
      return stored;
    },
    get: (sid) => calls.get(sid) ?? null,
    children: (parentSid) => [...calls.values()].filter((call) => call.parentCallSid === parentSid),
    all: () => [...calls.values()],
    clear: () => {
      calls.clear();
      taken.clear();
    },
  };
}
