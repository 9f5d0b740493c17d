// A one-use coupon under a burst of orders (docs/decisions/025-coupon-holds.md): twenty orders with WELCOME25 (25 % off, first purchase
// only, one use) created at the same moment for one new customer, half through each of two
// server processes on one PostgreSQL. Exactly one order carries the coupon; the nineteen others
// are told 'Coupon usage limit reached' and that an unfinished order holds it. Cancelling that
// order frees the coupon for exactly one of the next burst, and paying it records one use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { addCustomer, callApi, signIn, type ApiAnswer } from './support/customers.ts';
import { balanceProblems } from './support/ledger-audit.ts';
import { startTwoInstances, type TwoInstances } from './support/two-instances.ts';

let cluster: TwoInstances;
beforeAll(async () => {
  cluster = await startTwoInstances();
});
afterAll(async () => cluster?.close());

const heldRefusal = {
  status: 409,
  body: {
    error: {
      code: 'COUPON_LIMIT_REACHED',
      message: accountCopy.purchase.coupon.limitReached,
      detail: accountCopy.purchase.coupon.heldByUnfinishedOrder,
    },
  },
};

describe('concurrent orders with WELCOME25 for one new customer on both instances', () => {
  it('let exactly one order carry it; every other is refused while that one holds it', async () => {
    const db = cluster.shared.database.kysely;
    const customer = await addCustomer(cluster.shared.database, { minutes: 0 });
    const session = await signIn(cluster.a.url, customer);
    const burst = (times: number) =>
      Promise.all(
        Array.from({ length: times }, (_, index) =>
          callApi(index % 2 === 0 ? cluster.a.url : cluster.b.url, '/api/payments/paypal/orders', {
            session,
            json: { bundleId: 'bundle-20', couponCode: 'WELCOME25' },
          }),
        ),
      );
    const created = (answers: ApiAnswer[]) => answers.filter((answer) => answer.status === 201);
    const refused = (answers: ApiAnswer[]) => answers.filter((answer) => answer.status !== 201);
    const ordersOfCustomer = () =>
      db
        .selectFrom('paymentOrders')
        .select(['id', 'providerOrderId', 'status', 'couponId', 'discountCents'])
        .where('customerId', '=', customer.id)
        .orderBy('createdAt')
        .execute();

    const first = await burst(20);
    expect(created(first)).toHaveLength(1);
    expect(refused(first)).toEqual(Array.from({ length: 19 }, () => heldRefusal));
    const [holder] = await ordersOfCustomer();
    expect(await ordersOfCustomer()).toEqual([
      expect.objectContaining({ status: 'created', couponId: expect.any(String) }),
    ]);
    expect(holder?.discountCents).toBe(1250);

    // The customer cancels it on the other instance: the next burst again gives it to one order.
    const cancelled = await callApi(
      cluster.b.url,
      `/api/payments/paypal/orders/${holder?.providerOrderId}/cancel`,
      { session },
    );
    expect(cancelled).toEqual({ status: 200, body: { status: 'cancelled' } });
    const second = await burst(10);
    expect(created(second)).toHaveLength(1);
    expect(refused(second)).toEqual(Array.from({ length: 9 }, () => heldRefusal));

    // Paid: the hold becomes the one recorded use.
    const paypalOrderId = (created(second)[0]?.body as { id: string }).id;
    cluster.paypal.control.approveOrder(paypalOrderId);
    const captured = await callApi(
      cluster.a.url,
      `/api/payments/paypal/orders/${paypalOrderId}/capture`,
      { session },
    );
    expect(captured).toMatchObject({ status: 200, body: { status: 'completed', credits: 25 } });
    await cluster.paypal.control.settle();
    expect((await ordersOfCustomer()).map((order) => order.status)).toEqual([
      'cancelled',
      'completed',
    ]);
    const uses = await db
      .selectFrom('couponUses')
      .select('paymentOrderId')
      .where('customerId', '=', customer.id)
      .execute();
    expect(uses).toHaveLength(1);
    expect(await balanceProblems(cluster.shared.database)).toEqual([]);
  });
});
