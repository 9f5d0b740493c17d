// The receipt in the customer's language : the emailed receipt follows the account's
// language whoever reported the payment, and the screen's receipt follows the page's.
import { afterEach, describe, expect, it } from 'vitest';
import { accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { createTestApp, latestMessageTo, type TestApp } from '#tests/support/test-app.ts';
import {
  api,
  aShopper,
  capture,
  createPayPalOrder,
  paypalStandIn,
  SESSION_COOKIE,
  type Shopper,
} from '#tests/support/payments.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// Canadian French writes amounts "50,00 $", with a no-break space before the "$".
const nbsp = '\u00a0';

async function switchToFrench(app: TestApp, shopper: Shopper) {
  const res = await app.app.inject({
    method: 'PUT',
    url: '/api/language',
    payload: { language: 'fr-CA' },
    cookies: { [SESSION_COOKIE]: shopper.session },
  });
  if (res.statusCode !== 204) throw new Error(`PUT /api/language answered ${res.statusCode}`);
}

async function buy(app: TestApp, shopper: Shopper, bundleId: string) {
  const paypalOrderId = await createPayPalOrder(app, shopper, { bundleId });
  paypalStandIn(app).approveOrder(paypalOrderId);
  // The capture comes from an English-preferring browser: the receipt follows the account.
  const res = await capture(app, shopper, paypalOrderId);
  const body = res.json<{ status: string; purchaseId: string }>();
  if (body.status !== 'completed') throw new Error(`capture answered ${res.body}`);
  return { paypalOrderId, purchaseId: body.purchaseId };
}

describe('a French-speaking customer', () => {
  it('receives the receipt in French, amounts written "50,00 $"', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'marie@example.com', name: 'Marie' });
    await switchToFrench(t, shopper);
    const { paypalOrderId } = await buy(t, shopper, 'bundle-20');

    const fr = messageCopyFor('fr-CA').receipt;
    const receipt = await latestMessageTo(t.app, shopper.email);
    expect(receipt?.subject).toBe(fr.subject(t.config.brandName, paypalOrderId));
    const line = (label: string, value: string) => `${label}${nbsp}: ${value}`;
    for (const expected of [
      line(fr.labels.package, accountCopyFor('fr-CA').purchase.bundleNames['bundle-20']),
      line(fr.labels.paymentMethod, fr.paymentMethods.paypal),
      line(fr.labels.price, `50,00${nbsp}$`),
      line(fr.labels.gst(`5${nbsp}%`), `2,50${nbsp}$`),
      line(fr.labels.qst(`9,975${nbsp}%`), `4,99${nbsp}$`),
      line(fr.labels.total, `57,49${nbsp}$`),
    ]) {
      expect(receipt?.text).toContain(expected);
    }
    expect(receipt?.text).not.toContain('$50.00');
  });

  it('an English-speaking customer receives it in English, even from a French page', async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'ann@example.com' });
    const paypalOrderId = await createPayPalOrder(t, shopper, { bundleId: 'bundle-20' });
    paypalStandIn(t).approveOrder(paypalOrderId);
    const res = await api(t, 'POST', `/api/payments/paypal/orders/${paypalOrderId}/capture`, {
      session: shopper.session,
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(res.statusCode).toBe(200);
    const receipt = await latestMessageTo(t.app, shopper.email);
    const en = messageCopyFor('en').receipt;
    expect(receipt?.text).toContain(`${en.labels.total}: $57.49`);
  });
});

describe('the receipt on screen', () => {
  it("names the package and is worded in the page's language", async () => {
    t = await createTestApp();
    const shopper = await aShopper(t, { email: 'ann@example.com' });
    const { purchaseId } = await buy(t, shopper, 'bundle-40');
    const url = `/api/me/purchases/${purchaseId}/receipt`;

    const english = await api(t, 'GET', url, { session: shopper.session });
    expect(english.json().packageName).toBe(accountCopyFor('en').purchase.bundleNames['bundle-40']);
    const french = await api(t, 'GET', url, {
      session: shopper.session,
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(french.json().packageName).toBe(
      accountCopyFor('fr-CA').purchase.bundleNames['bundle-40'],
    );
    expect(french.json().packageName).not.toBe(english.json().packageName);
  });
});
