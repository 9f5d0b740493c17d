// What the phone line asks Twilio's REST API (docs/architecture.md §5.3): the record of a call,
// so a call whose end-of-call webhook never arrived can still be settled (the sweeper), and an
// outbound call to a customer waiting in an advisor's call-back queue (docs/decisions/052). The
// real client reads api.twilio.com; in simulated mode the same client reads the stand-in's
// Calls resource under PUBLIC_URL/sim/twilio, where `npm run call` and the tests record calls.

/** Twilio's call statuses (the Calls resource's `status`). */
export type ProviderCallStatus =
  'queued' | 'ringing' | 'in-progress' | 'completed' | 'busy' | 'failed' | 'no-answer' | 'canceled';

export interface ProviderCallRecord {
  /** `CA…` */
  sid: string;
  /** The inbound call a dialled leg belongs to; null for the inbound call itself. */
  parentCallSid: string | null;
  status: ProviderCallStatus;
  /** ISO 8601 instants; null while not started / not ended. */
  startTime: string | null;
  endTime: string | null;
  /** Whole seconds, once the call has ended; null before. */
  durationSeconds: number | null;
}

/** An outbound call the line places (the call-back queue, docs/decisions/052). */
export interface PlaceCallRequest {
  /** E.164: the customer's number. */
  to: string;
  /** E.164: the service number, the caller ID the customer sees. */
  from: string;
  /** Where Twilio fetches the call's TwiML once the customer answers (POST). */
  url: string;
  /** Where Twilio reports how the call ended (POST; 'completed', 'no-answer', 'busy', 'failed'). */
  statusCallback: string;
  /** Seconds the customer's phone rings before the call counts as unanswered. */
  timeoutSeconds: number;
}

export interface VoiceCallRecords {
  readonly mode: 'twilio' | 'simulated';
  /** GET /2010-04-01/Accounts/{AccountSid}/Calls/{Sid}.json; null when Twilio answers 404. */
  fetchCall(sid: string): Promise<ProviderCallRecord | null>;
  /** GET /2010-04-01/Accounts/{AccountSid}/Calls.json?ParentCallSid={sid}: the dialled legs. */
  listChildCalls(parentCallSid: string): Promise<ProviderCallRecord[]>;
  /** POST /2010-04-01/Accounts/{AccountSid}/Calls.json: places the call; its CallSid. */
  placeCall(request: PlaceCallRequest): Promise<{ sid: string }>;
}
