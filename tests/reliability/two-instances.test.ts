// Two server processes on one PostgreSQL, hit at the same moment with the same customer's
// requests (docs/security.md): concurrent captures of one PayPal order credit it
// once, concurrent calls of one customer reserve their minutes once and never take the balance
// below zero, concurrent tarot attempts make one attempt. After each, every balance equals its
// ledger's sum.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { phoneLineCopy } from '#shared/copy/message-catalogue.ts';
import { findBundle } from '#shared/pricing/bundles.ts';
import { addCustomer, callApi, signIn, type Customer } from './support/customers.ts';
import { balanceProblems, creditsOf, ledgerOf } from './support/ledger-audit.ts';
import { endCall, keyExtension, newCallSid, ringLine, spoken } from './support/phone-line.ts';
import { startTwoInstances, type TwoInstances } from './support/two-instances.ts';
import { within } from './support/wait-for.ts';

let cluster: TwoInstances;
beforeAll(async () => {
  cluster = await startTwoInstances();
});
afterAll(async () => cluster?.close());

/** Both instances, alternately, `times` requests in all. */
const alternately = <T>(times: number, request: (serverUrl: string) => Promise<T>) =>
  Promise.all(
    Array.from({ length: times }, (_, index) =>
      request(index % 2 === 0 ? cluster.a.url : cluster.b.url),
    ),
  );

async function expectEveryBalanceToMatchItsLedger() {
  expect(await balanceProblems(cluster.shared.database)).toEqual([]);
}

describe('concurrent captures of the same PayPal order on both instances', () => {
  const standard = findBundle('bundle-20');
  const shoppers = 3;
  const capturesPerOrder = 4;

  it('credit each order exactly once, and every capture answers the one purchase', async () => {
    if (!standard) throw new Error('no Standard bundle');
    const db = cluster.shared.database.kysely;
    const orders: { customer: Customer; session: string; paypalOrderId: string }[] = [];
    for (let index = 0; index < shoppers; index += 1) {
      const customer = await addCustomer(cluster.shared.database, { minutes: 0 });
      const session = await signIn(cluster.a.url, customer);
      const created = await callApi(cluster.a.url, '/api/payments/paypal/orders', {
        session,
        json: { bundleId: standard.id },
      });
      expect(created.status).toBe(201);
      const paypalOrderId = (created.body as { id: string }).id;
      cluster.paypal.control.approveOrder(paypalOrderId);
      orders.push({ customer, session, paypalOrderId });
    }

    // PayPal answers no capture until all of them are made, then every answer at once, so the
    // instances race to credit each order; PayPal's webhooks, held until then, join the race.
    // (A webhook let through earlier would credit an order before every capture reached PayPal.)
    cluster.paypal.holdWebhooks();
    const hold = cluster.paypal.holdCaptureAnswers(shoppers * capturesPerOrder);
    const answers = Promise.all(
      orders.map((order) =>
        alternately(capturesPerOrder, (serverUrl) =>
          callApi(serverUrl, `/api/payments/paypal/orders/${order.paypalOrderId}/capture`, {
            session: order.session,
          }),
        ),
      ),
    );
    await within('every capture to reach PayPal', hold.held);
    hold.release();
    cluster.paypal.releaseWebhooks();
    const byOrder = await answers;
    await cluster.paypal.control.settle();

    const minutes = standard.minutes + standard.giftMinutes;
    for (const [index, order] of orders.entries()) {
      const captures = byOrder[index] ?? [];
      expect(captures.map((answer) => answer.status)).toEqual(
        Array.from({ length: capturesPerOrder }, () => 200),
      );
      const purchases = await db
        .selectFrom('purchases')
        .select('id')
        .where('customerId', '=', order.customer.id)
        .execute();
      expect(purchases).toHaveLength(1);
      for (const answer of captures) {
        expect(answer.body).toMatchObject({
          status: 'completed',
          purchaseId: purchases[0]?.id,
          minutesAdded: minutes,
        });
      }
      expect(
        (await ledgerOf(cluster.shared.database, order.customer.id)).map((row) => row.reason),
      ).toEqual(['purchase', 'gift']);
      expect(await creditsOf(cluster.shared.database, order.customer.id)).toBe(minutes);
    }
    // PayPal took each order's money once.
    for (const order of orders) {
      expect(cluster.paypal.control.order(order.paypalOrderId)?.captures).toHaveLength(1);
    }
    await expectEveryBalanceToMatchItsLedger();
  });
});

describe('concurrent calls of one customer on both instances', () => {
  it('put one call through with the minutes reserved once, and charge it once', async () => {
    const balance = 10;
    const caller = await addCustomer(cluster.shared.database, { minutes: balance });
    // Ten calls at once, five to each instance, each to a different (free) advisor: all are
    // greeted, then all key their extension at the same moment.
    const extensions = [4001, 4002, 4003, 4004, 4005, 4006, 4007, 4008, 4009, 4010];
    const instanceOf = (index: number) => (index % 2 === 0 ? cluster.a.url : cluster.b.url);
    const callSids = await Promise.all(
      extensions.map((_, index) => ringLine(instanceOf(index), cluster.publicUrl, caller.phone)),
    );
    const calls = await Promise.all(
      extensions.map((extension, index) =>
        keyExtension(instanceOf(index), cluster.publicUrl, {
          callSid: callSids[index] ?? '',
          phone: caller.phone,
          extension,
        }),
      ),
    );

    const putThrough = calls.filter((call) => call.dialAction !== null);
    expect(putThrough).toHaveLength(1);
    for (const refused of calls.filter((call) => call.dialAction === null)) {
      expect(spoken(refused.answer.twiml)).toContain(phoneLineCopy.minutesInUse);
    }
    const db = cluster.shared.database.kysely;
    const open = await db
      .selectFrom('calls')
      .select(['reservedMinutes'])
      .where('customerId', '=', caller.id)
      .where('status', '=', 'dialing')
      .execute();
    expect(open).toEqual([{ reservedMinutes: balance }]);

    // The advisor talks 4 min 55 s (5 minutes of the 10 held); Twilio's end-of-call callback
    // reaches both instances at once (retries racing the first delivery).
    const [call] = putThrough;
    if (!call?.dialAction) throw new Error('no call was put through');
    const ended = {
      ...call,
      dialAction: call.dialAction,
      phone: caller.phone,
      dialCallSid: newCallSid(),
    };
    const used = 5;
    const settled = await alternately(4, (serverUrl) => endCall(serverUrl, ended, used * 60 - 5));
    expect(settled.map((answer) => answer.minutesCharged)).toEqual([used, used, used, used]);

    expect(await creditsOf(cluster.shared.database, caller.id)).toBe(balance - used);
    const ledger = await ledgerOf(cluster.shared.database, caller.id);
    expect(ledger.filter((row) => row.reason === 'call')).toEqual([
      expect.objectContaining({ deltaMinutes: -used }),
    ]);
    const rows = await db
      .selectFrom('calls')
      .select(['status', 'minutesUsed'])
      .where('customerId', '=', caller.id)
      .execute();
    expect(rows).toEqual([{ status: 'completed', minutesUsed: used }]);
    await expectEveryBalanceToMatchItsLedger();
  });
});

describe('concurrent tarot attempts of one customer on both instances', () => {
  it('make one attempt; every other request is told the week was played', async () => {
    const player = await addCustomer(cluster.shared.database, { minutes: 0 });
    const session = await signIn(cluster.b.url, player);
    const answers = await alternately(8, (serverUrl) =>
      callApi(serverUrl, '/api/tarot/attempt', { session, json: { positions: [0, 4, 8] } }),
    );

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer).toEqual({
        status: 409,
        body: {
          error: expect.objectContaining({
            code: 'TAROT_ALREADY_PLAYED',
            message: copy.tarot.alreadyPlayed,
          }),
        },
      });
    }

    const db = cluster.shared.database.kysely;
    const attempts = await db
      .selectFrom('tarotGameAttempts')
      .select(['won', 'couponId'])
      .where('customerId', '=', player.id)
      .execute();
    expect(attempts).toHaveLength(1);
    const prizes = await db
      .selectFrom('coupons')
      .select('id')
      .where('customerId', '=', player.id)
      .execute();
    expect(prizes.map((coupon) => coupon.id)).toEqual(
      attempts[0]?.won ? [attempts[0].couponId] : [],
    );
    // One board, dealt once, whichever request dealt it.
    const tiles = await db
      .selectFrom('tarotLayouts')
      .select('position')
      .where('customerId', '=', player.id)
      .execute();
    expect(tiles).toHaveLength(9);
    await expectEveryBalanceToMatchItsLedger();
  });
});
