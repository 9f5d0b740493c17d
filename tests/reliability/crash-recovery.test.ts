// A server process killed outright (SIGKILL) in the middle of the work that moves minutes
// (docs/security.md): a PayPal capture PayPal has made but the instance never
// heard back from, and a burst of end-of-call settlements. After the restart and the
// providers' retries, nothing is lost (the customer is credited, every call is charged) and
// nothing is counted twice (one purchase, one ledger row per cause).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBundle } from '#shared/pricing/bundles.ts';
import { addAdvisors } from './support/advisors.ts';
import { addCustomer, callApi, signIn, type Customer } from './support/customers.ts';
import { balanceProblems, creditsOf, ledgerOf } from './support/ledger-audit.ts';
import { callAdvisor, endCall, newCallSid } from './support/phone-line.ts';
import { lockCustomerRows } from './support/row-locks.ts';
import { startTwoInstances, type TwoInstances } from './support/two-instances.ts';
import { waitFor, within } from './support/wait-for.ts';

let cluster: TwoInstances;
beforeAll(async () => {
  cluster = await startTwoInstances();
});
afterAll(async () => cluster?.close());

const standard = (() => {
  const bundle = findBundle('bundle-20');
  if (!bundle) throw new Error('no Standard bundle');
  return bundle;
})();
const packageMinutes = standard.minutes + standard.giftMinutes;

/** A signed-in customer with a PayPal order of the Standard package, approved by the buyer. */
async function anApprovedOrder() {
  const { a, paypal, shared } = cluster;
  const customer = await addCustomer(shared.database, { minutes: 0 });
  const session = await signIn(a.url, customer);
  const created = await callApi(a.url, '/api/payments/paypal/orders', {
    session,
    json: { bundleId: standard.id },
  });
  expect(created.status).toBe(201);
  const paypalOrderId = (created.body as { id: string }).id;
  paypal.control.approveOrder(paypalOrderId);
  return { customer, session, paypalOrderId };
}

/** The capture request of the checkout page; 'no answer' when the instance died first. */
function pressPay(serverUrl: string, order: { session: string; paypalOrderId: string }) {
  return callApi(serverUrl, `/api/payments/paypal/orders/${order.paypalOrderId}/capture`, {
    session: order.session,
  }).catch(() => 'no answer' as const);
}

/** PayPal's PAYMENT.CAPTURE.COMPLETED transmission for this order, once sent. */
function captureWebhookOf(paypalOrderId: string) {
  return cluster.paypal.control
    .sentWebhooks()
    .find(
      (webhook) =>
        webhook.eventType === 'PAYMENT.CAPTURE.COMPLETED' &&
        JSON.stringify(webhook.event).includes(paypalOrderId),
    );
}

async function purchasesOf(customerId: string) {
  return cluster.shared.database.kysely
    .selectFrom('purchases')
    .select('id')
    .where('customerId', '=', customerId)
    .execute();
}

/** One purchase of the package, its two ledger rows, the balance they add up to, one capture. */
async function expectCreditedOnce(order: { customer: Customer; paypalOrderId: string }) {
  const { shared, paypal } = cluster;
  expect(await purchasesOf(order.customer.id)).toHaveLength(1);
  expect((await ledgerOf(shared.database, order.customer.id)).map((row) => row.reason)).toEqual([
    'purchase',
    'gift',
  ]);
  expect(await creditsOf(shared.database, order.customer.id)).toBe(packageMinutes);
  expect(paypal.control.order(order.paypalOrderId)?.captures).toEqual([
    expect.objectContaining({ status: 'COMPLETED' }),
  ]);
  expect(await balanceProblems(shared.database)).toEqual([]);
}

describe('an instance killed in the middle of a PayPal capture', () => {
  it('after PayPal captured, before the instance heard back: PayPal’s retried webhook credits the order once after the restart', async () => {
    const { a, b, paypal, shared } = cluster;
    const order = await anApprovedOrder();

    // PayPal captures; its answer to instance A, and its webhook, are held while A is killed.
    paypal.holdWebhooks();
    const hold = paypal.holdCaptureAnswers(1);
    const capture = pressPay(a.url, order);
    await within('PayPal to capture', hold.held);
    await a.kill();
    hold.release();
    expect(await capture).toBe('no answer');

    // The money is taken at PayPal; nothing is credited yet.
    expect(paypal.control.order(order.paypalOrderId)?.captures).toHaveLength(1);
    expect(await purchasesOf(order.customer.id)).toEqual([]);
    expect(await creditsOf(shared.database, order.customer.id)).toBe(0);

    // PayPal's webhook finds the instance down and is retried until the restarted one takes it.
    paypal.releaseWebhooks();
    await waitFor(
      'a refused delivery',
      () => (captureWebhookOf(order.paypalOrderId)?.attempts.length ?? 0) > 0,
    );
    expect(captureWebhookOf(order.paypalOrderId)?.attempts[0]?.status).toBeNull();
    await a.start();
    await waitFor(
      'the webhook to be delivered',
      () => captureWebhookOf(order.paypalOrderId)?.delivered === true,
    );
    const [purchase] = await purchasesOf(order.customer.id);

    // The customer presses Pay again, on the other instance: the same purchase, nothing more.
    expect(await pressPay(b.url, order)).toEqual({
      status: 200,
      body: expect.objectContaining({
        status: 'completed',
        purchaseId: purchase?.id,
        minutesAdded: packageMinutes,
      }),
    });
    await expectCreditedOnce(order);
  });

  it('while it was crediting (its transaction open): the other instance credits the order once, and the restarted one agrees', async () => {
    const { a, b, paypal, shared } = cluster;
    const order = await anApprovedOrder();

    // Instance B captures and starts crediting; the customer's row is locked, so its
    // transaction stops at the balance, uncommitted, and B is killed there.
    paypal.holdWebhooks();
    const locks = await lockCustomerRows(shared.database, [order.customer.id]);
    const capture = pressPay(b.url, order);
    try {
      await waitFor('B to wait on the balance', async () => (await locks.waiting()) > 0);
      await b.kill();
    } finally {
      await locks.release();
    }
    expect(await capture).toBe('no answer');
    expect(await purchasesOf(order.customer.id)).toEqual([]);
    expect(await creditsOf(shared.database, order.customer.id)).toBe(0);

    // PayPal's webhook reaches instance A, which credits the order.
    paypal.releaseWebhooks();
    await waitFor(
      'the webhook to be delivered',
      () => captureWebhookOf(order.paypalOrderId)?.delivered === true,
    );
    const [purchase] = await purchasesOf(order.customer.id);
    await b.start();

    // Pressing Pay again on the restarted instance and on A answers that one purchase.
    const again = await Promise.all([pressPay(b.url, order), pressPay(a.url, order)]);
    for (const answer of again) {
      expect(answer).toEqual({
        status: 200,
        body: expect.objectContaining({
          status: 'completed',
          purchaseId: purchase?.id,
          minutesAdded: packageMinutes,
        }),
      });
    }
    await expectCreditedOnce(order);
  });
});

describe('an instance killed during a burst of end-of-call settlements', () => {
  const calls = 40;
  const balance = 30;

  it('charges every call exactly once after Twilio’s retries reach both instances', async () => {
    const { a, b, shared, publicUrl } = cluster;
    const db = shared.database.kysely;
    const extensions = await addAdvisors(shared.database, { count: calls, firstExtension: 5001 });
    const callers = await Promise.all(
      extensions.map(() => addCustomer(shared.database, { minutes: balance })),
    );
    const opened = await Promise.all(
      callers.map((caller, index) =>
        callAdvisor(index % 2 === 0 ? a.url : b.url, publicUrl, {
          phone: caller.phone,
          extension: extensions[index] ?? 0,
        }),
      ),
    );
    const open = opened.map((call, index) => {
      const caller = callers[index];
      if (!call.dialAction || !caller) throw new Error(`call ${index} was not put through`);
      // 30 s to 19½ min: 1 to 20 minutes charged, all within the 30 held.
      const seconds = (index % 20) * 60 + 30;
      return {
        callSid: call.callSid,
        dialAction: call.dialAction,
        phone: caller.phone,
        dialCallSid: newCallSid(),
        customerId: caller.id,
        seconds,
        minutes: Math.ceil(seconds / 60),
      };
    });

    // Every call ends at once on instance A. Five callers' rows are locked, so their
    // settlements stop before the commit (the call closed, the minutes not yet taken); A is
    // killed once the other 35 are settled and those five are waiting.
    const interrupted = open.slice(0, 5);
    const locks = await lockCustomerRows(
      shared.database,
      interrupted.map((call) => call.customerId),
    );
    const burst = Promise.all(
      open.map((call) => endCall(a.url, call, call.seconds).catch(() => 'no answer' as const)),
    );
    const settledCount = async () => {
      const row = await db
        .selectFrom('calls')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '!=', 'dialing')
        .where(
          'customerId',
          'in',
          open.map((call) => call.customerId),
        )
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    try {
      await waitFor(
        'the other settlements to commit and five to wait',
        async () =>
          (await settledCount()) === calls - interrupted.length &&
          (await locks.waiting()) === interrupted.length,
      );
      await a.kill();
    } finally {
      await locks.release();
    }
    const answers = await burst;
    expect(answers.slice(0, interrupted.length)).toEqual(interrupted.map(() => 'no answer'));
    expect(await settledCount()).toBe(calls - interrupted.length);
    for (const call of interrupted) {
      expect(await creditsOf(shared.database, call.customerId)).toBe(balance);
    }

    // Twilio delivers each callback again: to instance B while A restarts, then to A.
    const [onB] = await Promise.all([
      Promise.all(open.map((call) => endCall(b.url, call, call.seconds))),
      a.start(),
    ]);
    const onA = await Promise.all(open.map((call) => endCall(a.url, call, call.seconds)));

    for (const [index, call] of open.entries()) {
      expect(onB[index]?.minutesCharged).toBe(call.minutes);
      expect(onA[index]?.minutesCharged).toBe(call.minutes);
      expect(await creditsOf(shared.database, call.customerId)).toBe(balance - call.minutes);
      const charges = (await ledgerOf(shared.database, call.customerId)).filter(
        (row) => row.reason === 'call',
      );
      expect(charges).toEqual([expect.objectContaining({ deltaMinutes: -call.minutes })]);
    }
    const rows = await db
      .selectFrom('calls')
      .select(['status', 'minutesUsed', 'customerId'])
      .where(
        'customerId',
        'in',
        open.map((call) => call.customerId),
      )
      .execute();
    expect(rows).toHaveLength(calls);
    expect(rows.every((row) => row.status === 'completed')).toBe(true);
    expect(await balanceProblems(shared.database)).toEqual([]);
  });
});
