// A deleted account is reached by nothing it asked for before (docs/decisions/052): its pending
// "notify me" requests are cancelled and its place in a call-back queue is left at once, while
// another customer's stay. Thirty days later the anonymisation also blanks where those requests
// went and the words of its guarantee claims (docs/decisions/054). Runs on both databases.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHousekeepingService } from '#server/features/housekeeping/service.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import { noticesProcess } from '#tests/support/notices.ts';
import { SESSION_COOKIE, signIn, type TestCustomer } from '#tests/support/customers.ts';
import {
  aCaller,
  callsOf,
  chooseExtension,
  dialOf,
  endDial,
  newCallSid,
  twimlOf,
} from '#tests/support/telephony.ts';
import { createTestApp, readOutbox, type TestApp } from '#tests/support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let leaving: TestCustomer;
let staying: TestCustomer;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
  leaving = await aCaller(t, { phone: '4385550610', minutes: 60, email: 'leaving@example.com' });
  staying = await aCaller(t, { phone: '4385550611', minutes: 60, email: 'staying@example.com' });
});
afterEach(async () => t.close());

const post = async (customer: TestCustomer, url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    cookies: { [SESSION_COOKIE]: await signIn(t, customer) },
    ...(payload ? { payload } : {}),
  });

/** A call to Celeste (extension 4001) on the line; she is Busy until `end` is called. */
async function callCeleste(phone: string) {
  const from = `+1${phone}`;
  const sid = newCallSid();
  const dial = dialOf(twimlOf(await chooseExtension(t, sid, from, '4001')));
  return (seconds: number) => endDial(t, dial.action, sid, from, { status: 'completed', seconds });
}

const rowsOf = (table: 'availabilityNotices' | 'callbackQueueEntries' | 'guaranteeClaims') =>
  t.database.kysely.selectFrom(table).selectAll().orderBy('customerId').execute();

const statusesOf = async (
  table: 'availabilityNotices' | 'callbackQueueEntries',
  customer: TestCustomer,
) => (await rowsOf(table)).filter((row) => row.customerId === customer.id).map((row) => row.status);

const sweepNotices = () => noticesProcess(t).sendDue();

describe('deleting an account', () => {
  it('cancels its "notify me" requests and leaves its queue places; others keep theirs', async () => {
    // Rafael (4003) is signed out: both ask to be told. Celeste (4001) is on a call: both queue.
    for (const customer of [leaving, staying]) {
      expect(
        (await post(customer, '/api/advisors/4003/notify', { channel: 'email' })).statusCode,
      ).toBe(200);
    }
    await aCaller(t, { phone: '4385550612', minutes: 60 });
    const end = await callCeleste('4385550612');
    for (const customer of [leaving, staying]) {
      expect((await post(customer, '/api/advisors/4001/queue')).statusCode).toBe(200);
    }

    const deletion = await post(leaving, '/api/me/deletion', { confirmation: 'DELETE' });
    expect(deletion.statusCode, deletion.body).toBeLessThan(300);
    expect(await statusesOf('availabilityNotices', leaving)).toEqual(['cancelled']);
    expect(await statusesOf('callbackQueueEntries', leaving)).toEqual(['left']);
    expect(await statusesOf('availabilityNotices', staying)).toEqual(['pending']);
    expect(await statusesOf('callbackQueueEntries', staying)).toEqual(['waiting']);

    // Rafael signs in: only the customer who stayed is told.
    await t.database.kysely
      .updateTable('advisors')
      .set({ signedIn: true })
      .where('extension', '=', 4003)
      .execute();
    expect(await sweepNotices()).toBe(1);
    const told = (await readOutbox(t.app)).map((message) => message.to);
    expect(told).toContain('staying@example.com');
    expect(told).not.toContain('leaving@example.com');

    // Celeste's call ends: the line calls the customer who stayed, not the deleted one.
    await end(120);
    expect(await statusesOf('callbackQueueEntries', staying)).toEqual(['calling']);
    expect(await statusesOf('callbackQueueEntries', leaving)).toEqual(['left']);
  });

  it('30 days later, blanks where its requests went and the words of its claims', async () => {
    const end = await callCeleste('4385550610');
    await end(5 * 60);
    const [call] = await callsOf(t, leaving.id);
    const claim = await post(leaving, '/api/me/guarantee/claims', {
      callId: call?.id,
      reason: 'Marie from Laval here, the line kept cutting out.',
    });
    expect(claim.statusCode, claim.body).toBe(201);
    await post(leaving, '/api/advisors/4003/notify', { channel: 'sms' });
    await post(staying, '/api/advisors/4003/notify', { channel: 'sms' });
    await post(leaving, '/api/me/deletion', { confirmation: 'DELETE' });

    t.clock.advance(31 * DAY_MS);
    const housekeeping = createHousekeepingService({ database: t.database, clock: t.clock });
    expect(await housekeeping.anonymiseDeletedAccounts()).toEqual({ anonymised: 1 });

    const notices = await rowsOf('availabilityNotices');
    expect(notices.find((row) => row.customerId === leaving.id)).toMatchObject({
      destination: 'anonymised',
      status: 'cancelled',
    });
    expect(notices.find((row) => row.customerId === staying.id)?.destination).toBe('4385550611');
    // The claim stays (its minutes were credited in the ledger), without the customer's words.
    expect(await rowsOf('guaranteeClaims')).toMatchObject([
      { customerId: leaving.id, reason: 'anonymised', minutes: 5, status: 'granted' },
    ]);
  });
});
