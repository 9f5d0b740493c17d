// Twilio's side of calls to the line, over HTTP to any instance: each request form-encoded and
// signed (X-Twilio-Signature) over PUBLIC_URL + path with the server's token (the development one
// unless the test says otherwise: LineAccess), exactly as Twilio signs it. Every instance shares PUBLIC_URL, as behind a load balancer, so a request
// signed for the line is accepted by whichever instance receives it.
import { randomBytes } from 'node:crypto';
import twilio from 'twilio';
import { DEVELOPMENT_TWILIO_AUTH_TOKEN, SIMULATED_TWILIO_ACCOUNT_SID } from '#server/config.ts';
import { MINUTES_CHARGED_HEADER } from '#server/features/telephony/routes.ts';
import { parseTwiml, type TwimlElement } from '#server/providers/voice/simulator/twiml.ts';

/**
 * How the test reaches the line: with which token Twilio signs (the server's TWILIO_AUTH_TOKEN)
 * and over which fetch (an HTTPS one through a proxy). By default, the development token over
 * plain HTTP.
 */
export interface LineAccess {
  authToken: string;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
}
const developmentLine: LineAccess = { authToken: DEVELOPMENT_TWILIO_AUTH_TOKEN, fetch };

export const newCallSid = () => `CA${randomBytes(16).toString('hex')}`;

export interface LineAnswer {
  twiml: TwimlElement;
  /** X-Call-Minutes-Charged, on a settled call's answer. */
  minutesCharged: number | null;
}

/** The parameters Twilio sends with every request of one inbound call. */
function callParams(callSid: string, phone: string, extra: Record<string, string> = {}) {
  return {
    AccountSid: SIMULATED_TWILIO_ACCOUNT_SID,
    ApiVersion: '2010-04-01',
    CallSid: callSid,
    CallStatus: 'in-progress',
    Direction: 'inbound',
    From: `+1${phone}`,
    To: '+18885550142',
    ...extra,
  };
}

/**
 * POSTs Twilio's request for `lineUrl` (absolute, under PUBLIC_URL) to the instance at
 * `serverUrl`; throws when the instance cannot be reached or answers other than 200.
 */
async function twilioRequest(
  serverUrl: string,
  lineUrl: string,
  params: Record<string, string>,
  access: LineAccess,
): Promise<LineAnswer> {
  const target = new URL(lineUrl);
  const response = await access.fetch(`${serverUrl}${target.pathname}${target.search}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(access.authToken, lineUrl, params),
    },
    body: new URLSearchParams(params).toString(),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`the line answered ${response.status}: ${body}`);
  const charged = response.headers.get(MINUTES_CHARGED_HEADER);
  return { twiml: parseTwiml(body), minutesCharged: charged === null ? null : Number(charged) };
}

/** The first element named `name`, depth first. */
function findElement(node: TwimlElement, name: string): TwimlElement | undefined {
  if (node.name === name) return node;
  for (const child of node.children) {
    const found = findElement(child, name);
    if (found) return found;
  }
  return undefined;
}

/** What the caller hears, in order: every Say's text. */
export function spoken(node: TwimlElement): string[] {
  const own = node.name === 'Say' ? [node.text.replace(/\s+/g, ' ').trim()] : [];
  return [...own, ...node.children.flatMap(spoken)];
}

export interface PlacedCall {
  callSid: string;
  answer: LineAnswer;
  /** The Dial's action URL when the call was put through, else null. */
  dialAction: string | null;
}

/** A caller rings the line (Twilio's /voice) and is greeted; answers the call's CallSid. */
export async function ringLine(
  serverUrl: string,
  publicUrl: string,
  phone: string,
  access: LineAccess = developmentLine,
): Promise<string> {
  const callSid = newCallSid();
  await twilioRequest(
    serverUrl,
    `${publicUrl}/api/telephony/voice`,
    callParams(callSid, phone),
    access,
  );
  return callSid;
}

/** The greeted caller keys an extension (Twilio's /extension): put through, or told why not. */
export async function keyExtension(
  serverUrl: string,
  publicUrl: string,
  call: { callSid: string; phone: string; extension: number },
  access: LineAccess = developmentLine,
): Promise<PlacedCall> {
  const answer = await twilioRequest(
    serverUrl,
    `${publicUrl}/api/telephony/extension?attempt=1`,
    callParams(call.callSid, call.phone, { Digits: String(call.extension), FinishedOnKey: '#' }),
    access,
  );
  const dialAction = findElement(answer.twiml, 'Dial')?.attributes.action ?? null;
  return { callSid: call.callSid, answer, dialAction };
}

/** A caller rings the line and keys an extension. */
export async function callAdvisor(
  serverUrl: string,
  publicUrl: string,
  caller: { phone: string; extension: number },
  access: LineAccess = developmentLine,
): Promise<PlacedCall> {
  const callSid = await ringLine(serverUrl, publicUrl, caller.phone, access);
  return keyExtension(serverUrl, publicUrl, { callSid, ...caller }, access);
}

/** Twilio's end-of-call callback to the Dial's action: the advisor's leg lasted `seconds`. */
export function endCall(
  serverUrl: string,
  call: { callSid: string; phone: string; dialAction: string; dialCallSid: string },
  seconds: number,
  access: LineAccess = developmentLine,
): Promise<LineAnswer> {
  return twilioRequest(
    serverUrl,
    call.dialAction,
    callParams(call.callSid, call.phone, {
      DialCallStatus: 'completed',
      DialCallSid: call.dialCallSid,
      DialCallDuration: String(seconds),
    }),
    access,
  );
}
