// The approval page a person clicks through (docs/contracts.md "Simulated payment pages").
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { createSelfFetch } from '#tests/support/self-fetch.ts';
import { createPayPalClient } from '../paypal-client.ts';
import { orderInput } from '#tests/support/paypal.ts';
import type { PayPalOrderInput } from '../port.ts';
import { getPayPalSimulator } from './register.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

function client(brandName?: string) {
  return createPayPalClient({
    apiBaseUrl: t.config.paypal.apiBaseUrl,
    clientId: t.config.paypal.clientId,
    clientSecret: t.config.paypal.clientSecret,
    webhookId: t.config.paypal.webhookId,
    mode: 'simulated',
    fetch: createSelfFetch(t.config.publicUrl, () => t.app),
    clock: t.clock,
    ...(brandName ? { brandName } : {}),
  });
}

async function createOrder(overrides: Partial<PayPalOrderInput> = {}, brandName?: string) {
  return (await client(brandName).createOrder(orderInput(overrides))).id;
}

function page(url: string) {
  return t.app.inject({ method: 'GET', url });
}

function choose(form: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/sim/paypal/checkoutnow',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:3000',
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('GET /sim/paypal/checkoutnow', () => {
  it('shows the merchant, the item, the amount in CAD, the outcome choice and both buttons', async () => {
    const id = await createOrder();
    const res = await page(`/sim/paypal/checkoutnow?token=${id}&mode=popup`);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>Pay Lumina Psychics</h1>');
    expect(res.body).toContain('Standard package: 20 reading minutes + 5 free');
    expect(res.body).toContain('<dd class="total">$43.12 CAD</dd>');
    expect(res.body).toContain('−$12.50 CAD');
    expect(res.body).toContain('<legend>Simulated outcome</legend>');
    expect(res.body).toMatch(/value="COMPLETED" checked> Payment completes/);
    expect(res.body).toContain('value="INSTRUMENT_DECLINED"> Card declined');
    expect(res.body).toContain('value="PENDING"> Payment pending review');
    expect(res.body).toContain('value="approve" class="primary">Approve payment</button>');
    expect(res.body).toContain('value="cancel" class="secondary">Cancel payment</button>');
    expect(res.body).toContain('<form method="post" action="/sim/paypal/checkoutnow">');
    expect(res.body).toContain(`name="token" value="${id}"`);
    expect(res.body).toContain('name="mode" value="popup"');
    expect(res.body).toContain('name="return" value="/purchase"');
  });

  it('passes the content security policy: no inline script or style, same-origin assets', async () => {
    const id = await createOrder();
    const res = await page(`/sim/paypal/checkoutnow?token=${id}`);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(res.body).not.toContain('<style');
    expect(res.body).not.toMatch(/\son[a-z]+=/);
    expect(res.body).toContain(
      '<link rel="stylesheet" href="/sim/paypal/checkoutnow/assets/checkout.css">',
    );
    const css = await page('/sim/paypal/checkoutnow/assets/checkout.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('escapes everything that comes from the order', async () => {
    const id = await createOrder(
      { itemName: '<script>alert("x")</script> & <b>minutes</b>' },
      'Evil "Brand" <img src=x onerror=alert(1)>',
    );
    const res = await page(`/sim/paypal/checkoutnow?token=${id}`);
    expect(res.body).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;minutes&lt;/b&gt;',
    );
    expect(res.body).toContain('Pay Evil &quot;Brand&quot; &lt;img src=x onerror=alert(1)&gt;');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img');
  });

  it('says so for an unknown token (404), and offers no buttons', async () => {
    const res = await page('/sim/paypal/checkoutnow?token=NOSUCHORDER000000');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('We can’t find this payment');
    expect(res.body).not.toContain('Approve payment');
  });
});

describe('POST /sim/paypal/checkoutnow', () => {
  it('approves with the chosen outcome and, in a popup, hands the result to the opener', async () => {
    const id = await createOrder();
    const res = await choose({
      token: id,
      action: 'approve',
      outcome: 'PENDING',
      mode: 'popup',
      return: '/purchase',
    });

    expect(res.statusCode).toBe(200);
    const order = getPayPalSimulator(t.app).order(id);
    expect(order).toMatchObject({ status: 'APPROVED', outcome: 'PENDING' });
    const payerId = order?.payerId ?? '';
    expect(payerId).toMatch(/^[A-Z0-9]{13}$/);
    expect(res.body).toContain('<h1>Payment approved</h1>');
    expect(res.body).toContain(
      `data-result="approved" data-order-id="${id}" data-payer-id="${payerId}" data-mode="popup" data-return-url="/purchase?token=${id}&amp;PayerID=${payerId}"`,
    );
    expect(res.body).toContain('<script src="/sim/paypal/checkoutnow/assets/return.js"></script>');
    const script = await page('/sim/paypal/checkoutnow/assets/return.js');
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.body).toContain('postMessage');
  });

  it('redirects a same-tab buyer back to /purchase with the order and payer ids', async () => {
    const id = await createOrder();
    const res = await choose({
      token: id,
      action: 'approve',
      outcome: 'COMPLETED',
      mode: 'redirect',
      return: '/purchase',
    });
    const payerId = getPayPalSimulator(t.app).order(id)?.payerId ?? '';
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/purchase?token=${id}&PayerID=${payerId}`);
  });

  it('cancels: the order is not approved (again), and the buyer goes back with the token alone', async () => {
    const id = await createOrder();
    const sim = getPayPalSimulator(t.app);
    sim.approveOrder(id);

    const res = await choose({
      token: id,
      action: 'cancel',
      mode: 'redirect',
      return: '/purchase',
    });

    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/purchase?token=${id}`);
    expect(sim.order(id)).toMatchObject({ status: 'CREATED', outcome: null, payerId: null });
  });

  it('in a popup, cancelling tells the opener "cancelled"', async () => {
    const id = await createOrder();
    const res = await choose({ token: id, action: 'cancel', mode: 'popup' });
    expect(res.body).toContain('<h1>Payment cancelled</h1>');
    expect(res.body).toContain('data-result="cancelled"');
    expect(getPayPalSimulator(t.app).order(id)?.status).toBe('CREATED');
  });

  it('never sends the buyer to another site', async () => {
    const id = await createOrder();
    for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await choose({ token: id, action: 'cancel', mode: 'redirect', return: target });
      expect(res.headers.location).toBe(`/purchase?token=${id}`);
    }
  });

  it('refuses a form posted from another site', async () => {
    const id = await createOrder();
    const res = await choose(
      { token: id, action: 'approve', outcome: 'COMPLETED', mode: 'redirect' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(getPayPalSimulator(t.app).order(id)?.status).toBe('CREATED');
  });

  it('cannot approve an order already captured', async () => {
    const id = await createOrder();
    const sim = getPayPalSimulator(t.app);
    sim.approveOrder(id);
    await client().captureOrder(id, 'capture-1');

    const res = await choose({ token: id, action: 'approve', outcome: 'COMPLETED', mode: 'popup' });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('This payment is already complete');
    const shown = await page(`/sim/paypal/checkoutnow?token=${id}`);
    expect(shown.body).not.toContain('Approve payment');
    expect(sim.order(id)?.status).toBe('COMPLETED');
  });
});
