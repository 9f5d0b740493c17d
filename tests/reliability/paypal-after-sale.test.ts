// PayPal's refund and dispute webhooks delivered to two server processes on one PostgreSQL at the
// same moment (docs/decisions/027): PayPal's own first deliveries find no listener, and the same
// genuine transmissions then reach both instances together, as retries and a load balancer can
// make them. Each event is applied once: one payment event, one ledger row, the hold put on and
// lifted once; every balance equals its ledger's sum.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { refundedShareOfMinutes } from '#server/features/payments/refund-share.ts';
import { findBundle } from '#shared/pricing/bundles.ts';
import { addCustomer, callApi, signIn } from './support/customers.ts';
import { balanceProblems, creditsOf, ledgerOf } from './support/ledger-audit.ts';
import { startTwoInstances, type TwoInstances } from './support/two-instances.ts';

let cluster: TwoInstances;
beforeAll(async () => {
  cluster = await startTwoInstances();
});
afterAll(async () => cluster?.close());

/** Nothing listens there: PayPal's deliveries fail and are retried later. */
const nowhere = 'http://127.0.0.1:9';

/** The stand-in's transmission of this event type, POSTed `times` times at once, alternately to A and B. */
async function deliverToBoth(eventType: string, times: number): Promise<number[]> {
  const sent = cluster.paypal.control
    .sentWebhooks()
    .filter((webhook) => webhook.eventType === eventType);
  expect(sent).toHaveLength(1);
  const [webhook] = sent;
  if (!webhook) throw new Error(`no ${eventType}`);
  const deliveries = Array.from({ length: times }, (_, index) =>
    fetch(`${index % 2 === 0 ? cluster.a.url : cluster.b.url}/api/payments/paypal/webhook`, {
      method: 'POST',
      headers: webhook.headers,
      body: webhook.body,
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    }),
  );
  return Promise.all(deliveries);
}

async function eventsOf(customerId: string) {
  return cluster.shared.database.kysely
    .selectFrom('paymentEvents')
    .innerJoin('purchases', 'purchases.id', 'paymentEvents.purchaseId')
    .select(['paymentEvents.kind', 'paymentEvents.minutesMoved'])
    .where('purchases.customerId', '=', customerId)
    .orderBy('paymentEvents.id')
    .execute();
}

async function openDisputesOf(customerId: string) {
  return cluster.shared.database.kysely
    .selectFrom('paymentDisputes')
    .select('id')
    .where('customerId', '=', customerId)
    .where('status', '=', 'open')
    .execute();
}

it('applies a refund, a dispute and its resolution once when each reaches both instances at once', async () => {
  const { a, b, paypal, shared } = cluster;
  const standard = findBundle('bundle-20');
  if (!standard) throw new Error('no Standard bundle');
  const minutes = standard.minutes + standard.giftMinutes;
  const customer = await addCustomer(shared.database, { minutes: 0 });
  const session = await signIn(a.url, customer);
  const created = await callApi(a.url, '/api/payments/paypal/orders', {
    session,
    json: { bundleId: standard.id },
  });
  const paypalOrderId = (created.body as { id: string }).id;
  paypal.control.approveOrder(paypalOrderId);
  const captured = await callApi(b.url, `/api/payments/paypal/orders/${paypalOrderId}/capture`, {
    session,
  });
  expect(captured.body).toMatchObject({ status: 'completed', minutesAdded: minutes });
  await paypal.control.settle();
  const captureId = paypal.control.order(paypalOrderId)?.captures[0]?.id ?? '';
  const paidCents = paypal.control.order(paypalOrderId)?.amountCents ?? 0;
  const refundCents = Math.floor(paidCents / 2);
  const share = refundedShareOfMinutes({
    purchasedMinutes: minutes,
    refundedCents: refundCents,
    paidCents,
  });

  paypal.deliverWebhooksTo(nowhere);
  try {
    // Half the money back, delivered ten times at once.
    await paypal.control.refundCapture(captureId, { amountCents: refundCents });
    expect(await deliverToBoth('PAYMENT.CAPTURE.REFUNDED', 10)).toEqual(Array(10).fill(200));
    expect(await creditsOf(shared.database, customer.id)).toBe(minutes - share);

    // A dispute of what is left: the rest of the minutes taken once, the account on hold.
    const { disputeId } = await paypal.control.openDispute(captureId);
    expect(await deliverToBoth('CUSTOMER.DISPUTE.CREATED', 10)).toEqual(Array(10).fill(200));
    expect(await creditsOf(shared.database, customer.id)).toBe(0);
    expect(await openDisputesOf(customer.id)).toHaveLength(1);
    const refused = await callApi(b.url, '/api/payments/paypal/orders', {
      session,
      json: { bundleId: standard.id },
    });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'ACCOUNT_ON_HOLD' } } });

    // Resolved for us: the minutes come back once, the hold lifts.
    await paypal.control.resolveDispute(disputeId, 'RESOLVED_SELLER_FAVOUR');
    expect(await deliverToBoth('CUSTOMER.DISPUTE.RESOLVED', 10)).toEqual(Array(10).fill(200));
    expect(await creditsOf(shared.database, customer.id)).toBe(minutes - share);
    expect(await openDisputesOf(customer.id)).toEqual([]);
  } finally {
    paypal.deliverWebhooksTo(a.url);
  }

  expect(await eventsOf(customer.id)).toEqual([
    { kind: 'refund', minutesMoved: -share },
    { kind: 'dispute_created', minutesMoved: -(minutes - share) },
    { kind: 'dispute_resolved', minutesMoved: minutes - share },
  ]);
  expect((await ledgerOf(shared.database, customer.id)).map((row) => row.reason)).toEqual([
    'purchase',
    'gift',
    'refund',
    'dispute',
    'dispute_release',
  ]);
  expect(await balanceProblems(shared.database)).toEqual([]);
});
