// Presence from the advisors' app and the phone line together (docs/decisions/048): Available,
// Away (with an optional return time) and Offline on the public board at once (Away shows as
// offline), the line's 1 and 2 still signing in and out; two offered calls unanswered in a row
// set the advisor Away and text them; the call panel shows the caller's first name and time,
// never their number; and an advisor whose end-of-call callback was lost is not left Busy.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdvisorsService } from '#server/features/advisors/service.ts';
import { getTwilioVoiceSimulator } from '#server/providers/voice/simulator/register.ts';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import { boardRecord, signedInAdvisor, type SignedInAdvisor } from '#tests/support/advisor-app.ts';
import { outboxRowsTo } from '#tests/support/auth.ts';
import {
  aCaller,
  callParams,
  chooseExtension,
  demoAdvisor,
  dialOf,
  endDial,
  lineService,
  newCallSid,
  twilioPost,
  twimlOf,
} from '#tests/support/telephony.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let advisor: SignedInAdvisor;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
  advisor = await signedInAdvisor(t, 4001);
});
afterEach(async () => t.close());

const rose = demoAdvisor(4001);
const HOUR = 60 * 60_000;

const setPresence = (payload: Record<string, unknown>, cookies = advisor.cookies) =>
  t.app.inject({ method: 'PUT', url: '/api/advisor/presence', cookies, payload });
const mySession = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/advisor/session', cookies: advisor.cookies })
  ).json<{ advisor: { presence: string; awayUntil: string | null; onACall: boolean } }>().advisor;
const myCall = async () =>
  t.app.inject({ method: 'GET', url: '/api/advisor/call', cookies: advisor.cookies });
const presenceOnTheLine = (digit: '1' | '2') =>
  twilioPost(
    t,
    '/api/telephony/presence?lang=en',
    callParams(newCallSid(), `+1${rose.phone}`, { Digits: digit }),
  );

describe('presence from the web', () => {
  it('goes Offline, Away and Available, the public board following at once', async () => {
    expect(await boardRecord(t, 4001)).toMatchObject({ status: 'waiting', signedIn: 'Y' });

    const off = await setPresence({ presence: 'offline' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ advisor: { presence: 'offline', awayUntil: null } });
    expect(await boardRecord(t, 4001)).toMatchObject({ status: 'offline', signedIn: 'N' });

    const back = new Date(t.clock.now().getTime() + HOUR).toISOString();
    const away = await setPresence({ presence: 'away', awayUntil: back });
    expect(away.json()).toMatchObject({ advisor: { presence: 'away', awayUntil: back } });
    // Away is offline to the board's original fields (the line connects no call); the added
    // onBreak says why, and until when.
    expect(await boardRecord(t, 4001)).toMatchObject({
      status: 'offline',
      signedIn: 'N',
      onBreak: { backAt: back },
    });

    expect((await setPresence({ presence: 'available' })).json()).toMatchObject({
      advisor: { presence: 'available', awayUntil: null },
    });
    const available = await boardRecord(t, 4001);
    expect(available).toMatchObject({ status: 'waiting', signedIn: 'Y' });
    expect(available.onBreak).toBeUndefined();
  });

  it('shows a break on the board, its return time only while it is ahead; Offline is no break', async () => {
    await setPresence({ presence: 'away' });
    expect((await boardRecord(t, 4001)).onBreak).toEqual({ backAt: null });

    const back = new Date(t.clock.now().getTime() + HOUR).toISOString();
    await setPresence({ presence: 'away', awayUntil: back });
    expect((await boardRecord(t, 4001)).onBreak).toEqual({ backAt: back });
    // The time passes and the advisor has not come back: still on a break, no time to promise.
    t.clock.advance(HOUR + 60_000);
    expect((await boardRecord(t, 4001)).onBreak).toEqual({ backAt: null });

    await setPresence({ presence: 'offline' });
    expect((await boardRecord(t, 4001)).onBreak).toBeUndefined();
    // Nobody else is on a break.
    expect((await boardRecord(t, 4002)).onBreak).toBeUndefined();
  });

  it('refuses a return time in the past, too far ahead, or without Away, changing nothing', async () => {
    const now = t.clock.now().getTime();
    for (const payload of [
      { presence: 'away', awayUntil: new Date(now - 60_000).toISOString() },
      { presence: 'away', awayUntil: new Date(now + 25 * HOUR).toISOString() },
      { presence: 'away', awayUntil: 'tomorrow' },
      { presence: 'offline', awayUntil: new Date(now + HOUR).toISOString() },
    ]) {
      const res = await setPresence(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        error: { fields: { awayUntil: advisorAppCopy.api.awayUntilInvalid } },
      });
    }
    expect((await setPresence({ presence: 'busy' })).statusCode).toBe(400);
    expect((await mySession()).presence).toBe('available');
  });

  it('keeps the line’s 1 and 2: signing in by phone ends a break, signing out too', async () => {
    await setPresence({ presence: 'away' });
    twimlOf(await presenceOnTheLine('1'));
    expect(await mySession()).toMatchObject({ presence: 'available', awayUntil: null });
    await setPresence({ presence: 'away' });
    twimlOf(await presenceOnTheLine('2'));
    expect((await mySession()).presence).toBe('offline');
    expect(await boardRecord(t, 4001)).toMatchObject({ status: 'offline' });
  });
});

describe('two offered calls unanswered in a row', () => {
  const from = '+14385550177';
  beforeEach(async () => {
    await aCaller(t, { phone: '4385550177', minutes: 30, name: 'Aurora Lightfoot' });
  });

  async function offer(status: string, seconds?: number) {
    const sid = newCallSid();
    const dial = dialOf(twimlOf(await chooseExtension(t, sid, from, '4001')));
    await endDial(t, dial.action, sid, from, {
      status,
      ...(seconds === undefined ? {} : { seconds }),
    });
  }
  const sms = async () =>
    (await outboxRowsTo(t, rose.phone)).filter((row) => !/\b\d{6}\b/.test(row.text));

  it('set the advisor Away and text them, in their language', async () => {
    await offer('no-answer');
    expect((await mySession()).presence).toBe('available');
    expect(await sms()).toEqual([]);
    await offer('busy');
    expect(await mySession()).toMatchObject({ presence: 'away', awayUntil: null });
    expect(await boardRecord(t, 4001)).toMatchObject({ status: 'offline' });
    expect((await sms()).map((row) => row.text)).toEqual([
      messageCopyFor('fr-CA').advisorSetAwaySms(t.config.brandName),
    ]);

    // Back Available, the count starts again: one more miss does not send them away.
    await setPresence({ presence: 'available' });
    await offer('no-answer');
    expect((await mySession()).presence).toBe('available');
  });

  it('are counted afresh after an answered call, and a caller hanging up first is no miss', async () => {
    await t.database.kysely
      .updateTable('advisors')
      .set({ language: 'en' })
      .where('extension', '=', 4001)
      .execute();
    await offer('no-answer');
    await offer('completed', 65);
    await offer('no-answer');
    await offer('canceled');
    expect((await mySession()).presence).toBe('available');
    await offer('failed');
    expect((await mySession()).presence).toBe('away');
    expect((await sms()).map((row) => row.text)).toEqual([
      messageCopyFor('en').advisorSetAwaySms(t.config.brandName),
    ]);
  });

  it('lose no count when two calls’ endings are told at once', async () => {
    const advisors = createAdvisorsService({
      database: t.database,
      clock: t.clock,
      dataDir: t.config.dataDir,
      logger: { warn: () => {}, error: () => {} },
    });
    const told: string[] = [];
    const rule = {
      awayAfter: 2,
      tell: async (_trx: unknown, summary: { id: string }) => {
        told.push(summary.id);
      },
    };
    const { id } = (await advisors.findByExtension(4001)) ?? { id: '' };
    const results = await Promise.all([
      advisors.offerEnded(id, false, rule),
      advisors.offerEnded(id, false, rule),
    ]);
    expect(results.filter((result) => result.setAway)).toHaveLength(1);
    expect(told).toEqual([id]);
    expect((await mySession()).presence).toBe('away');
    await advisors.close();
  });
});

describe('the call panel', () => {
  it('shows the caller’s first name, the call’s minutes and when it was answered; never the number', async () => {
    expect((await myCall()).json()).toEqual({ call: null });
    await aCaller(t, {
      phone: '4385550188',
      minutes: 25,
      name: 'Aurora Lightfoot',
      email: 'aurora@example.com',
    });
    const sid = newCallSid();
    const dial = dialOf(twimlOf(await chooseExtension(t, sid, '+14385550188', '4001')));
    // Ringing: the call is there, not answered yet.
    expect((await myCall()).json()).toEqual({
      call: { callerFirstName: 'Aurora', minutesLimit: 25, answeredAt: null },
    });
    expect((await mySession()).onACall).toBe(true);
    await twilioPost(t, dial.whisperUrl, {
      ...callParams(newCallSid(), '+18885550142'),
      ParentCallSid: sid,
      Direction: 'outbound-dial',
    });
    const res = await myCall();
    expect(res.json()).toEqual({
      call: {
        callerFirstName: 'Aurora',
        minutesLimit: 25,
        answeredAt: t.clock.now().toISOString(),
      },
    });
    for (const secret of ['4385550188', '438', 'aurora@example.com', 'Lightfoot']) {
      expect(res.body).not.toContain(secret);
    }
    await endDial(t, dial.action, sid, '+14385550188', { status: 'completed', seconds: 90 });
    expect((await myCall()).json()).toEqual({ call: null });
  });

  it('frees an advisor whose end-of-call callback was lost, once the sweeper reads the record', async () => {
    await aCaller(t, { phone: '4385550199', minutes: 10 });
    const sid = newCallSid();
    twimlOf(await chooseExtension(t, sid, '+14385550199', '4001'));
    expect(await boardRecord(t, 4001)).toMatchObject({ status: 'busy' });
    // The call ends at Twilio, but its callback never arrives.
    const now = t.clock.now();
    getTwilioVoiceSimulator(t.app).upsert({
      sid: newCallSid(),
      parentCallSid: sid,
      status: 'completed',
      startTime: now.toISOString(),
      endTime: new Date(now.getTime() + 60_000).toISOString(),
      durationSeconds: 60,
    });
    // The sweeper's bound: past the call's time limit and the grace for late callbacks.
    t.clock.advance(10 * 60_000 + 150_000);
    expect((await lineService(t).sweepOpenCalls()).settled).toBe(1);
    expect((await myCall()).json()).toEqual({ call: null });
    expect((await mySession()).onACall).toBe(false);
    expect(await boardRecord(t, 4001)).toMatchObject({ status: 'waiting' });
  });
});
