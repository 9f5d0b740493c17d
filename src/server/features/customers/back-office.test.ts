// The back office's customers over HTTP (docs/decisions/047): a support operator finds a
// customer, reads their page a section at a time, and acts — each action changes the ledger and
// the balance as it says (the balance always the ledger's sum), writes one audit row with its
// before and after and the reason, and is refused without a reason, changing nothing. A PayPal
// refund goes through the stand-in's refunds API, and PayPal's webhook after it moves nothing
// again; support is refused a refund over the owner's limit.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage } from '#shared/api/admin/audit.ts';
import type {
  ActionOutcome,
  CustomerAccount,
  CustomerSearchPage,
  CustomerSectionPage,
} from '#shared/api/admin/customers.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { balanceOf, ledgerLines } from '#tests/support/after-sale.ts';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators.ts';
import {
  aShopper,
  buyStandard,
  buyWithInterac,
  errorOf,
  paypalStandIn,
  purchasesOf,
  SESSION_COOKIE,
  talk,
  type Shopper,
} from '#tests/support/payments.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let support: SignedInOperator;
let shopper: Shopper;
beforeEach(async () => {
  t = await createTestApp();
  support = await signedInOperator(t, 'support');
  shopper = await aShopper(t, {
    email: 'aurora@example.com',
    name: 'Aurora Lightfoot',
    phones: ['5145550177'],
  });
});
afterEach(async () => t.close());

function asOperator(
  operator: SignedInOperator,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/api/admin${url}`,
    cookies: operator.cookies,
    ...(payload === undefined ? {} : { payload }),
  });
}

async function okJson<T>(res: Awaited<ReturnType<typeof asOperator>>): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** The audit log's rows about the customer, newest first, as an operator reads them. */
async function auditOf(customerId: string) {
  const page = await okJson<AuditPage>(await asOperator(support, 'GET', `/audit?q=${customerId}`));
  return page.entries;
}

const customerUrl = () => `/customers/${shopper.id}`;

describe('finding a customer', () => {
  it('searches by email, phone or order id, a page at a time', async () => {
    await aShopper(t, { email: 'other@example.com', name: 'Other One' });
    const { paypalOrderId } = await buyStandard(t, shopper);
    for (const q of ['AURORA@', '514 555-0177', paypalOrderId, 'Aurora L']) {
      const page = await okJson<CustomerSearchPage>(
        await asOperator(support, 'GET', `/customers?q=${encodeURIComponent(q)}`),
      );
      expect(
        page.rows.map((row) => row.email),
        q,
      ).toEqual(['aurora@example.com']);
    }
    const all = await okJson<CustomerSearchPage>(
      await asOperator(support, 'GET', '/customers?sort=email&page=2&pageSize=1'),
    );
    expect(all).toMatchObject({ total: 2, page: 2, pageSize: 1, more: false });
    expect(all.rows.map((row) => row.email)).toEqual(['other@example.com']);
    expect((await asOperator(support, 'GET', '/customers?sort=shoe')).statusCode).toBe(400);
  });

  it('shows the account and its sections, newest first and paged', async () => {
    await buyStandard(t, shopper); // 20 + 5 gift
    await talk(t, shopper.id, 3);
    const account = await okJson<CustomerAccount>(await asOperator(support, 'GET', customerUrl()));
    expect(account).toMatchObject({
      email: 'aurora@example.com',
      balance: 22,
      ledgerSum: 22,
      phoneNumbers: [{ phone: '5145550177' }],
      pinSet: false,
      hold: null,
      deletedAt: null,
    });
    expect(account.openSessions).toBeGreaterThan(0);

    const ledger = await okJson<CustomerSectionPage<'ledger'>>(
      await asOperator(support, 'GET', `${customerUrl()}/ledger?pageSize=2`),
    );
    expect(ledger.total).toBe(3);
    expect(ledger.rows.map((row) => [row.reason, row.deltaMinutes, row.balanceAfter])).toEqual([
      ['call', -3, 22],
      ['gift', 5, 25],
    ]);
    const purchases = await okJson<CustomerSectionPage<'purchases'>>(
      await asOperator(support, 'GET', `${customerUrl()}/purchases`),
    );
    expect(purchases.rows[0]?.order).toMatchObject({
      provider: 'paypal',
      totalCents: 4312,
      refundedCents: 0,
      refundableCents: 4312,
    });
    const calls = await okJson<CustomerSectionPage<'calls'>>(
      await asOperator(support, 'GET', `${customerUrl()}/calls`),
    );
    expect(calls.rows).toMatchObject([{ billedMinutes: 3, credited: false }]);
    const coupons = await okJson<CustomerSectionPage<'coupons'>>(
      await asOperator(support, 'GET', `${customerUrl()}/coupons`),
    );
    expect(coupons.rows.map((row) => row.code)).toEqual(['WELCOME25']);
    for (const section of ['consent', 'messages']) {
      expect((await asOperator(support, 'GET', `${customerUrl()}/${section}`)).statusCode).toBe(
        200,
      );
    }
    expect(
      errorOf(await asOperator(support, 'GET', '/customers/0196a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')),
    ).toMatchObject({ status: 404, code: 'CUSTOMER_NOT_FOUND' });
  });
});

describe('minutes', () => {
  it('adds and removes minutes with a reason, each audited, the balance the ledger’s sum', async () => {
    const added = await okJson<ActionOutcome>(
      await asOperator(support, 'POST', `${customerUrl()}/minutes`, {
        minutes: 10,
        reason: 'Goodwill',
      }),
    );
    expect(added).toMatchObject({
      action: 'customer.minutes.add',
      before: { balance: 0 },
      after: { balance: 10 },
    });
    expect(await balanceOf(t, shopper.id)).toBe(10);
    await okJson(
      await asOperator(support, 'POST', `${customerUrl()}/minutes`, {
        minutes: -4,
        reason: 'Typo',
      }),
    );
    expect(await balanceOf(t, shopper.id)).toBe(6);
    expect(await ledgerLines(t, shopper.id)).toEqual([
      ['adjustment', 10, 10],
      ['adjustment', -4, 6],
    ]);
    expect(await auditOf(shopper.id)).toMatchObject([
      {
        action: 'customer.minutes.remove',
        operator: { id: support.id },
        subjectType: 'customer',
        subjectId: shopper.id,
        reason: 'Typo',
        before: { balance: 10 },
        after: { balance: 6 },
      },
      { action: 'customer.minutes.add', reason: 'Goodwill' },
    ]);
  });

  it('refuses without a reason, or below zero, changing nothing and auditing nothing', async () => {
    for (const reason of [undefined, '', '   ']) {
      const res = await asOperator(support, 'POST', `${customerUrl()}/minutes`, {
        minutes: 5,
        ...(reason === undefined ? {} : { reason }),
      });
      expect(res.statusCode).toBe(400);
    }
    expect(
      errorOf(
        await asOperator(support, 'POST', `${customerUrl()}/minutes`, {
          minutes: -1,
          reason: 'x',
        }),
      ),
    ).toMatchObject({
      status: 400,
      code: 'CHANGE_REFUSED',
      message: adminCopy.customers.belowZero('aurora@example.com', 0, 1),
    });
    expect(await balanceOf(t, shopper.id)).toBe(0);
    expect(await auditOf(shopper.id)).toEqual([]);
  });
});

describe('crediting back a call', () => {
  it('gives back the call’s minutes once, audited', async () => {
    await buyStandard(t, shopper);
    await talk(t, shopper.id, 7);
    const calls = await okJson<CustomerSectionPage<'calls'>>(
      await asOperator(support, 'GET', `${customerUrl()}/calls`),
    );
    const callId = calls.rows[0]?.id ?? '';
    const url = `${customerUrl()}/calls/${callId}/credit`;
    expect((await asOperator(support, 'POST', url, {})).statusCode).toBe(400);
    const credit = await okJson<ActionOutcome>(
      await asOperator(support, 'POST', url, { reason: 'Dropped' }),
    );
    expect(credit).toMatchObject({ before: { balance: 18 }, after: { balance: 25, minutes: 7 } });
    expect(await balanceOf(t, shopper.id)).toBe(25);
    expect((await ledgerLines(t, shopper.id)).at(-1)).toEqual(['call_credit', 7, 25]);
    expect(errorOf(await asOperator(support, 'POST', url, { reason: 'Again' }))).toMatchObject({
      status: 409,
      message: adminCopy.customers.callAlreadyCredited,
    });
    expect(await balanceOf(t, shopper.id)).toBe(25);
    expect(await auditOf(shopper.id)).toMatchObject([
      { action: 'customer.call.credit', reason: 'Dropped', after: { callId, minutes: 7 } },
    ]);
    const after = await okJson<CustomerSectionPage<'calls'>>(
      await asOperator(support, 'GET', `${customerUrl()}/calls`),
    );
    expect(after.rows[0]).toMatchObject({ credited: true });
  });
});

describe('refunds', () => {
  it('refunds a PayPal purchase through its refunds API; its webhook after changes nothing', async () => {
    await buyStandard(t, shopper); // 25 minutes for $43.12
    const [purchase] = await purchasesOf(t, shopper.id);
    const url = `${customerUrl()}/purchases/${purchase?.id ?? ''}/refund`;
    expect((await asOperator(support, 'POST', url, { method: 'paypal' })).statusCode).toBe(400);

    const refund = await okJson<ActionOutcome>(
      await asOperator(support, 'POST', url, {
        method: 'paypal',
        amountCents: 1000,
        reason: 'Cut off',
      }),
    );
    // $10.00 of $43.12 is worth 5.8 minutes: 6.
    expect(refund).toMatchObject({
      action: 'customer.purchase.refund',
      applied: 'now',
      before: { balance: 25, refundedCents: 0 },
      after: { balance: 19, refundedCents: 1000 },
    });
    expect(await balanceOf(t, shopper.id)).toBe(19);
    await paypalStandIn(t).settle(); // PayPal's PAYMENT.CAPTURE.REFUNDED for the same refund
    expect(await balanceOf(t, shopper.id)).toBe(19);
    expect(await ledgerLines(t, shopper.id)).toEqual([
      ['purchase', 20, 20],
      ['gift', 5, 25],
      ['refund', -6, 19],
    ]);
    expect(await auditOf(shopper.id)).toMatchObject([
      {
        action: 'customer.purchase.refund',
        reason: 'Cut off',
        after: { provider: 'paypal', amountCents: 1000, balance: 19 },
      },
    ]);
    const purchases = await okJson<CustomerSectionPage<'purchases'>>(
      await asOperator(support, 'GET', `${customerUrl()}/purchases`),
    );
    expect(purchases.rows[0]?.order).toMatchObject({ refundedCents: 1000, refundableCents: 3312 });
  });

  it('refuses support a refund over the owner’s limit, which the owner may change', async () => {
    await buyStandard(t, shopper);
    const [purchase] = await purchasesOf(t, shopper.id);
    const url = `${customerUrl()}/purchases/${purchase?.id ?? ''}/refund`;
    expect(await okJson(await asOperator(support, 'GET', '/settings/refund-limit'))).toEqual({
      limitCents: 5000,
    });
    const owner = await signedInOperator(t, 'owner');
    expect(
      (await asOperator(support, 'PUT', '/settings/refund-limit', { limitCents: 1 })).statusCode,
    ).toBe(403);
    expect(
      await okJson<ActionOutcome>(
        await asOperator(owner, 'PUT', '/settings/refund-limit', { limitCents: 2000 }),
      ),
    ).toMatchObject({ before: { limitCents: 5000 }, after: { limitCents: 2000 } });

    expect(
      errorOf(
        await asOperator(support, 'POST', url, {
          method: 'paypal',
          amountCents: 2001,
          reason: 'Too much',
        }),
      ),
    ).toMatchObject({
      status: 403,
      code: 'REFUND_OVER_LIMIT',
      message: adminCopy.customers.refundOverLimit(formatCad(2000)),
    });
    expect(await balanceOf(t, shopper.id)).toBe(25);
    expect(await auditOf(shopper.id)).toEqual([]);
    // The owner refunds the rest, whatever the limit.
    await okJson(await asOperator(owner, 'POST', url, { method: 'paypal', reason: 'All of it' }));
    expect(await balanceOf(t, shopper.id)).toBe(0);
  });

  it('records an Interac refund made outside, with its reference', async () => {
    await buyWithInterac(t, shopper);
    const [purchase] = await purchasesOf(t, shopper.id);
    const before = await balanceOf(t, shopper.id);
    const url = `${customerUrl()}/purchases/${purchase?.id ?? ''}/refund`;
    const refund = await okJson<ActionOutcome>(
      await asOperator(support, 'POST', url, {
        method: 'interac',
        amountCents: 500,
        reference: 'CA-REF-0001',
        reason: 'Asked by phone',
      }),
    );
    expect(refund).toMatchObject({ after: { provider: 'interac', amountCents: 500 } });
    const after = await balanceOf(t, shopper.id);
    expect(after).toBeLessThan(before);
    expect(await auditOf(shopper.id)).toMatchObject([
      {
        action: 'customer.purchase.refund',
        before: { balance: before },
        after: { balance: after, providerRefundId: 'CA-REF-0001' },
      },
    ]);
  });
});

describe('the account’s other actions', () => {
  it('puts on and lifts a hold with a reason, each audited', async () => {
    expect((await asOperator(support, 'POST', `${customerUrl()}/hold`, {})).statusCode).toBe(400);
    await okJson(await asOperator(support, 'POST', `${customerUrl()}/hold`, { reason: 'Fraud?' }));
    const held = await okJson<CustomerAccount>(await asOperator(support, 'GET', customerUrl()));
    expect(held.hold).toMatchObject({ reason: 'Fraud?' });
    await okJson(
      await asOperator(support, 'POST', `${customerUrl()}/hold/lift`, { reason: 'Checked' }),
    );
    expect(
      (await okJson<CustomerAccount>(await asOperator(support, 'GET', customerUrl()))).hold,
    ).toBeNull();
    expect((await auditOf(shopper.id)).map((row) => [row.action, row.reason])).toEqual([
      ['customer.hold.lift', 'Checked'],
      ['customer.hold.place', 'Fraud?'],
    ]);
  });

  it('ends the sessions, clears the PIN and deletes the account (a reason required), each audited', async () => {
    await okJson(await asOperator(support, 'POST', `${customerUrl()}/sessions/end`, {}));
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      cookies: { [SESSION_COOKIE]: shopper.session },
    });
    expect(me.statusCode).toBe(401);
    await okJson(await asOperator(support, 'POST', `${customerUrl()}/pin/clear`, {}));
    expect((await asOperator(support, 'POST', `${customerUrl()}/delete`, {})).statusCode).toBe(400);
    await okJson(
      await asOperator(support, 'POST', `${customerUrl()}/delete`, { reason: 'Asked by email' }),
    );
    const account = await okJson<CustomerAccount>(await asOperator(support, 'GET', customerUrl()));
    expect(account.deletedAt).not.toBeNull();
    expect((await auditOf(shopper.id)).map((row) => row.action)).toEqual([
      'customer.delete',
      'customer.pin.clear',
      'customer.sessions.end',
    ]);
  });

  it('resends the confirmation of an unconfirmed email, audited', async () => {
    await t.database.kysely
      .updateTable('credentials')
      .set({ emailConfirmedAt: null })
      .where('customerId', '=', shopper.id)
      .execute();
    const sent = await okJson<ActionOutcome>(
      await asOperator(support, 'POST', `${customerUrl()}/confirmation`, {}),
    );
    expect(sent).toMatchObject({ after: { sentTo: 'aurora@example.com' } });
    expect((await auditOf(shopper.id)).map((row) => row.action)).toEqual([
      'customer.confirmation.resend',
    ]);
  });
});
