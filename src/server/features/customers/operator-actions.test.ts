// What an operator does to a customer (docs/decisions/047), on the real app: a call credited back
// once (two at once: one wins), a hold that stops purchases and calls but not sign-in (with its
// own texts), the confirmation resent through the sign-up path, every session ended, the phone
// PIN cleared, the account deleted as the customer's own deletion does. Every refusal changes
// nothing; the balance always equals the ledger.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '#server/db/ids.ts';
import { hashPassword } from '#server/security/password-hashing.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { phoneLineCopyFor } from '#shared/copy/message-catalogue.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import { balanceOf, ledgerLines, profileOf } from '#tests/support/after-sale.ts';
import { anOwner, operatorServices } from '#tests/support/operator-customers.ts';
import {
  aShopper,
  api,
  buyStandard,
  errorOf,
  talk,
  type Shopper,
} from '#tests/support/payments.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { callParams, newCallSid, saidIn, twilioPost, twimlOf } from '#tests/support/telephony.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';

let t: TestApp;
let shopper: Shopper;
let ops: ReturnType<typeof operatorServices>;
const phone = '5145550177';
beforeEach(async () => {
  t = await createTestApp();
  shopper = await aShopper(t, {
    email: 'ops@example.com',
    name: 'Aurora Lightfoot',
    phones: [phone],
  });
  ops = operatorServices(t);
});
afterEach(async () => t.close());

const lastCallId = async () =>
  (
    await t.database.kysely
      .selectFrom('calls')
      .select('id')
      .where('customerId', '=', shopper.id)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).id;

describe('crediting back a call', () => {
  it('gives back the billed minutes as one call_credit row tied to the call, once', async () => {
    await buyStandard(t, shopper); // 25
    await talk(t, shopper.id, 7);
    const callId = await lastCallId();
    const db = t.database.kysely;

    const credit = await db.transaction().execute((trx) =>
      ops.actions.creditBackCall(trx, shopper.id, {
        callId,
        reason: 'Dropped',
        operator: anOwner,
      }),
    );
    expect(credit).toMatchObject({
      callId,
      minutes: 7,
      before: { balance: 18 },
      after: { balance: 25 },
    });
    expect((await ledgerLines(t, shopper.id)).at(-1)).toEqual(['call_credit', 7, 25]);
    const row = await db
      .selectFrom('minuteLedger')
      .select(['callId', 'note'])
      .where('id', '=', credit.ledgerId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ callId, note: 'Dropped' });

    await expect(
      ops.actions.creditBackCall(db, shopper.id, { callId, reason: 'Again', operator: anOwner }),
    ).rejects.toMatchObject({
      code: 'CONFLICTING_CHANGE',
      message: adminCopy.customers.callAlreadyCredited,
    });
    expect(await balanceOf(t, shopper.id)).toBe(25);
  });

  it('lets one of two concurrent credit-backs of the same call in', async () => {
    await buyStandard(t, shopper);
    await talk(t, shopper.id, 4);
    const callId = await lastCallId();
    const attempt = (reason: string) =>
      ops.actions.creditBackCall(t.database.kysely, shopper.id, {
        callId,
        reason,
        operator: anOwner,
      });
    const results = await Promise.allSettled([attempt('First'), attempt('Second')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { code: 'CONFLICTING_CHANGE' },
    });
    expect(await balanceOf(t, shopper.id)).toBe(25);
    expect(
      (await ledgerLines(t, shopper.id)).filter(([reason]) => reason === 'call_credit'),
    ).toHaveLength(1);
  });

  it('refuses without a reason, another customer’s call, and an unknown customer', async () => {
    await buyStandard(t, shopper);
    await talk(t, shopper.id, 3);
    const callId = await lastCallId();
    const other = await aShopper(t, { email: 'other@example.com' });
    const db = t.database.kysely;
    await expect(
      ops.actions.creditBackCall(db, shopper.id, { callId, reason: ' ', operator: anOwner }),
    ).rejects.toMatchObject({
      code: 'CHANGE_REFUSED',
      message: adminCopy.customers.reasonRequired,
    });
    await expect(
      ops.actions.creditBackCall(db, other.id, { callId, reason: 'x', operator: anOwner }),
    ).rejects.toMatchObject({ code: 'CALL_NOT_FOUND' });
    await expect(
      ops.actions.creditBackCall(db, newId(), { callId, reason: 'x', operator: anOwner }),
    ).rejects.toMatchObject({ code: 'CUSTOMER_NOT_FOUND' });
    expect(await balanceOf(t, shopper.id)).toBe(22);
  });
});

describe('a hold put on by an operator', () => {
  it('refuses purchases and calls with its own texts, lets the customer sign in, and lifts', async () => {
    await seedDemo(t);
    await buyStandard(t, shopper);
    const db = t.database.kysely;
    const hold = await ops.actions.placeHold(db, shopper.id, {
      reason: 'Suspected fraud',
      operator: anOwner,
    });
    expect(hold).toMatchObject({ reason: 'Suspected fraud', placedBy: anOwner.id, liftedAt: null });
    await expect(
      ops.actions.placeHold(db, shopper.id, { reason: 'Twice', operator: anOwner }),
    ).rejects.toMatchObject({
      code: 'CONFLICTING_CHANGE',
      message: adminCopy.customers.alreadyOnHold,
    });

    // The profile says so; the session still works.
    expect((await profileOf(t, shopper)).accountHold).toEqual({
      reason: 'operator_hold',
      since: hold.placedAt,
    });
    // No purchase.
    const order = await api(t, 'POST', '/api/payments/paypal/orders', {
      session: shopper.session,
      payload: { bundleId: 'bundle-10' },
    });
    expect(order.statusCode).toBe(403);
    expect(errorOf(order)).toMatchObject({
      code: 'ACCOUNT_ON_HOLD',
      message: accountCopy.purchase.payment.accountHeld(t.config.supportEmail),
    });
    // No call: the line says why and hangs up.
    const call = await twilioPost(
      t,
      '/api/telephony/voice',
      callParams(newCallSid(), `+1${phone}`, { CallStatus: 'ringing' }),
    );
    expect(saidIn(twimlOf(call))).toEqual([
      phoneLineCopyFor('en').accountHeld(t.config.supportEmail),
    ]);

    const lifted = await ops.actions.liftHold(db, shopper.id, {
      reason: 'Cleared by the bank',
      operator: anOwner,
    });
    expect(lifted).toMatchObject({ liftedBy: anOwner.id, liftReason: 'Cleared by the bank' });
    expect((await profileOf(t, shopper)).accountHold).toBeNull();
    await expect(
      ops.actions.liftHold(db, shopper.id, { reason: 'Again', operator: anOwner }),
    ).rejects.toMatchObject({ code: 'CONFLICTING_CHANGE', message: adminCopy.customers.notOnHold });
    expect(await ops.payments.holdHistory(shopper.id)).toHaveLength(1);
  });
});

describe('the account actions', () => {
  it('ends every session', async () => {
    const ended = await ops.actions.endAllSessions(t.database.kysely, shopper.id);
    expect(ended).toEqual({ ended: 1 });
    const me = await api(t, 'GET', '/api/me', { session: shopper.session });
    expect(me.statusCode).toBe(401);
  });

  it('clears the phone PIN', async () => {
    await t.database.kysely
      .insertInto('phonePins')
      .values({
        customerId: shopper.id,
        pinHash: await hashPassword('4821'),
        setAt: t.clock.now().toISOString(),
      })
      .execute();
    expect(await ops.actions.clearPhonePin(t.database.kysely, shopper.id)).toEqual({
      before: { pinSet: true },
    });
    expect((await ops.phonePin.status(shopper.id)).pinSet).toBe(false);
    expect(await ops.actions.clearPhonePin(t.database.kysely, shopper.id)).toEqual({
      before: { pinSet: false },
    });
  });

  it('resends the confirmation to an unconfirmed email only', async () => {
    await expect(
      ops.actions.resendConfirmation(shopper.id, { ip: '203.0.113.9' }),
    ).rejects.toMatchObject({
      code: 'CONFLICTING_CHANGE',
      message: adminCopy.customers.emailAlreadyConfirmed,
    });
    await t.database.kysely
      .updateTable('credentials')
      .set({ emailConfirmedAt: null })
      .where('customerId', '=', shopper.id)
      .execute();
    expect(await ops.actions.resendConfirmation(shopper.id, { ip: '203.0.113.9' })).toEqual({
      email: shopper.email,
    });
    const queued = await t.database.kysely
      .selectFrom('outboxMessages')
      .select(['recipient', 'subject'])
      .where('customerId', '=', shopper.id)
      .execute();
    expect(queued).toHaveLength(1);
  });

  it('deletes the account as the customer’s own deletion does', async () => {
    const db = t.database.kysely;
    const { deletedAt } = await ops.actions.deleteAccount(db, shopper.id);
    const row = await db
      .selectFrom('customers')
      .select('deletedAt')
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(row.deletedAt).toBe(deletedAt);
    const numbers = await db
      .selectFrom('customerPhoneNumbers')
      .select('phone')
      .where('customerId', '=', shopper.id)
      .execute();
    expect(numbers).toEqual([]);
    expect((await api(t, 'GET', '/api/me', { session: shopper.session })).statusCode).toBe(401);
    await expect(ops.actions.deleteAccount(db, shopper.id)).rejects.toMatchObject({
      message: adminCopy.customers.accountDeleted,
    });
    await expect(
      ops.actions.placeHold(db, shopper.id, { reason: 'x', operator: anOwner }),
    ).rejects.toMatchObject({ message: adminCopy.customers.accountDeleted });
  });
});
