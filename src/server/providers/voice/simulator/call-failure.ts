// Why a played call ended before its TwiML did. The player turns each into an `error` event and
// the call's `failure`; `npm run call` picks its advice (start the server, check the token) from
// the reason.
export type CallFailureReason =
  /** The server could not be reached at PUBLIC_URL. */
  | 'unreachable'
  /** The server took longer than Twilio waits for a webhook's answer. */
  | 'timeout'
  /** The server answered 403: it refused the X-Twilio-Signature. */
  | 'signature-refused'
  /** Another status than 200, or a body that is not TwiML. */
  | 'bad-answer'
  /** TwiML the player does not play (a verb or noun beyond the phone line's needs). */
  | 'unsupported'
  /** More requests than one call may make: the TwiML goes round in circles. */
  | 'loop'
  /** The call's record could not be reported (recordCall failed). */
  | 'record-failed';

export interface CallFailure {
  reason: CallFailureReason;
  message: string;
}

/** Thrown inside the player to end the call; playCall catches it and reports the failure. */
export class CallFailed extends Error {
  constructor(readonly failure: CallFailure) {
    super(failure.message);
    this.name = 'CallFailed';
  }
}

export function callFailed(reason: CallFailureReason, message: string): CallFailed {
  return new CallFailed({ reason, message });
}
