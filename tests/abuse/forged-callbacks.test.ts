// Forged provider callbacks change nothing (docs/security.md). One customer
// has a PayPal capture waiting, an Interac payment open and a call in progress; then PayPal's
// webhook, Gigadat's postback, Twilio's phone-line webhooks and the stand-ins' control routes
// are each forged — unsigned, wrongly signed, or simply claiming what did not happen — and the
// customer's minutes, ledger, purchases, orders and calls are exactly as before. The features'
// own tests check each callback in depth; this one fires them all at one account.
import twilio from 'twilio';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { signIn } from '#tests/support/customers.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import {
  api,
  capture,
  createPayPalOrder,
  paypalStandIn,
  type Shopper,
} from '#tests/support/payments.ts';
import {
  aCaller,
  callParams,
  chooseExtension,
  dialOf,
  newCallSid,
  twilioPost,
  twimlOf,
} from '#tests/support/telephony.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterEach(async () => t.close());

const phone = '4385550120';
const from = `+1${phone}`;

/** Everything about the customer a callback could change. */
async function footprint(customerId: string) {
  const db = t.database.kysely;
  const [customer] = await db
    .selectFrom('customers')
    .select(['credits'])
    .where('id', '=', customerId)
    .execute();
  return {
    credits: customer?.credits,
    ledger: await db
      .selectFrom('minuteLedger')
      .selectAll()
      .where('customerId', '=', customerId)
      .execute(),
    purchases: await db
      .selectFrom('purchases')
      .selectAll()
      .where('customerId', '=', customerId)
      .execute(),
    orders: await db
      .selectFrom('paymentOrders')
      .selectAll()
      .where('customerId', '=', customerId)
      .execute(),
    calls: await db.selectFrom('calls').selectAll().where('customerId', '=', customerId).execute(),
    couponUses: await db
      .selectFrom('couponUses')
      .selectAll()
      .where('customerId', '=', customerId)
      .execute(),
  };
}

async function interacStatus(shopper: Shopper, transactionId: string) {
  const res = await api(t, 'GET', `/api/payments/interac/orders/${transactionId}/status`, {
    session: shopper.session,
  });
  return res.json<{ status: string; purchaseId: string | null; credits: number | null }>();
}

const forgedPayPalHeaders = (at: string) => ({
  'paypal-transmission-id': 'b2ac5a10-0000-0000-0000-000000000000',
  'paypal-transmission-time': at,
  'paypal-transmission-sig': 'Zm9yZ2Vk',
  'paypal-cert-url': 'https://api-m.paypal.com/v1/notifications/certs/CERT-forged',
  'paypal-auth-algo': 'SHA256withRSA',
});

it('forged PayPal, Gigadat and Twilio callbacks leave minutes, purchases and calls unchanged', async () => {
  const caller = await aCaller(t, { phone, minutes: 30, email: 'target@example.com' });
  const shopper: Shopper = {
    id: caller.id,
    email: caller.email,
    name: 'Aurora Lightfoot',
    session: await signIn(t, caller),
  };

  // A PayPal capture PayPal still holds as pending.
  const paypalOrderId = await createPayPalOrder(t, shopper, { bundleId: 'bundle-20' });
  paypalStandIn(t).approveOrder(paypalOrderId, 'PENDING');
  expect((await capture(t, shopper, paypalOrderId)).json()).toEqual({ status: 'pending' });
  const captureId = paypalStandIn(t).order(paypalOrderId)?.captures[0]?.id ?? '';
  // An Interac payment the buyer has opened but not approved.
  const interac = await api(t, 'POST', '/api/payments/interac/orders', {
    session: shopper.session,
    payload: { bundleId: 'bundle-20' },
  });
  const { transactionId, paymentUrl } = interac.json<{
    transactionId: string;
    paymentUrl: string;
  }>();
  await t.app.inject({ method: 'GET', url: paymentUrl.replace(t.config.publicUrl, '') });
  // The purchase page's poll: the order learns from Gigadat that the payment is under way.
  const polled = await interacStatus(shopper, transactionId);
  expect(polled).toMatchObject({ status: 'STATUS_PENDING', purchaseId: null });
  // A call to extension 4001, ringing the advisor.
  const callSid = newCallSid();
  const dial = dialOf(twimlOf(await chooseExtension(t, callSid, from, '4001')));
  const orderRow = (await footprint(caller.id)).orders.find(
    (order) => order.providerOrderId === paypalOrderId,
  );

  const before = await footprint(caller.id);
  expect(before.calls.map((call) => call.status)).toEqual(['dialing']);

  // PayPal: the capture "completed", then "refunded", without PayPal's vouching.
  for (const eventType of ['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.REFUNDED']) {
    const event = {
      id: `WH-FORGED-${eventType}`,
      event_type: eventType,
      resource_type: 'capture',
      resource: {
        id: captureId,
        status: 'COMPLETED',
        amount: { currency_code: 'CAD', value: '57.49' },
        custom_id: orderRow?.id,
        supplementary_data: { related_ids: { order_id: paypalOrderId } },
      },
    };
    for (const headers of [forgedPayPalHeaders(t.clock.now().toISOString()), {}]) {
      const res = await api(t, 'POST', '/api/payments/paypal/webhook', { payload: event, headers });
      expect(res.statusCode, eventType).toBe(400);
    }
  }

  // Gigadat: a postback claiming success (it is acknowledged, and re-read from Gigadat).
  const postback = await t.app.inject({
    method: 'POST',
    url: `/api/payments/interac/postback?transaction=${transactionId}&status=STATUS_SUCCESS`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      transactionId,
      status: 'STATUS_SUCCESS',
      amount: '57.49',
    }).toString(),
  });
  expect(postback.statusCode).toBe(200);

  // Twilio: the call "ended after an hour", unsigned and with a made-up signature; a new call
  // from the customer's number without a signature; a call signed with another token.
  const hourLong = callParams(callSid, from, {
    DialCallStatus: 'completed',
    DialCallSid: newCallSid(),
    DialCallDuration: '3600',
  });
  for (const signature of [null, 'bm90IGEgc2lnbmF0dXJl']) {
    expect((await twilioPost(t, dial.action, hourLong, { signature })).statusCode).toBe(403);
  }
  const freeCall = callParams(newCallSid(), from, { Digits: '4002' });
  const path = '/api/telephony/extension?attempt=1';
  expect((await twilioPost(t, path, freeCall, { signature: null })).statusCode).toBe(403);
  const signedWithAnotherToken = twilio.getExpectedTwilioSignature(
    'another-token-456',
    `${t.config.publicUrl}${path}`,
    freeCall,
  );
  expect(
    (await twilioPost(t, path, freeCall, { signature: signedWithAnotherToken })).statusCode,
  ).toBe(403);

  // The stand-ins' own doors: a call record reported without Twilio's credentials, and the
  // Interac page's "approve" with a made-up token.
  const record = await t.app.inject({
    method: 'POST',
    url: '/sim/twilio/control/calls',
    payload: {
      sid: callSid,
      parentCallSid: null,
      status: 'completed',
      startTime: null,
      endTime: null,
      durationSeconds: 3600,
    },
  });
  expect(record.statusCode).toBe(401);
  const approve = await t.app.inject({
    method: 'POST',
    url: '/sim/interac/webflow',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      transaction: transactionId,
      token: 'forged',
      decision: 'approve',
    }).toString(),
  });
  expect(approve.statusCode).toBe(404);

  expect(await footprint(caller.id)).toEqual(before);
  expect(await interacStatus(shopper, transactionId)).toEqual(polled);
});
