// Plays Twilio's part of one inbound call to our phone line (docs/architecture.md §5.3), so the
// line can be called without a phone: the first webhook to PUBLIC_URL/api/telephony/voice, then
// wherever the TwiML leads (<Gather> actions with the caller's presses, <Redirect>s, the advisor
// leg of a <Dial> with its whisper URL, the <Dial> action when the leg ends), every request
// signed as Twilio signs it. `npm run call` and the phone line's tests use it.
//
// The conversation ends when the advisor's leg ends: after `talkSeconds`, or at the <Dial>'s
// timeLimit if that comes first. The caller stays on the line, so the <Dial> action's answer is
// played to them, as Twilio plays it.
import { toE164 } from '#shared/phone/phone.ts';
import type { ProviderCallStatus } from '../port.ts';
import { twilioApiVersion } from '../twilio-call-records.ts';
import type {
  CallEvent,
  DialCallStatus,
  PlayCallOptions,
  PlayedCall,
  ReportedCallRecord,
} from './call-events.ts';
import { CallFailed, callFailed } from './call-failure.ts';
import { newCallSid } from './call-ids.ts';
import { createCallTimeline, secondsBetween } from './call-timeline.ts';
import { spokenText, type TwimlElement } from './twiml.ts';
import {
  requestTwiml,
  twilioWebhookTimeoutMs,
  type WebhookAnswer,
  type WebhookMethod,
  type WebhookRequest,
} from './webhook-request.ts';

export type { CallEvent, PlayCallOptions, PlayedCall, ReportedCallRecord } from './call-events.ts';

export const voiceWebhookPath = '/api/telephony/voice';
export const minutesChargedHeader = 'x-call-minutes-charged';
/** More requests than this in one call means the TwiML loops. */
export const maxRequestsPerCall = 40;
/** Twilio's <Dial timeLimit> default: 4 hours. */
const defaultTimeLimitSeconds = 14_400;
const defaultGatherTimeoutSeconds = 5;
const defaultDialTimeoutSeconds = 30;
const defaultFinishOnKey = '#';

type Listener = 'caller' | 'advisor';
/** What a verb tells the player: go on with the next verb, request a new document, or end. */
type Next = 'continue' | 'end' | Step;
interface Step extends WebhookRequest {
  onAnswer?: (answer: WebhookAnswer) => void;
}

function callerNumber(input: string): string {
  const e164 = toE164(input) ?? (/^\+\d{2,15}$/.test(input) ? input : null);
  if (e164 === null) throw new Error(`"${input}" is not a phone number the line can receive`);
  return e164;
}

function integer(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : null;
}

function methodOf(node: TwimlElement): WebhookMethod {
  return node.attributes['method']?.toUpperCase() === 'GET' ? 'GET' : 'POST';
}

function minutesFrom(headers: Headers): number | null {
  return integer(headers.get(minutesChargedHeader) ?? undefined);
}

export async function playCall(options: PlayCallOptions): Promise<PlayedCall> {
  const from = callerNumber(options.from);
  const presses = [...options.presses];
  const timeline = createCallTimeline(options.now ?? (() => new Date()));
  const transport = {
    authToken: options.authToken,
    fetch: options.fetch ?? fetch,
    timeoutMs: twilioWebhookTimeoutMs,
  };
  const outbound = options.outbound ?? null;
  const callSid = outbound?.callSid ?? newCallSid();
  const played: PlayedCall = {
    callSid,
    dialCallSid: null,
    events: [],
    prompts: [],
    whisper: [],
    minutesCharged: null,
    talkedSeconds: 0,
    failure: null,
  };
  let requests = 0;
  let answered = 0;
  let endStatus: ProviderCallStatus = 'completed';

  const emit = (event: CallEvent) => {
    played.events.push(event);
    options.onEvent?.(event);
  };

  /** Twilio's parameters of the inbound call, sent with every request about it. */
  const callParams = (status: 'ringing' | 'in-progress'): Record<string, string> => ({
    AccountSid: options.accountSid,
    ApiVersion: twilioApiVersion,
    CallSid: callSid,
    CallStatus: status,
    // A call the line placed goes from the line's number to the customer.
    ...(outbound
      ? { Direction: 'outbound-api', From: options.to, To: from, Caller: options.to, Called: from }
      : { Direction: 'inbound', From: from, To: options.to, Caller: from, Called: options.to }),
  });

  async function request(step: WebhookRequest): Promise<WebhookAnswer> {
    if (requests >= maxRequestsPerCall) {
      throw callFailed(
        'loop',
        `The call made ${maxRequestsPerCall} requests without ending: the TwiML goes round in circles.`,
      );
    }
    requests += 1;
    const answer = await requestTwiml(step, transport);
    answered += 1;
    return answer;
  }

  async function record(call: ReportedCallRecord) {
    if (!options.recordCall) return;
    try {
      await options.recordCall(call);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const message = `The call's record (${call.sid}) could not be reported: ${reason}`;
      emit({ kind: 'error', message });
      played.failure ??= { reason: 'record-failed', message };
    }
  }

  /** <Say>, <Play> and <Pause>: what a listener hears; false for any other verb. */
  function hear(node: TwimlElement, listener: Listener, documentUrl: string): boolean {
    if (node.name === 'Say') {
      const text = spokenText(node);
      if (text) {
        emit({ kind: 'say', to: listener, text, language: node.attributes['language'] ?? null });
        (listener === 'caller' ? played.prompts : played.whisper).push(text);
      }
      return true;
    }
    if (node.name === 'Play') {
      emit({ kind: 'play', to: listener, url: new URL(spokenText(node), documentUrl).toString() });
      return true;
    }
    if (node.name === 'Pause') {
      const seconds = integer(node.attributes['length']) ?? 1;
      emit({ kind: 'pause', seconds });
      timeline.elapse(seconds);
      return true;
    }
    return false;
  }

  function unsupported(node: TwimlElement, where: string): CallFailed {
    return callFailed('unsupported', `The call player does not play <${node.name}> ${where}.`);
  }

  /** The prompts, then the next press (if any is left) to `action`; otherwise it times out. */
  function gather(node: TwimlElement, documentUrl: string): Next {
    for (const child of node.children) {
      if (!hear(child, 'caller', documentUrl)) throw unsupported(child, 'inside <Gather>');
    }
    const timeout = integer(node.attributes['timeout']) ?? defaultGatherTimeoutSeconds;
    const action = new URL(node.attributes['action'] ?? documentUrl, documentUrl);
    const press = options.pressFor?.(action) ?? presses.shift();
    if (press === undefined) {
      emit({ kind: 'gather', pressed: null });
      timeline.elapse(timeout);
      return 'continue';
    }
    let digits = press.replace(/#/g, '');
    let finishedOnKey = node.attributes['finishOnKey'] ?? defaultFinishOnKey;
    const numDigits = integer(node.attributes['numDigits']);
    if (numDigits !== null && digits.length >= numDigits) {
      // Twilio stops listening at the numDigits-th key; the finish key is never pressed.
      digits = digits.slice(0, numDigits);
      finishedOnKey = '';
    } else if (finishedOnKey === '') {
      timeline.elapse(timeout);
    }
    emit({ kind: 'gather', pressed: `${digits}${finishedOnKey}` });
    // Without digits Twilio goes on with the next verb, unless told to report the empty result.
    if (digits === '' && node.attributes['actionOnEmptyResult'] !== 'true') return 'continue';
    return {
      url: action.toString(),
      method: methodOf(node),
      params: { ...callParams('in-progress'), Digits: digits, FinishedOnKey: finishedOnKey },
    };
  }

  /** The advisor leg's own TwiML (the whisper): false when it hangs up on the advisor. */
  async function playToAdvisor(first: WebhookRequest): Promise<boolean> {
    let next: WebhookRequest | null = first;
    while (next) {
      const answer = await request(next);
      next = null;
      for (const node of answer.document.children) {
        if (hear(node, 'advisor', answer.url)) continue;
        if (node.name === 'Gather') {
          // Nobody presses anything on the advisor's phone: the menu is heard, then times out.
          for (const child of node.children) {
            if (!hear(child, 'advisor', answer.url)) throw unsupported(child, 'inside <Gather>');
          }
          timeline.elapse(integer(node.attributes['timeout']) ?? defaultGatherTimeoutSeconds);
          continue;
        }
        if (node.name === 'Hangup' || node.name === 'Reject') return false;
        if (node.name === 'Redirect') {
          const url = new URL(spokenText(node), answer.url).toString();
          next = { ...first, url, method: methodOf(node) };
          break;
        }
        throw unsupported(node, "in the advisor's leg");
      }
    }
    return true;
  }

  async function dial(node: TwimlElement, documentUrl: string): Promise<Next> {
    const nouns = node.children.filter((child) => child.name !== 'Number');
    const first = nouns[0];
    if (first) throw unsupported(first, 'inside <Dial>');
    const numberNode = node.children.find((child) => child.name === 'Number');
    const number = spokenText(numberNode ?? node);
    if (!number) throw callFailed('bad-answer', '<Dial> has no number to dial.');
    const callerId = node.attributes['callerId'] ?? null;
    const timeLimitText = node.attributes['timeLimit'];
    const timeLimit = integer(timeLimitText);
    if (timeLimitText !== undefined && !timeLimit) {
      // Twilio's error 13216: the call ends.
      throw callFailed(
        'bad-answer',
        `<Dial timeLimit="${timeLimitText}"> is not a positive integer.`,
      );
    }
    emit({ kind: 'dial', number, callerId, timeLimit });

    const dialCallSid = newCallSid();
    played.dialCallSid = dialCallSid;
    const leg = { sid: dialCallSid, parentCallSid: callSid, from: callerId ?? from, to: number };
    let status: DialCallStatus = options.advisorAnswer ?? 'completed';
    const whisperUrl = numberNode?.attributes['url'];
    if (status === 'completed' && numberNode && whisperUrl) {
      const whisper = {
        url: new URL(whisperUrl, documentUrl).toString(),
        method: methodOf(numberNode),
        params: {
          AccountSid: options.accountSid,
          ApiVersion: twilioApiVersion,
          CallSid: dialCallSid,
          ParentCallSid: callSid,
          CallStatus: 'in-progress',
          Direction: 'outbound-dial',
          From: leg.from,
          To: number,
        },
      };
      let reached: boolean;
      try {
        reached = await playToAdvisor(whisper);
      } catch (error) {
        // The advisor's leg dies with its TwiML; Twilio still keeps its record.
        const at = timeline.current().toISOString();
        const failed = { ...leg, status: 'failed' as const, durationSeconds: 0 };
        await record({ ...failed, startTime: at, endTime: at });
        throw error;
      }
      if (!reached) status = 'no-answer';
    }

    let durationSeconds: number | null = null;
    if (status === 'completed') {
      const seconds = Math.min(options.talkSeconds, timeLimit ?? defaultTimeLimitSeconds);
      const connectedAt = timeline.current();
      emit({ kind: 'connected', seconds });
      await (options.talk ?? (async () => undefined))(seconds);
      const endedAt = new Date(connectedAt.getTime() + seconds * 1000);
      timeline.reach(endedAt);
      durationSeconds = seconds;
      played.talkedSeconds += seconds;
      await record({
        ...leg,
        status,
        startTime: connectedAt.toISOString(),
        endTime: endedAt.toISOString(),
        durationSeconds,
      });
    } else {
      const ringingFrom = timeline.current();
      if (status === 'no-answer') {
        timeline.elapse(integer(node.attributes['timeout']) ?? defaultDialTimeoutSeconds);
      }
      await record({
        ...leg,
        status,
        startTime: ringingFrom.toISOString(),
        endTime: timeline.current().toISOString(),
        durationSeconds: 0,
      });
    }

    const action = node.attributes['action'];
    if (action === undefined || options.dropDialAction) {
      emit({ kind: 'dial-ended', status, durationSeconds, minutesCharged: null });
      // Verbs after a <Dial action> are never reached, even when the callback goes missing.
      return action === undefined ? 'continue' : 'end';
    }
    return {
      url: new URL(action, documentUrl).toString(),
      method: methodOf(node),
      params: {
        ...callParams('in-progress'),
        DialCallStatus: status,
        DialCallSid: dialCallSid,
        ...(status === 'completed' ? { DialCallDuration: String(durationSeconds) } : {}),
      },
      onAnswer: (answer) => {
        const minutes = minutesFrom(answer.headers);
        if (minutes !== null) played.minutesCharged = (played.minutesCharged ?? 0) + minutes;
        emit({ kind: 'dial-ended', status, durationSeconds, minutesCharged: minutes });
      },
    };
  }

  async function verb(node: TwimlElement, documentUrl: string): Promise<Next> {
    if (hear(node, 'caller', documentUrl)) return 'continue';
    switch (node.name) {
      case 'Gather':
        return gather(node, documentUrl);
      case 'Dial':
        return dial(node, documentUrl);
      case 'Redirect': {
        const target = spokenText(node);
        if (!target) throw callFailed('bad-answer', '<Redirect> has no URL.');
        return {
          url: new URL(target, documentUrl).toString(),
          method: methodOf(node),
          params: callParams('in-progress'),
        };
      }
      case 'Hangup':
        return 'end';
      case 'Reject':
        endStatus = node.attributes['reason'] === 'busy' ? 'busy' : 'no-answer';
        return 'end';
      default:
        throw unsupported(node, 'in a call');
    }
  }

  /** Plays one document; answers the next request to make, or null when the call ends. */
  async function play(answer: WebhookAnswer): Promise<Step | null> {
    for (const node of answer.document.children) {
      const next = await verb(node, answer.url);
      if (next === 'continue') continue;
      return next === 'end' ? null : next;
    }
    return null;
  }

  const pickedUp = (outbound?.answer ?? 'completed') === 'completed';
  if (outbound && !pickedUp) {
    endStatus = outbound.answer ?? 'no-answer';
    emit({ kind: 'hangup' });
  }
  try {
    let step: Step | null = outbound
      ? pickedUp
        ? { url: outbound.url, method: 'POST', params: callParams('in-progress') }
        : null
      : {
          url: `${options.publicUrl}${voiceWebhookPath}`,
          method: 'POST',
          params: {
            ...callParams('ringing'),
            // Twilio verifies the caller ID once, when the call comes in.
            ...(options.stirVerstat === undefined ? {} : { StirVerstat: options.stirVerstat }),
          },
        };
    while (step) {
      const answer = await request(step);
      step.onAnswer?.(answer);
      step = await play(answer);
    }
    emit({ kind: 'hangup' });
  } catch (error) {
    if (!(error instanceof CallFailed)) throw error;
    played.failure = error.failure;
    emit({ kind: 'error', message: error.failure.message });
  }

  // A call the server never answered is one it will never ask about (unless the line placed it).
  if (answered > 0 || outbound) {
    const endTime = timeline.current();
    await record({
      sid: callSid,
      parentCallSid: null,
      status: endStatus,
      startTime: timeline.start.toISOString(),
      endTime: endTime.toISOString(),
      durationSeconds: secondsBetween(timeline.start, endTime),
      from: outbound ? options.to : from,
      to: outbound ? from : options.to,
    });
  }
  // A call the line placed is reported to its StatusCallback when it ends, as Twilio does.
  if (outbound?.statusCallback) {
    const ended = timeline.current();
    try {
      await request({
        url: outbound.statusCallback,
        method: 'POST',
        params: {
          ...callParams('in-progress'),
          CallStatus: endStatus,
          CallDuration: String(pickedUp ? secondsBetween(timeline.start, ended) : 0),
        },
      });
    } catch (error) {
      if (!(error instanceof CallFailed)) throw error;
      played.failure ??= error.failure;
      emit({ kind: 'error', message: error.failure.message });
    }
  }

  return played;
}
