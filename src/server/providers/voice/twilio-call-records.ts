// The real client of Twilio's Calls resource (docs/architecture.md §5.3), over fetch, no SDK
// (the SDK cannot be pointed at another base URL). In simulated mode the same client reads the
// stand-in under PUBLIC_URL/sim/twilio, so the code path the sweeper uses is the tested one.
//
// Twilio writes times as RFC 2822 strings ("Tue, 10 Aug 2010 08:02:17 +0000") and the duration
// as a string of seconds; the port speaks ISO 8601 and numbers.
import { ProviderError, unreachableError } from '../provider-error.ts';
import { providerErrorFromTwilio, twilioProvider } from '../sms/twilio-rules.ts';
import type {
  PlaceCallRequest,
  ProviderCallRecord,
  ProviderCallStatus,
  VoiceCallRecords,
} from './port.ts';

/** The part of Twilio's call resource we read (the stand-in writes the same shape). */
export interface TwilioCallJson {
  sid: string;
  parent_call_sid: string | null;
  status: string;
  /** RFC 2822, or null. */
  start_time: string | null;
  end_time: string | null;
  /** Whole seconds as a string, or null. */
  duration: string | null;
}

export interface TwilioCallRecordsOptions {
  accountSid: string;
  authToken: string;
  /** https://api.twilio.com or `${PUBLIC_URL}/sim/twilio`, without a trailing slash. */
  apiBaseUrl: string;
  mode: 'twilio' | 'simulated';
  fetch?: typeof fetch;
  /** How long one request may take before it is abandoned (default 10 s). */
  timeoutMs?: number;
}

export const twilioApiVersion = '2010-04-01';
/** One page is enough: a call has a dialled leg per advisor tried, a handful at most. */
export const childCallsPageSize = 50;
const defaultTimeoutMs = 10_000;
const notFound = Symbol('not found');

/** Every status the Calls resource gives a call. */
export const twilioCallStatuses = [
  'queued',
  'ringing',
  'in-progress',
  'completed',
  'busy',
  'failed',
  'no-answer',
  'canceled',
] as const satisfies readonly ProviderCallStatus[];
const callStatuses: ReadonlySet<string> = new Set(twilioCallStatuses);

function unreadable(what: string): ProviderError {
  return new ProviderError(twilioProvider, `Twilio answered with an unreadable ${what}`, {
    retryable: false,
  });
}

function instant(value: unknown, field: string): string | null {
  if (value === null || value === undefined) return null;
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) throw unreadable(`${field} (${String(value)})`);
  return new Date(time).toISOString();
}

function seconds(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d+$/.test(text)) throw unreadable(`duration (${text})`);
  return Number(text);
}

/** Twilio's JSON of one call → the port's record; throws a ProviderError when it is not one. */
export function callRecordFromTwilio(json: unknown): ProviderCallRecord {
  if (typeof json !== 'object' || json === null) throw unreadable('call record');
  const call = json as Partial<Record<keyof TwilioCallJson, unknown>>;
  if (typeof call.sid !== 'string') throw unreadable('call record (no sid)');
  const parent = call.parent_call_sid ?? null;
  if (parent !== null && typeof parent !== 'string') throw unreadable('parent_call_sid');
  if (typeof call.status !== 'string' || !callStatuses.has(call.status)) {
    throw unreadable(`call status (${String(call.status)})`);
  }
  return {
    sid: call.sid,
    parentCallSid: parent,
    status: call.status as ProviderCallStatus,
    startTime: instant(call.start_time, 'start_time'),
    endTime: instant(call.end_time, 'end_time'),
    durationSeconds: seconds(call.duration),
  };
}

function unreachable(error: unknown, timeoutMs: number): ProviderError {
  return unreachableError(twilioProvider, 'Twilio', error, timeoutMs);
}

/** Twilio's REST authentication: Basic with the AccountSid and the AuthToken. */
export function twilioBasicAuthorization(accountSid: string, authToken: string): string {
  return `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
}

export function createTwilioCallRecords(options: TwilioCallRecordsOptions): VoiceCallRecords {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const callsUrl = `${options.apiBaseUrl}/${twilioApiVersion}/Accounts/${encodeURIComponent(options.accountSid)}/Calls`;
  const authorization = twilioBasicAuthorization(options.accountSid, options.authToken);

  /** The JSON body of a GET, or `notFound` when Twilio answers 404 and the caller allows it. */
  async function get(url: string, allowNotFound: boolean): Promise<unknown> {
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(url, {
        headers: { Authorization: authorization, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.json().catch(() => undefined);
    } catch (error) {
      throw unreachable(error, timeoutMs);
    }
    if (response.status === 404 && allowNotFound) return notFound;
    if (!response.ok) throw providerErrorFromTwilio(response.status, body);
    if (body === undefined) throw unreadable('body');
    return body;
  }

  /** Twilio's answer to a POST of a form: the JSON of what it created. */
  async function post(url: string, form: Record<string, string>): Promise<unknown> {
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          Authorization: authorization,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.json().catch(() => undefined);
    } catch (error) {
      throw unreachable(error, timeoutMs);
    }
    if (!response.ok) throw providerErrorFromTwilio(response.status, body);
    if (body === undefined) throw unreadable('body');
    return body;
  }

  return {
    mode: options.mode,
    async placeCall(request: PlaceCallRequest) {
      const body = await post(`${callsUrl}.json`, {
        To: request.to,
        From: request.from,
        Url: request.url,
        Method: 'POST',
        StatusCallback: request.statusCallback,
        StatusCallbackMethod: 'POST',
        Timeout: String(request.timeoutSeconds),
      });
      return { sid: callRecordFromTwilio(body).sid };
    },
    async fetchCall(sid) {
      const body = await get(`${callsUrl}/${encodeURIComponent(sid)}.json`, true);
      return body === notFound ? null : callRecordFromTwilio(body);
    },
    async listChildCalls(parentCallSid) {
      const query = new URLSearchParams({
        ParentCallSid: parentCallSid,
        PageSize: String(childCallsPageSize),
      });
      const body = await get(`${callsUrl}.json?${query.toString()}`, false);
      const calls =
        typeof body === 'object' && body !== null && 'calls' in body ? body.calls : null;
      if (!Array.isArray(calls)) throw unreadable('call list');
      return calls.map(callRecordFromTwilio);
    },
  };
}
