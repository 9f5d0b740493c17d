// What the call player is given and what it tells: the options of one call, the events it
// emits as the call goes (what each side hears, the presses, the dial and its end), the call as
// played, and the records it reports as Twilio would keep them.
import type { ProviderCallRecord } from '../port.ts';
import type { CallFailure } from './call-failure.ts';

export type DialCallStatus = 'completed' | 'no-answer' | 'busy' | 'failed';

export interface PlayCallOptions {
  /** PUBLIC_URL; webhooks go to publicUrl + path and are signed over it. */
  publicUrl: string;
  authToken: string;
  accountSid: string;
  /** '5145550100', '514-555-0100' or '+15145550100': sent as E.164. */
  from: string;
  /** The line's number, E.164. */
  to: string;
  /**
   * The caller ID's SHAKEN/STIR result, sent as `StirVerstat` on the incoming-call webhook only,
   * as Twilio sends it (e.g. 'TN-Validation-Failed-B'); none by default.
   */
  stirVerstat?: string;
  /** Digits pressed at successive <Gather>s, e.g. ['4001'] or ['1']. */
  presses: string[];
  /**
   * The keys for one menu in particular, told by its action URL (the language prompt or the
   * PIN prompt, which only some callers hear); undefined lets the menu take the next of
   * `presses`.
   */
  pressFor?: (action: URL) => string | undefined;
  /** How long the caller talks once the advisor answers. */
  talkSeconds: number;
  /** What the advisor's phone does when dialled (default 'completed': answered). */
  advisorAnswer?: DialCallStatus;
  /** Default: the global fetch; tests pass one that goes through app.inject. */
  fetch?: typeof fetch;
  /** Awaited while connected; default resolves at once. */
  talk?: (seconds: number) => Promise<void>;
  /** Told each leg's record as Twilio would keep it (the stand-in's control route). */
  recordCall?: (record: ReportedCallRecord) => Promise<void>;
  /** Twilio never delivers the <Dial action> callback (for the sweeper's tests). */
  dropDialAction?: boolean;
  /**
   * A call the line placed (the call-back queue), taken from the stand-in: the player answers it
   * as the customer `from` (or lets it ring: `answer`), plays the TwiML at `url`, then reports
   * how it ended to `statusCallback`, as Twilio does.
   */
  outbound?: {
    callSid: string;
    url: string;
    statusCallback: string | null;
    /** What the customer's phone does (default 'completed': answered). */
    answer?: DialCallStatus;
  };
  onEvent?: (event: CallEvent) => void;
  now?: () => Date;
}

export type ReportedCallRecord = ProviderCallRecord & { from?: string; to?: string };

export type CallEvent =
  | { kind: 'say'; to: 'caller' | 'advisor'; text: string; language: string | null }
  | { kind: 'play'; to: 'caller' | 'advisor'; url: string }
  | { kind: 'pause'; seconds: number }
  | { kind: 'gather'; pressed: string | null }
  | { kind: 'dial'; number: string; callerId: string | null; timeLimit: number | null }
  | { kind: 'connected'; seconds: number }
  | {
      kind: 'dial-ended';
      status: string;
      durationSeconds: number | null;
      minutesCharged: number | null;
    }
  | { kind: 'hangup' }
  | { kind: 'error'; message: string };

export interface PlayedCall {
  callSid: string;
  dialCallSid: string | null;
  events: CallEvent[];
  /** What the caller heard (<Say> texts to the caller), in order. */
  prompts: string[];
  /** What the advisor heard before being connected (the whisper). */
  whisper: string[];
  /**
   * From the X-Call-Minutes-Charged header of the answer to the Dial action (added up when the
   * call had several); null if none.
   */
  minutesCharged: number | null;
  talkedSeconds: number;
  /** Why the call ended before its TwiML did; null when it ran to its end. */
  failure: CallFailure | null;
}
