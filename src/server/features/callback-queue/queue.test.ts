// The call-back queue (docs/decisions/052): who may join a busy advisor's queue (from the card
// or the line), the count on the card, the 30-minute lapse, and the line calling the first in
// line when the advisor's call ends: connected with the call's limit and billing, the
// unanswered skipped, and two settlements at once calling the first only once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCallbackQueueService } from '#server/features/callback-queue/service.ts';
import { getTwilioVoiceSimulator } from '#server/providers/voice/simulator/register.ts';
import { phoneLineCopy } from '#shared/copy/message-catalogue.ts';
import { queueNotifyCopyFor } from '#shared/copy/queue-notify-catalogue.ts';
import { signedInAdvisor } from '#tests/support/advisor-app.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import { creditsAndLedgerSum } from '#tests/support/customer-area.ts';
import { SESSION_COOKIE, signIn, type TestCustomer } from '#tests/support/customers.ts';
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
  lineService,
  newCallSid,
  playLineCall,
  saidIn,
  twilioPost,
  twimlOf,
} from '#tests/support/telephony.ts';

const say = phoneLineCopy;
const texts = queueNotifyCopyFor('en');
const celeste = demoAdvisor(4001); // signed in
const rafael = demoAdvisor(4003); // signed out
const brand = 'Lumina Psychics';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterEach(async () => t.close());

/** A caller on the line with Celeste: she is Busy until `end` is called. */
async function celesteOnACall(phone = '4385550300') {
  const from = `+1${phone}`;
  const caller = await aCaller(t, { phone, minutes: 30, name: 'Ada Busy' });
  const sid = newCallSid();
  const dial = dialOf(twimlOf(await chooseExtension(t, sid, from, '4001')));
  return {
    caller,
    end: (seconds = 120) => endDial(t, dial.action, sid, from, { status: 'completed', seconds }),
  };
}

async function join(customer: TestCustomer, extension = '4001') {
  return t.app.inject({
    method: 'POST',
    url: `/api/advisors/${extension}/queue`,
    cookies: { [SESSION_COOKIE]: await signIn(t, customer) },
  });
}

async function feedEntry(extension: number) {
  const feed = (await t.app.inject({ method: 'GET', url: '/api/advisors' })).json<
    { agentId: string; status: string; queueLength?: number }[]
  >();
  return feed.find((advisor) => advisor.agentId === String(extension));
}

async function entriesOf(customerId: string) {
  return t.database.kysely
    .selectFrom('callbackQueueEntries')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('joinedAt')
    .execute();
}

/** The next call the line placed, taken from the simulator as `npm run call -- --answer` does. */
function nextOutbound() {
  return getTwilioVoiceSimulator(t.app).takeNextOutbound();
}

describe('joining a queue from the card', () => {
  it('joins a busy advisor once, and the card shows how many wait', async () => {
    await celesteOnACall();
    const bea = await aCaller(t, { phone: '4385550301', minutes: 20, name: 'Bea Tremblay' });
    const res = await join(bea);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ queue: { place: 1 } });
    // Joining again keeps the one place.
    expect((await join(bea)).json()).toMatchObject({ queue: { place: 1 } });
    expect(await entriesOf(bea.id)).toHaveLength(1);
    const cy = await aCaller(t, { phone: '4385550302', minutes: 20, name: 'Cy Gagnon' });
    expect((await join(cy)).json()).toMatchObject({ queue: { place: 2 } });
    expect(await feedEntry(4001)).toMatchObject({ status: 'busy', queueLength: 2 });
    // The others' cards carry no count.
    expect(await feedEntry(4003)).not.toHaveProperty('queueLength');
  });

  it('refuses a customer without minutes, and an advisor who is not busy', async () => {
    await celesteOnACall();
    const broke = await aCaller(t, { phone: '4385550303', minutes: 0 });
    const noMinutes = await join(broke);
    expect(noMinutes.statusCode).toBe(409);
    expect(noMinutes.json()).toMatchObject({
      error: { code: 'QUEUE_NO_MINUTES', message: texts.errors.noMinutes },
    });
    const rich = await aCaller(t, { phone: '4385550304', minutes: 10 });
    const offline = await join(rich, String(rafael.extension));
    expect(offline.json()).toMatchObject({ error: { code: 'QUEUE_ADVISOR_NOT_BUSY' } });
    expect(await entriesOf(broke.id)).toEqual([]);
    expect(await entriesOf(rich.id)).toEqual([]);
  });

  it('is for signed-in customers only', async () => {
    await celesteOnACall();
    const res = await t.app.inject({ method: 'POST', url: '/api/advisors/4001/queue' });
    expect(res.statusCode).toBe(401);
  });

  it('lapses after 30 minutes: no longer counted, and the customer may join again', async () => {
    await celesteOnACall();
    const bea = await aCaller(t, { phone: '4385550305', minutes: 20 });
    await join(bea);
    t.clock.advance(30 * 60_000 + 1000);
    await t.app.inject({ method: 'POST', url: '/api/advisors/4001/queue' });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/me/waiting',
      cookies: { [SESSION_COOKIE]: await signIn(t, bea) },
    });
    expect(mine.json()).toEqual({ queues: [] });
    expect((await join(bea)).json()).toMatchObject({ queue: { place: 1 } });
    expect((await entriesOf(bea.id)).map((entry) => entry.status)).toEqual(['lapsed', 'waiting']);
  });

  it('lets a customer leave, and lists only their own queues', async () => {
    await celesteOnACall();
    const bea = await aCaller(t, { phone: '4385550306', minutes: 20 });
    const cy = await aCaller(t, { phone: '4385550307', minutes: 20 });
    await join(bea);
    await join(cy);
    const cookies = { [SESSION_COOKIE]: await signIn(t, bea) };
    const mine = await t.app.inject({ method: 'GET', url: '/api/me/waiting', cookies });
    expect(mine.json()).toMatchObject({
      queues: [{ agentId: '4001', advisorName: celeste.name }],
    });
    const left = await t.app.inject({ method: 'DELETE', url: '/api/advisors/4001/queue', cookies });
    expect(left.json()).toEqual({ left: true });
    expect(await feedEntry(4001)).toMatchObject({ queueLength: 1 });
  });
});

describe("the advisor's call panel", () => {
  it('shows the first waiting customer and how many wait', async () => {
    await celesteOnACall();
    const advisor = await signedInAdvisor(t, celeste.extension);
    const answer = () =>
      t.app.inject({ method: 'GET', url: '/api/advisor/call', cookies: advisor.cookies });
    const myCall = async () =>
      (await answer()).json<{ call: Record<string, unknown> | null }>().call;
    expect(await myCall()).not.toHaveProperty('nextWaiting');
    await join(await aCaller(t, { phone: '4385550308', minutes: 9, name: 'Bea Tremblay' }));
    await join(await aCaller(t, { phone: '4385550309', minutes: 9, name: 'Cy Gagnon' }));
    expect(await myCall()).toMatchObject({
      callerFirstName: 'Ada',
      nextWaiting: { firstName: 'Bea', waiting: 2 },
    });
    // First names only: never a waiting customer's number or last name.
    const body = (await answer()).body;
    for (const secret of ['4385550308', '4385550309', 'Tremblay', 'Gagnon']) {
      expect(body).not.toContain(secret);
    }
  });
});

describe('joining a queue on the line', () => {
  it('offers "press 1" at a busy advisor, and 1 joins the queue', async () => {
    await celesteOnACall();
    const bea = await aCaller(t, { phone: '4385550310', minutes: 20 });
    const from = '+14385550310';
    const sid = newCallSid();
    const offer = twimlOf(await chooseExtension(t, sid, from, '4001'));
    expect(saidIn(offer)).toEqual([
      say.advisorBusy(celeste.name),
      say.queueOffer(celeste.name),
      say.noExtension,
    ]);
    const gather = offer.children.find((node) => node.name === 'Gather');
    const pressed = twimlOf(
      await twilioPost(t, gather?.attributes.action ?? '', callParams(sid, from, { Digits: '1' })),
    );
    expect(saidIn(pressed)).toEqual([say.queueJoined(celeste.name, 1)]);
    expect(await entriesOf(bea.id)).toMatchObject([{ status: 'waiting', source: 'line' }]);
  });
});

describe('the line calls the first in line when the call ends', () => {
  it('connects them to the advisor with their time limit, and bills the minutes', async () => {
    const first = await celesteOnACall();
    const bea = await aCaller(t, { phone: '4385550320', minutes: 7, name: 'Bea Tremblay' });
    await join(bea);
    expect(nextOutbound()).toBeNull();

    await first.end();
    const outbound = nextOutbound();
    expect(outbound).toMatchObject({ to: '+14385550320', from: t.config.voice.serviceNumber });
    // Celeste is reserved for the call-back: Busy, and nobody else is put through.
    expect(await feedEntry(4001)).toMatchObject({ status: 'busy' });

    const played = await playLineCall(t, {
      from: '+14385550320',
      presses: [],
      talkSeconds: 150,
      outbound: {
        callSid: outbound?.sid ?? '',
        url: outbound?.outbound?.url ?? '',
        statusCallback: outbound?.outbound?.statusCallback ?? null,
      },
    });
    expect(played.failure).toBeNull();
    expect(played.prompts.slice(0, 2)).toEqual([
      say.callbackIntro(brand, 'Bea', celeste.name),
      say.connecting(celeste.name, 7),
    ]);
    expect(played.events).toContainEqual(
      expect.objectContaining({ kind: 'dial', timeLimit: 7 * 60 }),
    );
    expect(played.minutesCharged).toBe(3);
    expect(await balanceOf(t, bea.id)).toBe(4);
    const audit = await creditsAndLedgerSum(t, bea.id);
    expect(audit.credits).toBe(audit.ledgerSum);
    expect(await callsOf(t, bea.id)).toMatchObject([{ status: 'completed', minutesUsed: 3 }]);
    expect(await entriesOf(bea.id)).toMatchObject([{ status: 'connected' }]);
    expect(await feedEntry(4001)).toMatchObject({ status: 'waiting' });
  });

  it('skips a customer who does not answer, free of charge, and calls the next', async () => {
    const first = await celesteOnACall();
    const bea = await aCaller(t, { phone: '4385550330', minutes: 10 });
    const cy = await aCaller(t, { phone: '4385550331', minutes: 10 });
    await join(bea);
    await join(cy);
    await first.end();
    const toBea = nextOutbound();
    expect(toBea?.to).toBe('+14385550330');
    await playLineCall(t, {
      from: '+14385550330',
      presses: [],
      outbound: {
        callSid: toBea?.sid ?? '',
        url: toBea?.outbound?.url ?? '',
        statusCallback: toBea?.outbound?.statusCallback ?? null,
        answer: 'no-answer',
      },
    });
    expect(await entriesOf(bea.id)).toMatchObject([{ status: 'skipped' }]);
    expect(await callsOf(t, bea.id)).toMatchObject([{ status: 'unanswered', minutesUsed: 0 }]);
    expect(await balanceOf(t, bea.id)).toBe(10);
    expect(nextOutbound()?.to).toBe('+14385550331');
    expect(await entriesOf(cy.id)).toMatchObject([{ status: 'calling' }]);
  });

  it('skips a customer whose minutes are gone by then', async () => {
    const first = await celesteOnACall();
    const bea = await aCaller(t, { phone: '4385550340', minutes: 5 });
    const cy = await aCaller(t, { phone: '4385550341', minutes: 5 });
    await join(bea);
    await join(cy);
    await t.database.kysely
      .updateTable('customers')
      .set({ credits: 0 })
      .where('id', '=', bea.id)
      .execute();
    await first.end();
    expect(await entriesOf(bea.id)).toMatchObject([{ status: 'skipped' }]);
    expect(nextOutbound()?.to).toBe('+14385550341');
  });

  it('does not call anyone while the advisor is signed out', async () => {
    const first = await celesteOnACall();
    const bea = await aCaller(t, { phone: '4385550350', minutes: 5 });
    await join(bea);
    await t.database.kysely
      .updateTable('advisors')
      .set({ signedIn: false })
      .where('extension', '=', 4001)
      .execute();
    await first.end();
    expect(nextOutbound()).toBeNull();
    expect(await entriesOf(bea.id)).toMatchObject([{ status: 'waiting' }]);
  });

  it('calls the first only once when two processes settle at once', async () => {
    await celesteOnACall();
    const bea = await aCaller(t, { phone: '4385550360', minutes: 5 });
    const cy = await aCaller(t, { phone: '4385550361', minutes: 5 });
    await join(bea);
    await join(cy);
    // Celeste's call ends without the line hearing of it yet; two processes then look at once.
    await t.database.kysely
      .updateTable('calls')
      .set({ status: 'completed', settledAt: t.clock.now().toISOString() })
      .where('status', '=', 'dialing')
      .execute();
    const processOf = () =>
      lineService(t, t.providers.voice, {
        callbacks: {
          queue: createCallbackQueueService({ database: t.database, clock: t.clock }),
          publicUrl: t.config.publicUrl,
          serviceNumber: t.config.voice.serviceNumber,
        },
      });
    const { id: celesteId } = await t.database.kysely
      .selectFrom('advisors')
      .select('id')
      .where('extension', '=', celeste.extension)
      .executeTakeFirstOrThrow();
    await Promise.all([processOf().callNext(celesteId), processOf().callNext(celesteId)]);
    const simulator = getTwilioVoiceSimulator(t.app);
    expect(simulator.all().filter((call) => call.outbound !== null)).toHaveLength(1);
    expect(await entriesOf(bea.id)).toMatchObject([{ status: 'calling' }]);
    expect(await entriesOf(cy.id)).toMatchObject([{ status: 'waiting' }]);
    expect(
      await t.database.kysely
        .selectFrom('calls')
        .select('id')
        .where('status', '=', 'dialing')
        .execute(),
    ).toHaveLength(1);
  });
});
