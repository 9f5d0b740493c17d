// Minutes and advisors under simultaneous calls (docs/decisions/013-phone-line.md): one customer's two
// calls never spend the same minutes, two callers never reach one advisor at once, and the
// balance never goes below zero. Runs on both databases.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { phoneLineCopy } from '#shared/copy/message-catalogue.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import { creditsAndLedgerSum } from '#tests/support/customer-area.ts';
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
  find,
  newCallSid,
  saidIn,
  twilioPost,
  twimlOf,
} from '#tests/support/telephony.ts';

const say = phoneLineCopy;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterEach(async () => t.close());

it('gives a second simultaneous call only what the first has not reserved, or refuses it', async () => {
  const caller = await aCaller(t, { phone: '4385550300', minutes: 10 });
  const from = '+14385550300';
  const [first, second] = await Promise.all([
    chooseExtension(t, newCallSid(), from, '4001'),
    chooseExtension(t, newCallSid(), from, '4002'),
  ]);
  const answers = [twimlOf(first), twimlOf(second)];
  // The first to reserve holds all 10 minutes; the other has none left to talk with.
  const dials = answers.flatMap((twiml) => find(twiml, 'Dial') ?? []);
  expect(dials.map((dial) => dial.attributes.timeLimit)).toEqual(['600']);
  const refused = answers.filter((twiml) => !find(twiml, 'Dial'));
  expect(refused.map(saidIn)).toEqual([[say.minutesInUse]]);

  // A third call while the first is open is told so at once.
  const third = twimlOf(
    await twilioPost(t, '/api/telephony/voice', callParams(newCallSid(), from)),
  );
  expect(saidIn(third)).toEqual([say.minutesInUse]);
  expect((await callsOf(t, caller.id)).filter((call) => call.status === 'dialing')).toHaveLength(1);
});

it('splits a balance between two calls and never goes below zero', async () => {
  const caller = await aCaller(t, { phone: '4385550301', minutes: 10 });
  const from = '+14385550301';
  const sidA = newCallSid();
  const sidB = newCallSid();
  const dialA = dialOf(twimlOf(await chooseExtension(t, sidA, from, '4001')));
  // A second call after the first one's settlement has only what is left.
  await endDial(t, dialA.action, sidA, from, { status: 'completed', seconds: 240 });
  expect(await balanceOf(t, caller.id)).toBe(6);
  const dialB = dialOf(twimlOf(await chooseExtension(t, sidB, from, '4002')));
  expect(dialB.timeLimit).toBe(360);
  await endDial(t, dialB.action, sidB, from, { status: 'completed', seconds: 9999 });
  expect(await balanceOf(t, caller.id)).toBe(0);
  const audit = await creditsAndLedgerSum(t, caller.id);
  expect(audit.credits).toBe(audit.ledgerSum);
});

it('never connects two callers to one advisor at once', async () => {
  const celeste = demoAdvisor(4001);
  const callers = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      aCaller(t, {
        phone: `43855504${String(index).padStart(2, '0')}`,
        minutes: 20,
        email: `race-${index}@example.com`,
      }),
    ),
  );
  const answers = await Promise.all(
    callers.map((_, index) =>
      chooseExtension(t, newCallSid(), `+143855504${String(index).padStart(2, '0')}`, '4001'),
    ),
  );
  const twimls = answers.map(twimlOf);
  expect(twimls.filter((twiml) => find(twiml, 'Dial'))).toHaveLength(1);
  for (const twiml of twimls.filter((candidate) => !find(candidate, 'Dial'))) {
    expect(saidIn(twiml)[0]).toBe(say.advisorBusy(celeste.name));
  }
  const open = await t.database.kysely
    .selectFrom('calls')
    .select('id')
    .where('status', '=', 'dialing')
    .execute();
  expect(open).toHaveLength(1);
});
