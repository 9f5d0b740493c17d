// The end of a call (docs/decisions/013-phone-line.md): billing per started minute in one transaction with
// the ledger, once whatever Twilio repeats, nothing for an unanswered dial; the advisor Busy on
// the board while connected and Available after.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { phoneLineCopy } from '#shared/copy/message-catalogue.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import { creditsAndLedgerSum } from '#tests/support/customer-area.ts';
import { SESSION_COOKIE, signIn } from '#tests/support/customers.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  aCaller,
  balanceOf,
  callParams,
  callsOf,
  chooseExtension,
  demoAdvisor,
  dialOf,
  endDial,
  newCallSid,
  saidIn,
  twilioPost,
  twimlOf,
} from '#tests/support/telephony.ts';

const say = phoneLineCopy;
const celeste = demoAdvisor(4001);
const from = '+14385550200';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterEach(async () => t.close());

async function connectedCall(minutes = 30) {
  const caller = await aCaller(t, { phone: '4385550200', minutes });
  const sid = newCallSid();
  const dial = dialOf(twimlOf(await chooseExtension(t, sid, from, '4001')));
  return { caller, sid, dial };
}

async function feedEntry(extension: number) {
  const feed = (await t.app.inject({ method: 'GET', url: '/api/advisors' })).json<
    { agentId: string; status: string; onACall: string; availTime: number | null }[]
  >();
  return feed.find((advisor) => advisor.agentId === String(extension));
}

describe('billing at the end of a call', () => {
  it.each([
    [0, 0],
    [59, 1],
    [60, 1],
    [61, 2],
    [125, 3],
  ])(
    '%i s connected costs %i minutes, with its ledger row and usage row',
    async (seconds, minutes) => {
      const { caller, sid, dial } = await connectedCall(30);
      const res = await endDial(t, dial.action, sid, from, { status: 'completed', seconds });
      expect(res.headers['x-call-minutes-charged']).toBe(String(minutes));
      expect(saidIn(twimlOf(res))).toEqual([
        say.callEnded('Lumina Psychics', minutes, 30 - minutes),
      ]);
      expect(await balanceOf(t, caller.id)).toBe(30 - minutes);
      const [call] = await callsOf(t, caller.id);
      expect(call).toMatchObject({
        status: 'completed',
        durationSeconds: seconds,
        minutesUsed: minutes,
      });
      expect(call?.callStart).not.toBeNull();
      expect(call?.callEnd).not.toBeNull();
      const audit = await creditsAndLedgerSum(t, caller.id);
      expect(audit.credits).toBe(audit.ledgerSum);
    },
  );

  it('charges the whole reservation, and no more, for a call cut at the time limit', async () => {
    const { caller, sid, dial } = await connectedCall(7);
    expect(dial.timeLimit).toBe(420);
    const res = await endDial(t, dial.action, sid, from, { status: 'completed', seconds: 421 });
    expect(res.headers['x-call-minutes-charged']).toBe('7');
    expect(await balanceOf(t, caller.id)).toBe(0);
  });

  it('bills once however many times Twilio repeats the end-of-call callback', async () => {
    const { caller, sid, dial } = await connectedCall(30);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        endDial(t, dial.action, sid, from, { status: 'completed', seconds: 125 }),
      ),
    );
    for (const res of answers) {
      expect(res.headers['x-call-minutes-charged']).toBe('3');
      expect(saidIn(twimlOf(res))).toEqual([say.callEnded('Lumina Psychics', 3, 27)]);
    }
    expect(await balanceOf(t, caller.id)).toBe(27);
    const ledger = await t.database.kysely
      .selectFrom('minuteLedger')
      .select('deltaMinutes')
      .where('customerId', '=', caller.id)
      .where('reason', '=', 'call')
      .execute();
    expect(ledger.map((row) => row.deltaMinutes)).toEqual([-3]);
  });

  it.each(['no-answer', 'busy', 'failed', 'canceled'])(
    'a %s dial costs nothing and frees the advisor',
    async (status) => {
      const { caller, sid, dial } = await connectedCall(30);
      const res = await endDial(t, dial.action, sid, from, { status });
      expect(res.headers['x-call-minutes-charged']).toBe('0');
      expect(saidIn(twimlOf(res))).toEqual([say.notAnswered(celeste.name)]);
      expect(await balanceOf(t, caller.id)).toBe(30);
      const [call] = await callsOf(t, caller.id);
      expect(call?.status).toBe(status === 'failed' ? 'failed' : 'unanswered');
      expect((await feedEntry(4001))?.status).toBe('waiting');
    },
  );

  it('ignores an end-of-call callback about another inbound call', async () => {
    const { caller, dial } = await connectedCall(30);
    const res = await endDial(t, dial.action, newCallSid(), from, {
      status: 'completed',
      seconds: 600,
    });
    expect(res.headers['x-call-minutes-charged']).toBeUndefined();
    expect(await balanceOf(t, caller.id)).toBe(30);
    expect((await callsOf(t, caller.id))[0]?.status).toBe('dialing');
  });
});

describe('the advisor on the board', () => {
  it('is busy with the time left while connected, and waiting (Available) after', async () => {
    expect((await feedEntry(4001))?.status).toBe('waiting');
    const { sid, dial } = await connectedCall(30);
    // Ringing: reserved already.
    expect((await feedEntry(4001))?.status).toBe('busy');
    await twilioPost(t, dial.whisperUrl, {
      ...callParams(newCallSid(), '+18885550142'),
      ParentCallSid: sid,
    });
    t.clock.advance(10 * 60_000 + 1000);
    const busy = await feedEntry(4001);
    expect(busy).toMatchObject({ status: 'busy', onACall: 'Y' });
    // 30 minutes from the answer, 10 minutes and a second gone: 20 minutes left, rounded up.
    expect(busy?.availTime).toBe(20);
    await endDial(t, dial.action, sid, from, { status: 'completed', seconds: 601 });
    expect(await feedEntry(4001)).toMatchObject({ status: 'waiting', onACall: 'N' });
  });
});

it('shows the call in the customer’s usage history with the lower balance', async () => {
  const { caller, sid, dial } = await connectedCall(30);
  await endDial(t, dial.action, sid, from, { status: 'completed', seconds: 125 });
  const session = await signIn(t, caller);
  const usage = await t.app.inject({
    method: 'GET',
    url: '/api/me/usage',
    cookies: { [SESSION_COOKIE]: session },
  });
  expect(usage.statusCode).toBe(200);
  expect(JSON.stringify(usage.json())).toContain('"minutesUsed":3');
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/me',
    cookies: { [SESSION_COOKIE]: session },
  });
  expect(me.json()).toMatchObject({ customer: { credits: 27 } });
});
