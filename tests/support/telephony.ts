// Helpers for the phone line's tests: Twilio's requests (form-encoded, signed over PUBLIC_URL +
// path with the configured token, as Twilio signs them), the TwiML read back as a tree, and
// callers and advisors written straight to the database.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import twilio from 'twilio';
import { seedAdvisors } from '#server/db/seed/advisors.ts';
import { createAdvisorsService } from '#server/features/advisors/service.ts';
import { createPhonePinService } from '#server/features/phone-pin/service.ts';
import { createWalletService } from '#server/features/wallet/service.ts';
import type { VoiceCallRecords } from '#server/providers/voice/port.ts';
import { playCall, type PlayCallOptions } from '#server/providers/voice/simulator/call-player.ts';
import { getTwilioVoiceSimulator } from '#server/providers/voice/simulator/register.ts';
import { parseTwiml, type TwimlElement } from '#server/providers/voice/simulator/twiml.ts';
import { createRateLimitService } from '#server/rate-limits/rate-limits.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { SESSION_COOKIE, seedCustomer, signIn, type TestCustomer } from './customers.ts';
import { processOutbox, quietLogger as quiet } from './process-outbox.ts';
import { createSelfFetch } from './self-fetch.ts';
import type { TestApp } from './test-app.ts';
import { createTelephonyService, type TelephonyDeps } from '#server/features/telephony/service.ts';

export const newCallSid = () => `CA${randomBytes(16).toString('hex')}`;

/** Twilio's X-Twilio-Signature for a request to `url` with `params` (the test app's token). */
export function signatureFor(t: TestApp, url: string, params: Record<string, string>): string {
  const absolute = url.startsWith('http') ? url : `${t.config.publicUrl}${url}`;
  return twilio.getExpectedTwilioSignature(t.config.voice.authToken, absolute, params);
}

/** The demo advisor with this extension (seed data): name and registered number. */
export function demoAdvisor(extension: number) {
  const advisor = seedAdvisors.find((candidate) => candidate.extension === extension);
  if (!advisor) throw new Error(`no demo advisor ${extension}`);
  return advisor;
}

/** A POST from Twilio to `url` (absolute, under PUBLIC_URL, or a path), signed unless told. */
export async function twilioPost(
  t: TestApp,
  url: string,
  params: Record<string, string>,
  options: { signature?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const absolute = url.startsWith('http') ? url : `${t.config.publicUrl}${url}`;
  const signature =
    options.signature === undefined ? signatureFor(t, absolute, params) : options.signature;
  const target = new URL(absolute);
  return t.app.inject({
    method: 'POST',
    url: `${target.pathname}${target.search}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

/** The parameters Twilio sends with every request of one inbound call. */
export function callParams(callSid: string, from: string, extra: Record<string, string> = {}) {
  return {
    AccountSid: 'AC00000000000000000000000000000000',
    ApiVersion: '2010-04-01',
    CallSid: callSid,
    CallStatus: 'in-progress',
    Direction: 'inbound',
    From: from,
    To: '+18885550142',
    ...extra,
  };
}

export function twimlOf(res: LightMyRequestResponse): TwimlElement {
  if (res.statusCode !== 200) throw new Error(`the line answered ${res.statusCode}: ${res.body}`);
  return parseTwiml(res.body);
}

/** Every element in document order. */
export function allElements(node: TwimlElement): TwimlElement[] {
  return [node, ...node.children.flatMap(allElements)];
}

/** What the caller hears, in order (Say texts, nested ones included). */
export function saidIn(node: TwimlElement): string[] {
  return allElements(node)
    .filter((element) => element.name === 'Say')
    .map((element) => element.text);
}

export function find(node: TwimlElement, name: string): TwimlElement | undefined {
  return allElements(node).find((element) => element.name === name);
}

/** The top-level verbs' names, e.g. ['Say', 'Gather', 'Say', 'Redirect']. */
export const verbsOf = (node: TwimlElement) => node.children.map((child) => child.name);

/** What the caller hears, in order, each with its <Say> language and voice. */
export function spokenIn(node: TwimlElement) {
  return allElements(node)
    .filter((element) => element.name === 'Say')
    .map((element) => ({
      text: element.text,
      language: element.attributes.language,
      voice: element.attributes.voice,
    }));
}

/**
 * A customer with a verified number and `minutes` of credit (with its ledger row), whose account
 * speaks `language` (English unless told).
 */
export async function aCaller(
  t: TestApp,
  options: { phone: string; minutes: number; name?: string; email?: string; language?: Locale },
) {
  const customer = await seedCustomer(t, {
    email: options.email ?? `caller-${options.phone}@example.com`,
    name: options.name ?? 'Aurora Lightfoot',
    phones: [options.phone],
  });
  if (options.language) {
    await t.database.kysely
      .updateTable('customers')
      .set({ language: options.language })
      .where('id', '=', customer.id)
      .execute();
  }
  if (options.minutes > 0) {
    const wallet = createWalletService({ clock: t.clock });
    await t.database.kysely.transaction().execute(async (trx) => {
      await wallet.credit(trx, customer.id, [
        { minutes: options.minutes, reason: 'adjustment', note: 'test credit' },
      ]);
    });
  }
  return customer;
}

/** The customer sets their phone PIN on the dashboard (signed in, PUT /api/me/phone-pin). */
export async function setPhonePin(t: TestApp, customer: TestCustomer, pin: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/me/phone-pin',
    cookies: { [SESSION_COOKIE]: await signIn(t, customer) },
    payload: { pin },
  });
  if (res.statusCode !== 200) throw new Error(`setting the PIN answered ${res.statusCode}`);
}

export async function balanceOf(t: TestApp, customerId: string): Promise<number> {
  const row = await t.database.kysely
    .selectFrom('customers')
    .select('credits')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.credits;
}

export async function callsOf(t: TestApp, customerId: string) {
  return t.database.kysely
    .selectFrom('calls')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('createdAt')
    .execute();
}

/** Dials `extension` for a caller already greeted: the answer to the Gather's action. */
export async function chooseExtension(
  t: TestApp,
  callSid: string,
  from: string,
  extension: string,
  attempt = 1,
) {
  return twilioPost(
    t,
    `/api/telephony/extension?attempt=${attempt}`,
    callParams(callSid, from, { Digits: extension, FinishedOnKey: '#' }),
  );
}

/** Reads the Dial's action and whisper URLs out of a connect answer. */
export function dialOf(node: TwimlElement) {
  const dial = find(node, 'Dial');
  const number = dial && find(dial, 'Number');
  if (!dial || !number) throw new Error('no <Dial><Number> in the answer');
  return {
    action: dial.attributes.action ?? '',
    timeLimit: Number(dial.attributes.timeLimit),
    callerId: dial.attributes.callerId,
    whisperUrl: number.attributes.url ?? '',
    number: number.text,
  };
}

/** Ends the dialled leg the way Twilio reports it to the Dial's action. */
export async function endDial(
  t: TestApp,
  action: string,
  callSid: string,
  from: string,
  outcome: { status: string; seconds?: number },
) {
  return twilioPost(
    t,
    action,
    callParams(callSid, from, {
      DialCallStatus: outcome.status,
      DialCallSid: newCallSid(),
      ...(outcome.seconds === undefined ? {} : { DialCallDuration: String(outcome.seconds) }),
    }),
  );
}

/** The line's service as the app builds it (for the sweeper), reading these call records. */
export function lineService(
  t: TestApp,
  callRecords: VoiceCallRecords = t.providers.voice,
  more: Pick<TelephonyDeps, 'callbacks'> = {},
) {
  return createTelephonyService({
    ...more,
    database: t.database,
    clock: t.clock,
    advisors: createAdvisorsService({
      database: t.database,
      clock: t.clock,
      dataDir: t.config.dataDir,
      logger: quiet,
    }),
    wallet: createWalletService({ clock: t.clock }),
    // The sweeper never asks who is calling.
    holds: { accountHold: async () => null },
    callRecords,
    phonePin: createPhonePinService({
      database: t.database,
      clock: t.clock,
      config: t.config,
      outbox: processOutbox(t),
      rateLimits: createRateLimitService({ database: t.database, clock: t.clock }),
      logger: quiet,
    }),
    logger: quiet,
  });
}

/**
 * A whole call played as Twilio plays it (the call player) against the test app, its records
 * kept by the app's Twilio stand-in, on the app's clock.
 */
export function playLineCall(
  t: TestApp,
  options: Partial<PlayCallOptions> & Pick<PlayCallOptions, 'from' | 'presses'>,
) {
  return playCall({
    publicUrl: t.config.publicUrl,
    authToken: t.config.voice.authToken,
    accountSid: t.config.voice.accountSid,
    to: t.config.voice.serviceNumber,
    talkSeconds: 60,
    fetch: createSelfFetch(t.config.publicUrl, () => t.app),
    recordCall: async (record) => {
      getTwilioVoiceSimulator(t.app).upsert(record);
    },
    now: () => t.clock.now(),
    ...options,
  });
}
