// A caller whose account is on hold (an open PayPal dispute, docs/decisions/027): the line says
// so, in their language, without reading out a balance, tells them to write to support and
// hangs up, on the greeting and on any later step (after the phone PIN, when they have one, so a
// copied caller ID learns nothing); once the dispute is resolved they call as before. The hold comes from a real dispute, through the PayPal stand-in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { phoneLineCopyFor } from '#shared/copy/message-catalogue.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import {
  SESSION_COOKIE,
  aShopper,
  buyWithPayPal,
  paypalStandIn,
  type Shopper,
} from '#tests/support/payments.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  callParams,
  callsOf,
  chooseExtension,
  newCallSid,
  saidIn,
  twilioPost,
  twimlOf,
  verbsOf,
} from '#tests/support/telephony.ts';

const phone = '5145550166';
const from = `+1${phone}`;

let t: TestApp;
let caller: Shopper;
let disputeId: string;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
  caller = await aShopper(t, {
    email: 'held@example.com',
    name: 'Aurora Lightfoot',
    phones: [phone],
  });
  const { captureId } = await buyWithPayPal(t, caller, { bundleId: 'bundle-20' }); // 25 minutes
  ({ disputeId } = await paypalStandIn(t).openDispute(captureId));
});
afterEach(async () => t.close());

const incoming = () =>
  twilioPost(t, '/api/telephony/voice', callParams(newCallSid(), from, { CallStatus: 'ringing' }));

describe('a caller whose account is on hold', () => {
  it('hears why and where to write, without a balance, and the line hangs up', async () => {
    const twiml = twimlOf(await incoming());
    const say = phoneLineCopyFor('en');
    expect(saidIn(twiml)).toEqual([say.accountOnHold(t.config.supportEmail)]);
    expect(verbsOf(twiml)).toEqual(['Say', 'Hangup']);
  });

  it('hears it in their account’s language', async () => {
    await t.database.kysely
      .updateTable('customers')
      .set({ language: 'fr-CA' })
      .where('id', '=', caller.id)
      .execute();
    expect(saidIn(twimlOf(await incoming()))).toEqual([
      phoneLineCopyFor('fr-CA').accountOnHold(t.config.supportEmail),
    ]);
  });

  it('cannot reach an advisor by going straight to the extension step', async () => {
    const twiml = twimlOf(await chooseExtension(t, newCallSid(), from, '4001'));
    expect(saidIn(twiml)).toEqual([phoneLineCopyFor('en').accountOnHold(t.config.supportEmail)]);
    expect(verbsOf(twiml)).toEqual(['Say', 'Hangup']);
    expect(await callsOf(t, caller.id)).toEqual([]);
  });

  it('is asked for their phone PIN first, and told of the hold only after it', async () => {
    const pinSet = await t.app.inject({
      method: 'PUT',
      url: '/api/me/phone-pin',
      cookies: { [SESSION_COOKIE]: caller.session },
      payload: { pin: '2580' },
    });
    expect(pinSet.statusCode).toBe(200);
    const say = phoneLineCopyFor('en');
    const callSid = newCallSid();
    const first = twimlOf(
      await twilioPost(
        t,
        '/api/telephony/voice',
        callParams(callSid, from, { CallStatus: 'ringing' }),
      ),
    );
    expect(saidIn(first)).not.toContain(say.accountOnHold(t.config.supportEmail));
    expect(saidIn(first)).toContain(say.askPin);

    const afterPin = twimlOf(
      await twilioPost(
        t,
        '/api/telephony/pin?attempt=1&lang=en',
        callParams(callSid, from, { Digits: '2580' }),
      ),
    );
    expect(saidIn(afterPin)).toEqual([say.accountOnHold(t.config.supportEmail)]);
    expect(verbsOf(afterPin)).toEqual(['Say', 'Hangup']);
  });

  it('calls as before once the dispute is resolved', async () => {
    await paypalStandIn(t).resolveDispute(disputeId, 'RESOLVED_SELLER_FAVOUR');
    const twiml = twimlOf(await incoming());
    expect(saidIn(twiml)[0]).toBe(
      phoneLineCopyFor('en').greeting(t.config.brandName, 'Aurora', 25),
    );
    expect(verbsOf(twiml)).toContain('Gather');
  });
});
