// Whole calls, played as Twilio plays them (the call player follows our TwiML, signs every
// request, dials, whispers, talks and ends), against the app through inject: what the demo
// customer hears calling extension 4001 and talking 125 s, what it costs, and what the board and
// the dashboard show during and after (docs/decisions/013-phone-line.md, "Done when").
import { afterEach, beforeEach, expect, it } from 'vitest';
import { phoneLineCopy } from '#shared/copy/message-catalogue.ts';
import { languageChoice } from '#server/cli/call-line.ts';
import { demoCustomer } from '#server/db/seed/demo-content.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { demoAdvisor, lineService, playLineCall } from '#tests/support/telephony.ts';

const say = phoneLineCopy;
const celeste = demoAdvisor(4001);

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterEach(async () => t.close());

const call = (options: Parameters<typeof playLineCall>[1]) => playLineCall(t, options);

async function boardStatus(extension: number) {
  const feed = (await t.app.inject({ method: 'GET', url: '/api/advisors' })).json<
    { agentId: string; status: string }[]
  >();
  return feed.find((advisor) => advisor.agentId === String(extension))?.status;
}

it('the demo customer calls 4001, talks 125 s and is charged 3 minutes', async () => {
  const statusesWhileTalking: (string | undefined)[] = [];
  const played = await call({
    from: demoCustomer.phone,
    presses: ['4001'],
    talkSeconds: 125,
    talk: async (seconds) => {
      statusesWhileTalking.push(await boardStatus(4001));
      t.clock.advance(seconds * 1000);
    },
  });
  expect(played.failure).toBeNull();
  expect(played.prompts).toEqual([
    say.greeting('Lumina Psychics', 'Demo', 30),
    say.askExtension,
    say.connecting(celeste.name, 30),
    say.callEnded('Lumina Psychics', 3, 27),
  ]);
  expect(played.whisper).toEqual([say.whisper('Demo', 30)]);
  expect(played.minutesCharged).toBe(3);
  expect(statusesWhileTalking).toEqual(['busy']);
  expect(await boardStatus(4001)).toBe('waiting');
});

it('a wrong extension first, then a good one', async () => {
  const played = await call({ from: demoCustomer.phone, presses: ['9', '4002'], talkSeconds: 30 });
  expect(played.prompts.slice(2, 4)).toEqual([say.unknownExtension('9'), say.askAnotherExtension]);
  expect(played.minutesCharged).toBe(1);
});

it('an advisor who does not answer costs nothing', async () => {
  const played = await call({
    from: demoCustomer.phone,
    presses: ['4001'],
    advisorAnswer: 'no-answer',
  });
  expect(played.prompts.at(-1)).toBe(say.notAnswered(celeste.name));
  expect(played.minutesCharged).toBe(0);
});

it('a lost end-of-call callback is settled by the sweeper from the call records', async () => {
  const played = await call({
    from: demoCustomer.phone,
    presses: ['4001'],
    talkSeconds: 61,
    dropDialAction: true,
  });
  expect(played.minutesCharged).toBeNull();
  t.clock.advance(40 * 60_000);
  expect((await lineService(t).sweepOpenCalls()).settled).toBe(1);
  const demo = await t.database.kysely
    .selectFrom('customers')
    .select('credits')
    .where('email', '=', demoCustomer.email)
    .executeTakeFirstOrThrow();
  expect(demo.credits).toBe(28);
});

it('an advisor signs out from their phone and the board shows it', async () => {
  // As `npm run call -- --from 5145550141 --language en --press 2` plays it.
  const played = await call({
    from: celeste.phone,
    presses: ['2'],
    pressFor: languageChoice('en'),
  });
  expect(played.prompts.slice(2)).toEqual([
    say.advisorMenu(celeste.name, true),
    say.advisorSignedOut,
  ]);
  expect(await boardStatus(4001)).toBe('offline');
});
