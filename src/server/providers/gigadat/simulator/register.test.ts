// The stand-in as the app mounts it (buildApp): present under /sim/interac while Gigadat is not
// configured, answering our own client through PUBLIC_URL and posting back into the app itself;
// absent (404) once real Gigadat credentials are set.
import { afterEach, describe, expect, it } from 'vitest';
import { createSelfFetch } from '#tests/support/self-fetch.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { createGigadatClient, gigadatClientOptionsFrom } from '../gigadat-client.ts';
import { gigadatPostbackPath } from '../postback.ts';
import { gigadatStandInOf } from './register.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the Interac stand-in in the app', () => {
  it('takes a payment from our client to an approved transaction, and posts back into the app', async () => {
    t = await createTestApp();
    const app = t.app;
    const standIn = gigadatStandInOf(app);
    expect(standIn).not.toBeNull();
    const gigadat = createGigadatClient({
      ...gigadatClientOptionsFrom(t.config),
      fetch: createSelfFetch(t.config.publicUrl, () => app),
    });
    expect(gigadat.mode).toBe('simulated');

    const { paymentUrl } = await gigadat.createPayment({
      transactionId: 'itx_app_1',
      userId: 'customer-1',
      name: 'Demo Customer',
      email: 'demo@lumina-psychics.example',
      mobile: null,
      userIp: '127.0.0.1',
      amountCents: 2874,
    });
    expect(paymentUrl.startsWith(`${t.config.publicUrl}/sim/interac/webflow?`)).toBe(true);

    const url = new URL(paymentUrl);
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(t.config.brandName);
    expect(page.body).toContain('$28.74 CAD');
    // Our content security policy applies, and the page needs nothing it forbids.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toContain('<script');
    expect((await gigadat.getTransaction('itx_app_1'))?.status).toBe('STATUS_PENDING');

    // The browser posts the form from the page's own origin, which our origin check allows.
    const answer = await app.inject({
      method: 'POST',
      url: '/sim/interac/webflow',
      headers: {
        origin: t.config.publicUrl,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        transaction: 'itx_app_1',
        token: url.searchParams.get('token') ?? '',
        decision: 'approve',
      }).toString(),
    });
    expect(answer.statusCode).toBe(303);
    expect((await gigadat.getTransaction('itx_app_1'))?.status).toBe('STATUS_SUCCESS');

    const [postback, ...others] = standIn?.postbacks() ?? [];
    expect(others).toHaveLength(0);
    expect(postback?.url).toBe(
      `${t.config.publicUrl}${gigadatPostbackPath}?transaction=itx_app_1&status=STATUS_SUCCESS`,
    );
    expect(postback?.body).toMatchObject({
      amount: '28.74',
      currency: 'CAD',
      userId: 'customer-1',
    });
    // Delivered into this app (whatever the listener makes of a transaction it never ordered).
    expect(postback?.error).toBeNull();
    expect(postback?.responseStatus).toEqual(expect.any(Number));
  });

  it('expires with the app’s clock', async () => {
    t = await createTestApp();
    const app = t.app;
    const gigadat = createGigadatClient({
      ...gigadatClientOptionsFrom(t.config),
      fetch: createSelfFetch(t.config.publicUrl, () => app),
    });
    await gigadat.createPayment({
      transactionId: 'itx_app_2',
      userId: 'customer-1',
      name: 'Demo Customer',
      email: 'demo@lumina-psychics.example',
      mobile: '5145550100',
      userIp: '127.0.0.1',
      amountCents: 2874,
    });
    t.clock.advance(30 * 60 * 1000);
    expect((await gigadat.getTransaction('itx_app_2'))?.status).toBe('STATUS_EXPIRED');
    await gigadatStandInOf(app)?.settled();
    expect(
      gigadatStandInOf(app)
        ?.postbacks()
        .map((postback) => postback.status),
    ).toEqual(['STATUS_EXPIRED']);
  });

  it('does not exist when real Gigadat credentials are configured', async () => {
    t = await createTestApp({
      env: {
        GIGADAT_ACCESS_TOKEN: 'real-access-token',
        GIGADAT_SECURITY_TOKEN: 'real-security-token',
        GIGADAT_CAMPAIGN_ID: '1234',
      },
    });
    expect(t.config.gigadat.simulated).toBe(false);
    expect(gigadatStandInOf(t.app)).toBeNull();
    for (const [method, url] of [
      ['GET', '/sim/interac/webflow?transaction=x&token=y'],
      ['GET', '/sim/interac/api/transactions/x'],
      ['POST', '/sim/interac/api/payment-token/1234'],
      ['GET', '/sim/interac'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});
