// Helpers for the payments' integration tests: customers and coupons written straight to the
// database, requests with a session, the PayPal and Interac stand-ins' control methods, a
// package bought and minutes talked, and what a test reads back (ledger, purchases, coupon
// uses, emails).
import type { LightMyRequestResponse } from 'fastify';
import { newId } from '#server/db/ids.ts';
import type { NewCoupon } from '#server/db/tables/coupons.ts';
import { createCouponsService } from '#server/features/coupons/service.ts';
import { createOutboxService } from '#server/features/outbox/service.ts';
import { createWalletService } from '#server/features/wallet/service.ts';
import { gigadatStandInOf } from '#server/providers/gigadat/simulator/register.ts';
import type { PayPalClient } from '#server/providers/paypal/port.ts';
import { getPayPalSimulator } from '#server/providers/paypal/simulator/register.ts';
import { createRateLimitService } from '#server/rate-limits/rate-limits.ts';
import { SESSION_COOKIE, seedCustomer, signIn } from './customers.ts';
import { readOutbox, type TestApp } from './test-app.ts';
import { createPaymentsService } from '#server/features/payments/service.ts';

export { SESSION_COOKIE };

export interface Shopper {
  id: string;
  email: string;
  name: string;
  /** The session cookie's value. */
  session: string;
}

/** An active, confirmed customer with no credits, signed in through the API. */
export async function aShopper(
  t: TestApp,
  options: { email: string; name?: string; phones?: string[] },
): Promise<Shopper> {
  const name = options.name ?? 'Test Shopper';
  const customer = await seedCustomer(t, { ...options, name });
  return { id: customer.id, email: customer.email, name, session: await signIn(t, customer) };
}

/** WELCOME25 as the demo data seeds it (percentage_off 25, once, first purchase only). */
export const welcome25 = {
  code: 'WELCOME25',
  type: 'percentage_off',
  value: 25,
  maxUses: 1,
  firstPurchaseOnly: true,
} as const;

export async function addCoupon(t: TestApp, coupon: Partial<NewCoupon> & { code: string }) {
  const id = newId();
  await t.database.kysely
    .insertInto('coupons')
    .values({
      id,
      type: 'percentage_off',
      value: 10,
      isActive: true,
      expiresAt: null,
      maxUses: null,
      customerId: null,
      source: 'operator',
      createdAt: t.clock.now().toISOString(),
      ...coupon,
    })
    .execute();
  return id;
}

export function api(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  options: { session?: string; payload?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.session === undefined ? {} : { cookies: { [SESSION_COOKIE]: options.session } }),
  });
}

/** The error body's code and message, and its second line when it has one. */
export function errorOf(res: LightMyRequestResponse) {
  const body = res.json<{ error: { code: string; message: string; detail?: string } }>();
  return {
    status: res.statusCode,
    code: body.error.code,
    message: body.error.message,
    ...(body.error.detail === undefined ? {} : { detail: body.error.detail }),
  };
}

export function paypalStandIn(t: TestApp) {
  return getPayPalSimulator(t.app);
}

export function gigadatStandIn(t: TestApp) {
  const standIn = gigadatStandInOf(t.app);
  if (!standIn) throw new Error('the Interac stand-in is not mounted');
  return standIn;
}

/** POST /api/payments/paypal/orders; answers the PayPal order id (201 expected). */
export async function createPayPalOrder(
  t: TestApp,
  shopper: Shopper,
  body: { bundleId: string; couponCode?: string },
): Promise<string> {
  const res = await api(t, 'POST', '/api/payments/paypal/orders', {
    session: shopper.session,
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json<{ id: string }>().id;
}

/** POST /api/payments/interac/orders; answers the transaction id (201 expected). */
export async function createInteracOrder(
  t: TestApp,
  shopper: Shopper,
  body: { bundleId: string; couponCode?: string },
): Promise<string> {
  const res = await api(t, 'POST', '/api/payments/interac/orders', {
    session: shopper.session,
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json<{ transactionId: string }>().transactionId;
}

/** Bundle-20 bought through Interac to the end (approved, its postback received): 25 minutes. */
export async function buyWithInterac(t: TestApp, shopper: Shopper): Promise<string> {
  const transactionId = await createInteracOrder(t, shopper, { bundleId: 'bundle-20' });
  await gigadatStandIn(t).approve(transactionId);
  return transactionId;
}

/** POST /api/payments/{provider}/orders/:id/cancel, as the purchase page's Cancel Purchase. */
export function cancelOrder(
  t: TestApp,
  shopper: Shopper | null,
  provider: 'paypal' | 'interac',
  providerOrderId: string,
) {
  return api(t, 'POST', `/api/payments/${provider}/orders/${providerOrderId}/cancel`, {
    ...(shopper ? { session: shopper.session } : {}),
  });
}

export function capture(t: TestApp, shopper: Shopper, paypalOrderId: string) {
  return api(t, 'POST', `/api/payments/paypal/orders/${paypalOrderId}/capture`, {
    session: shopper.session,
  });
}

/**
 * The payments service as the scheduled jobs run it (another instance of it, on the test app's
 * database, clock and providers, or another PayPal client), with the lines it logs at warning
 * level and above.
 */
export function paymentsService(t: TestApp, options: { paypal?: PayPalClient } = {}) {
  const warnings: string[] = [];
  const logger = {
    info: () => {},
    warn: (_details: unknown, message?: string) => warnings.push(message ?? ''),
    error: (_details: unknown, message?: string) => warnings.push(message ?? ''),
  };
  const { database, clock, providers } = t;
  const payments = createPaymentsService({
    database,
    clock,
    config: t.config,
    paypal: options.paypal ?? providers.paypal,
    gigadat: providers.gigadat,
    coupons: createCouponsService({
      database,
      clock,
      rateLimits: createRateLimitService({ database, clock }),
    }),
    wallet: createWalletService({ clock }),
    outbox: createOutboxService({ database, clock, providers, logger }),
    logger,
  });
  return { payments, warnings };
}

/**
 * A package bought through PayPal to the end (created, approved, captured, its webhook
 * delivered); answers the PayPal order and capture ids.
 */
export async function buyWithPayPal(
  t: TestApp,
  shopper: Shopper,
  body: { bundleId: string; couponCode?: string },
): Promise<{ paypalOrderId: string; captureId: string }> {
  const paypalOrderId = await createPayPalOrder(t, shopper, body);
  paypalStandIn(t).approveOrder(paypalOrderId);
  const res = await capture(t, shopper, paypalOrderId);
  if (res.json<{ status: string }>().status !== 'completed') {
    throw new Error(`capture answered ${res.statusCode}: ${res.body}`);
  }
  await paypalStandIn(t).settle();
  const captureId = paypalStandIn(t).order(paypalOrderId)?.captures[0]?.id;
  if (!captureId) throw new Error('no capture');
  return { paypalOrderId, captureId };
}

/** Bundle-20 with WELCOME25 bought through PayPal: 25 minutes for $43.12. */
export async function buyStandard(t: TestApp, shopper: Shopper) {
  await addCoupon(t, welcome25);
  return buyWithPayPal(t, shopper, { bundleId: 'bundle-20', couponCode: 'WELCOME25' });
}

/** A call of `minutes`, billed through the wallet as the phone line does it. */
export async function talk(t: TestApp, customerId: string, minutes: number) {
  const db = t.database.kysely;
  const at = t.clock.now().toISOString();
  const existing = await db
    .selectFrom('advisors')
    .select('id')
    .where('extension', '=', 4001)
    .executeTakeFirst();
  const advisorId = existing?.id ?? newId();
  if (!existing) {
    await db
      .insertInto('advisors')
      .values({
        id: advisorId,
        extension: 4001,
        name: 'Selene',
        description: 'Tarot.',
        photoPath: null,
        greetingAudioPath: null,
        phone: null,
        availTimeStr: 'Varies',
        signedInChangedAt: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  }
  const callId = newId();
  await db
    .insertInto('calls')
    .values({
      id: callId,
      customerId,
      advisorId,
      providerCallSid: `CA${callId.replace(/-/g, '')}`,
      dialCallSid: null,
      status: 'completed',
      reservedMinutes: minutes,
      dialedAt: at,
      callStart: at,
      callEnd: at,
      durationSeconds: minutes * 60,
      minutesUsed: minutes,
      settledAt: at,
      createdAt: at,
    })
    .execute();
  const wallet = createWalletService({ clock: t.clock });
  return db
    .transaction()
    .execute((trx) => wallet.debit(trx, customerId, [{ minutes, reason: 'call', callId }]));
}

// ---- What the database holds ------------------------------------------------------------------

export async function ledgerOf(t: TestApp, customerId: string) {
  return t.database.kysely
    .selectFrom('minuteLedger')
    .select(['reason', 'deltaMinutes', 'balanceAfter', 'purchaseId', 'note'])
    .where('customerId', '=', customerId)
    .orderBy('id')
    .execute();
}

export async function creditsOf(t: TestApp, customerId: string) {
  const { credits } = await t.database.kysely
    .selectFrom('customers')
    .select('credits')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const ledgerSum = (await ledgerOf(t, customerId)).reduce((sum, row) => sum + row.deltaMinutes, 0);
  return { credits, ledgerSum };
}

export async function purchasesOf(t: TestApp, customerId: string) {
  return t.database.kysely
    .selectFrom('purchases')
    .selectAll()
    .where('customerId', '=', customerId)
    .execute();
}

export async function couponUsesOf(t: TestApp, customerId: string) {
  return t.database.kysely
    .selectFrom('couponUses')
    .selectAll()
    .where('customerId', '=', customerId)
    .execute();
}

export async function ordersOf(t: TestApp, customerId: string) {
  return t.database.kysely
    .selectFrom('paymentOrders')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The receipt emails in the dev outbox for this address, newest first. */
export async function receiptsTo(t: TestApp, email: string) {
  return (await readOutbox(t.app)).filter(
    (message) =>
      message.channel === 'email' && message.to === email && /receipt/i.test(message.subject ?? ''),
  );
}
