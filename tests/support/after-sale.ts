// Helpers for the tests of refunds, reversals and disputes (docs/decisions/027): PayPal's
// deliveries as the stand-in sent them, delivered again (at once, several times), and what the
// customer and the database show afterwards.
import type { CustomerProfile, PurchaseRow } from '#shared/api/customer.ts';
import type { TestApp } from './test-app.ts';
import { api, creditsOf, paypalStandIn, type Shopper } from './payments.ts';

/** The stand-in's transmissions of this event type, oldest first. */
export function webhooksOf(t: TestApp, eventType: string) {
  return paypalStandIn(t)
    .sentWebhooks()
    .filter((webhook) => webhook.eventType === eventType);
}

/** The one transmission of this event type (fails when there is none or more). */
export function onlyWebhook(t: TestApp, eventType: string) {
  const sent = webhooksOf(t, eventType);
  if (sent.length !== 1) throw new Error(`${sent.length} ${eventType} webhooks, not 1`);
  return sent[0] as NonNullable<(typeof sent)[0]>;
}

/**
 * The same genuine transmission delivered `times` times at once, as PayPal's retries and a
 * second listener instance can; answers each delivery's status.
 */
export async function deliverTogether(
  t: TestApp,
  webhook: { body: string; headers: Record<string, string> },
  times: number,
): Promise<number[]> {
  const deliveries = Array.from({ length: times }, () =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/paypal/webhook',
      headers: { 'content-type': 'application/json', ...webhook.headers },
      payload: webhook.body,
    }),
  );
  return (await Promise.all(deliveries)).map((res) => res.statusCode);
}

/** The ledger as [reason, delta, balance after] rows, oldest first. */
export async function ledgerLines(t: TestApp, customerId: string) {
  const rows = await t.database.kysely
    .selectFrom('minuteLedger')
    .select(['reason', 'deltaMinutes', 'balanceAfter'])
    .where('customerId', '=', customerId)
    .orderBy('id')
    .execute();
  return rows.map((row) => [row.reason, row.deltaMinutes, row.balanceAfter]);
}

/** The balance, after checking that it is the ledger's sum. */
export async function balanceOf(t: TestApp, customerId: string): Promise<number> {
  const { credits, ledgerSum } = await creditsOf(t, customerId);
  if (credits !== ledgerSum) throw new Error(`balance ${credits} but ledger sum ${ledgerSum}`);
  return credits;
}

/** The PayPal events applied to the customer's purchases, oldest first. */
export async function paymentEventsOf(t: TestApp, customerId: string) {
  return t.database.kysely
    .selectFrom('paymentEvents')
    .innerJoin('purchases', 'purchases.id', 'paymentEvents.purchaseId')
    .select([
      'paymentEvents.id',
      'paymentEvents.kind',
      'paymentEvents.providerEventId',
      'paymentEvents.minutesClaimed',
      'paymentEvents.minutesMoved',
    ])
    .where('purchases.customerId', '=', customerId)
    .orderBy('paymentEvents.id')
    .execute();
}

/** The ledger rows that apply PayPal events, with the event each applies. */
export async function eventLedgerRows(t: TestApp, customerId: string) {
  return t.database.kysely
    .selectFrom('minuteLedger')
    .select(['reason', 'deltaMinutes', 'paymentEventId', 'purchaseId', 'note'])
    .where('customerId', '=', customerId)
    .where('paymentEventId', 'is not', null)
    .orderBy('id')
    .execute();
}

/** GET /api/me/purchases, as the dashboard reads it. */
export async function historyOf(t: TestApp, shopper: Shopper): Promise<PurchaseRow[]> {
  const res = await api(t, 'GET', '/api/me/purchases', { session: shopper.session });
  return res.json<{ purchases: PurchaseRow[] }>().purchases;
}

/** GET /api/me, as the dashboard reads it. */
export async function profileOf(t: TestApp, shopper: Shopper): Promise<CustomerProfile> {
  const res = await api(t, 'GET', '/api/me', { session: shopper.session });
  return res.json<{ customer: CustomerProfile }>().customer;
}
