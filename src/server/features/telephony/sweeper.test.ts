// Calls whose end-of-call callback never arrived (docs/decisions/013-phone-line.md): the sweeper settles
// them from Twilio's call records (the stand-in's Calls resource here), once, and leaves alone
// the calls Twilio still shows in progress, cannot tell about yet, or ended too recently for the
// callback to be overdue.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { seedDemo } from '#tests/support/advisors.ts';
import { getTwilioVoiceSimulator } from '#server/providers/voice/simulator/register.ts';
import { ProviderError } from '#server/providers/provider-error.ts';
import type { VoiceCallRecords } from '#server/providers/voice/port.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  aCaller,
  balanceOf,
  callsOf,
  chooseExtension,
  dialOf,
  endDial,
  lineService,
  newCallSid,
  twimlOf,
} from '#tests/support/telephony.ts';

const from = '+14385550500';
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterEach(async () => t.close());

const telephony = (callRecords?: VoiceCallRecords) => lineService(t, callRecords);

async function lostCall(minutes = 30) {
  const caller = await aCaller(t, { phone: '4385550500', minutes });
  const sid = newCallSid();
  const dial = dialOf(twimlOf(await chooseExtension(t, sid, from, '4001')));
  return { caller, sid, dial };
}

function record(
  sid: string,
  parent: string | null,
  fields: Partial<{ status: string; duration: number }>,
) {
  const now = t.clock.now();
  const duration = fields.duration ?? null;
  getTwilioVoiceSimulator(t.app).upsert({
    sid,
    parentCallSid: parent,
    status: (fields.status ?? 'completed') as 'completed',
    startTime: new Date(now.getTime() - (duration ?? 0) * 1000).toISOString(),
    endTime: now.toISOString(),
    durationSeconds: duration,
  });
}

it('settles a call from the dialled leg’s record once its time limit has passed', async () => {
  const { caller, sid } = await lostCall(30);
  const service = telephony();
  // Still within the 30-minute limit: left alone.
  t.clock.advance(20 * 60_000);
  expect(await service.sweepOpenCalls()).toEqual({ settled: 0, open: 1 });

  record(newCallSid(), sid, { status: 'completed', duration: 125 });
  record(sid, null, { status: 'completed', duration: 200 });
  t.clock.advance(15 * 60_000);
  expect(await service.sweepOpenCalls()).toEqual({ settled: 1, open: 0 });
  expect(await balanceOf(t, caller.id)).toBe(27);
  expect((await callsOf(t, caller.id))[0]).toMatchObject({
    status: 'completed',
    durationSeconds: 125,
    minutesUsed: 3,
  });
  // A second sweep, and Twilio's late callback, change nothing.
  expect(await service.sweepOpenCalls()).toEqual({ settled: 0, open: 0 });
  expect(await balanceOf(t, caller.id)).toBe(27);
});

it('settles free of charge a call whose advisor never answered', async () => {
  const { caller, sid } = await lostCall(5);
  record(newCallSid(), sid, { status: 'no-answer' });
  t.clock.advance(60 * 60_000);
  expect((await telephony().sweepOpenCalls()).settled).toBe(1);
  expect(await balanceOf(t, caller.id)).toBe(5);
  expect((await callsOf(t, caller.id))[0]?.status).toBe('unanswered');
});

it('leaves a call open while Twilio still shows it in progress, or cannot be reached', async () => {
  const { caller, sid, dial } = await lostCall(5);
  record(newCallSid(), sid, { status: 'in-progress' });
  t.clock.advance(60 * 60_000);
  expect(await telephony().sweepOpenCalls()).toEqual({ settled: 0, open: 1 });

  const unreachable = {
    mode: 'twilio' as const,
    fetchCall: () => Promise.reject(new ProviderError('twilio', 'down', { retryable: true })),
    listChildCalls: () => Promise.reject(new ProviderError('twilio', 'down', { retryable: true })),
    placeCall: () => Promise.reject(new ProviderError('twilio', 'down', { retryable: true })),
  };
  expect(await telephony(unreachable).sweepOpenCalls()).toEqual({ settled: 0, open: 1 });
  // The callback, late, still settles it.
  await endDial(t, dial.action, sid, from, { status: 'completed', seconds: 61 });
  expect(await balanceOf(t, caller.id)).toBe(3);
});

it('gives up, free of charge, on a call Twilio has no record of after an hour more', async () => {
  const { caller } = await lostCall(5);
  t.clock.advance(10 * 60_000);
  expect((await telephony().sweepOpenCalls()).settled).toBe(0);
  t.clock.advance(60 * 60_000);
  expect((await telephony().sweepOpenCalls()).settled).toBe(1);
  expect(await balanceOf(t, caller.id)).toBe(5);
  expect((await callsOf(t, caller.id))[0]?.status).toBe('failed');
});

it('settles a call ended long before its time limit once its callback is overdue, freeing the advisor', async () => {
  // Two hours of minutes: the limit is far off when the call ends after 125 seconds.
  const { caller, sid } = await lostCall(120);
  const service = telephony();
  const board = async () => {
    const feed = (await t.app.inject({ method: 'GET', url: '/api/advisors' })).json<
      { agentId: string; status: string }[]
    >();
    return feed.find((advisor) => advisor.agentId === '4001')?.status;
  };
  t.clock.advance(125_000);
  record(newCallSid(), sid, { status: 'completed', duration: 125 });
  record(sid, null, { status: 'completed', duration: 140 });
  // Just ended: the callback may still be on its way (or retried), so the sweeper waits.
  t.clock.advance(60_000);
  expect(await service.sweepOpenCalls()).toEqual({ settled: 0, open: 1 });
  expect(await board()).toBe('busy');
  // Past the callback's margin: settled from the record, the advisor free again.
  t.clock.advance(60_000);
  expect(await service.sweepOpenCalls()).toEqual({ settled: 1, open: 0 });
  expect(await balanceOf(t, caller.id)).toBe(117);
  expect((await callsOf(t, caller.id))[0]).toMatchObject({ status: 'completed', minutesUsed: 3 });
  expect(await board()).toBe('waiting');
});
