// The JS SDK stand-in, run under node:vm in a fake browser (tests/support/fake-browser.ts): what
// @paypal/react-paypal-js calls on window.paypal, and the popup and same-tab round trips
// through the approval page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSelfFetch } from '#tests/support/self-fetch.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { createPayPalClient } from '../paypal-client.ts';
import { orderInput } from '#tests/support/paypal.ts';
import {
  createFakeBrowser,
  flush,
  type FakeBrowser,
  type FakeElement,
} from '#tests/support/fake-browser.ts';
import { getPayPalSimulator } from './register.ts';

let t: TestApp;
let sdk: string;
const sdkUrl =
  'http://localhost:3000/sim/paypal/sdk/js?client-id=sim-paypal-client-id&currency=CAD&intent=capture';

beforeEach(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'GET',
    url: '/sim/paypal/sdk/js?client-id=sim-paypal-client-id&currency=CAD&intent=capture',
  });
  sdk = res.body;
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

interface PayPalNamespace {
  version: string;
  Buttons(options: Record<string, unknown>): {
    isEligible(): boolean;
    render(container: unknown): Promise<void>;
    updateProps(props: Record<string, unknown>): Promise<void>;
    close(): Promise<void>;
    hasReturned(): boolean;
  };
}

function loadSdk(options: Parameters<typeof createFakeBrowser>[0] = {}) {
  const browser = createFakeBrowser({ scriptUrl: sdkUrl, ...options });
  browser.run(sdk);
  const paypal = browser.window.paypal as PayPalNamespace;
  return { browser, paypal };
}

function button(browser: FakeBrowser): FakeElement {
  const found = browser.container.descendants().find((element) => element.tagName === 'button');
  if (!found) throw new Error('no button rendered');
  return found;
}

function callbacks(orderId: string | (() => Promise<string>) = 'ORDER1') {
  return {
    createOrder: vi.fn(typeof orderId === 'string' ? async () => orderId : orderId),
    onApprove: vi.fn(async (_data: Record<string, unknown>, _actions: unknown) => undefined),
    onCancel: vi.fn((_data: Record<string, unknown>, _actions: unknown) => undefined),
    onError: vi.fn((_error: unknown) => undefined),
    onInit: vi.fn(
      (_data: unknown, _actions: { disable(): Promise<void>; enable(): Promise<void> }) =>
        undefined,
    ),
  };
}

describe('GET /sim/paypal/sdk/js', () => {
  it('serves JavaScript that defines window.paypal with Buttons and a version', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sim/paypal/sdk/js?client-id=sim-paypal-client-id&currency=CAD&intent=capture&components=buttons',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    const { paypal } = loadSdk();
    expect(typeof paypal.Buttons).toBe('function');
    expect(paypal.version).toMatch(/^5\./);
  });

  it.each([
    ['client-id=not-ours&currency=CAD', 'Invalid query value for client-id: not-ours'],
    ['currency=CAD', 'Expected client-id to be passed'],
    ['client-id=sim-paypal-client-id&currency=USD', 'Invalid query value for currency: USD'],
    ['client-id=sim-paypal-client-id&intent=steal', 'Invalid query value for intent: steal'],
  ])('fails to load like PayPal’s for ?%s (400, a script that throws)', async (query, problem) => {
    const res = await t.app.inject({ method: 'GET', url: `/sim/paypal/sdk/js?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    const browser = createFakeBrowser({ scriptUrl: sdkUrl });
    expect(() => browser.run(res.body)).toThrow(`SDK Validation error: '${problem}'`);
    expect(browser.window.paypal).toBeUndefined();
  });
});

describe('window.paypal.Buttons', () => {
  it('is eligible for PayPal, not for another funding source', () => {
    const { paypal } = loadSdk();
    expect(paypal.Buttons({}).isEligible()).toBe(true);
    expect(paypal.Buttons({ fundingSource: 'venmo' }).isEligible()).toBe(false);
  });

  it('renders an accessible "Pay with PayPal" button, and onInit can disable it', async () => {
    const { browser, paypal } = loadSdk();
    const props = callbacks();
    await paypal.Buttons(props).render(browser.container);

    const rendered = button(browser);
    expect(rendered.type).toBe('button');
    expect(rendered.textContent).toBe('Pay with PayPal');
    expect(rendered.style.background).toBe('#ffc439');
    expect(props.onInit).toHaveBeenCalledTimes(1);
    const actions = props.onInit.mock.calls[0]?.[1];
    if (!actions) throw new Error('onInit had no actions');
    await actions.disable();
    expect(rendered.disabled).toBe(true);
    rendered.click();
    expect(props.createOrder).not.toHaveBeenCalled();
    await actions.enable();
    expect(rendered.disabled).toBe(false);
  });

  it('renders into a selector, refuses a missing one, and closes cleanly', async () => {
    const { browser, paypal } = loadSdk();
    const buttons = paypal.Buttons(callbacks());
    await expect(paypal.Buttons({}).render('#nowhere')).rejects.toThrow(/does not exist/);
    await buttons.render('#paypal-buttons');
    await buttons.updateProps({ message: { amount: 43.12 } });
    expect(browser.container.children).toHaveLength(1);
    await buttons.close();
    expect(browser.container.children).toHaveLength(0);
  });

  it('opens the approval page in a popup and calls onApprove with the popup’s answer', async () => {
    const { browser, paypal } = loadSdk();
    const props = callbacks('ORDER1');
    await paypal.Buttons(props).render(browser.container);

    button(browser).click();
    await flush();

    expect(props.createOrder).toHaveBeenCalledWith({ paymentSource: 'paypal' }, expect.anything());
    const [popup] = browser.popups;
    expect(browser.opened[0]).toEqual({ url: '', name: 'sim-paypal-checkout' });
    expect(popup?.location.href).toBe(
      'http://localhost:3000/sim/paypal/checkoutnow?token=ORDER1&mode=popup',
    );
    const approved = {
      source: 'sim-paypal-checkout',
      result: 'approved',
      orderID: 'ORDER1',
      payerID: 'PAYER12345678',
    };
    browser.deliverMessage(approved, { origin: 'https://evil.example', source: popup });
    browser.deliverMessage(
      { ...approved, orderID: 'OTHER' },
      { origin: 'http://localhost:3000', source: popup },
    );
    browser.deliverMessage(approved, { origin: 'http://localhost:3000', source: {} });
    expect(props.onApprove).not.toHaveBeenCalled();

    browser.deliverMessage(approved, { origin: 'http://localhost:3000', source: popup });
    await flush();
    expect(props.onApprove).toHaveBeenCalledTimes(1);
    expect(props.onApprove.mock.calls[0]?.[0]).toMatchObject({
      orderID: 'ORDER1',
      payerID: 'PAYER12345678',
    });
    expect(props.onCancel).not.toHaveBeenCalled();
    expect(props.onError).not.toHaveBeenCalled();
  });

  it('calls onCancel when the buyer cancels in the popup', async () => {
    const { browser, paypal } = loadSdk();
    const props = callbacks('ORDER1');
    await paypal.Buttons(props).render(browser.container);
    button(browser).click();
    await flush();
    browser.deliverMessage(
      { source: 'sim-paypal-checkout', result: 'cancelled', orderID: 'ORDER1', payerID: null },
      { origin: 'http://localhost:3000', source: browser.popups[0] },
    );
    expect(props.onCancel).toHaveBeenCalledWith({ orderID: 'ORDER1' }, expect.anything());
    expect(props.onApprove).not.toHaveBeenCalled();
  });

  it('calls onCancel when the buyer closes the popup without choosing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    const { browser, paypal } = loadSdk();
    const props = callbacks('ORDER1');
    await paypal.Buttons(props).render(browser.container);
    button(browser).click();
    await vi.advanceTimersByTimeAsync(0);
    browser.popups[0]?.close();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(props.onCancel).toHaveBeenCalledWith({ orderID: 'ORDER1' }, expect.anything());
  });

  it('reports a failed createOrder through onError and closes the popup', async () => {
    const { browser, paypal } = loadSdk();
    const props = callbacks(async () => {
      throw new Error('Failed to create PayPal order');
    });
    await paypal.Buttons(props).render(browser.container);
    button(browser).click();
    await flush();
    expect(props.onError).toHaveBeenCalledTimes(1);
    expect(String(props.onError.mock.calls[0]?.[0])).toContain('Failed to create PayPal order');
    expect(browser.popups[0]?.closed).toBe(true);
    expect(button(browser).disabled).toBe(false);
  });

  it('refuses a createOrder that gives no order id, like PayPal', async () => {
    const { browser, paypal } = loadSdk();
    const props = callbacks(async () => undefined as unknown as string);
    await paypal.Buttons(props).render(browser.container);
    button(browser).click();
    await flush();
    expect(String(props.onError.mock.calls[0]?.[0])).toContain('Expected an order id to be passed');
  });

  it('with popups blocked, goes to the approval page in this tab and resumes on return', async () => {
    const session = new Map<string, string>();
    const first = loadSdk({ popupsBlocked: true, session });
    const props = callbacks('ORDER1');
    await first.paypal.Buttons(props).render(first.browser.container);
    button(first.browser).click();
    await flush();

    expect(first.browser.navigations).toEqual([
      {
        how: 'assign',
        url: 'http://localhost:3000/sim/paypal/checkoutnow?token=ORDER1&mode=redirect&return=%2Fpurchase',
      },
    ]);

    // The approval page sends the buyer back; the page loads the SDK again and renders.
    const back = loadSdk({
      session,
      pageUrl: 'http://localhost:3000/purchase?token=ORDER1&PayerID=PAYER12345678',
    });
    const again = callbacks('ORDER2');
    const buttons = back.paypal.Buttons(again);
    expect(buttons.hasReturned()).toBe(true);
    await buttons.render(back.browser.container);
    await flush();
    expect(again.onApprove).toHaveBeenCalledTimes(1);
    expect(again.onApprove.mock.calls[0]?.[0]).toMatchObject({
      orderID: 'ORDER1',
      payerID: 'PAYER12345678',
    });

    // A reload of that address does not approve twice.
    const reload = loadSdk({
      session,
      pageUrl: 'http://localhost:3000/purchase?token=ORDER1&PayerID=PAYER12345678',
    });
    const third = callbacks();
    await reload.paypal.Buttons(third).render(reload.browser.container);
    await flush();
    expect(third.onApprove).not.toHaveBeenCalled();
  });
});

describe('the whole popup round trip, SDK → approval page → SDK', () => {
  it('ends in onApprove for the order our server created, which then captures', async () => {
    const client = createPayPalClient({
      apiBaseUrl: t.config.paypal.apiBaseUrl,
      clientId: t.config.paypal.clientId,
      clientSecret: t.config.paypal.clientSecret,
      webhookId: t.config.paypal.webhookId,
      mode: 'simulated',
      fetch: createSelfFetch(t.config.publicUrl, () => t.app),
      clock: t.clock,
    });
    const { browser, paypal } = loadSdk();
    let captured: unknown = null;
    const props = {
      ...callbacks(async () => (await client.createOrder(orderInput())).id),
      onApprove: vi.fn(async (data: Record<string, unknown>, _actions: unknown) => {
        captured = await client.captureOrder(String(data.orderID), 'capture-1');
      }),
    };
    await paypal.Buttons(props).render(browser.container);
    button(browser).click();
    await flush();

    // The popup shows the approval page; the buyer picks "Approve payment".
    const popup = browser.popups[0];
    const approvalUrl = new URL(popup?.location.href ?? '');
    const shown = await t.app.inject({
      method: 'GET',
      url: `${approvalUrl.pathname}${approvalUrl.search}`,
    });
    expect(shown.body).toContain('Approve payment');
    const token = approvalUrl.searchParams.get('token') ?? '';
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/sim/paypal/checkoutnow',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token,
        action: 'approve',
        outcome: 'COMPLETED',
        mode: 'popup',
        return: '/purchase',
      }).toString(),
    });

    // The page's script runs in the popup, with the checkout as its opener.
    const dataset = Object.fromEntries(
      [...chosen.body.matchAll(/data-([a-z-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
        name.replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase()),
        value.replace(/&amp;/g, '&'),
      ]),
    );
    const script = await t.app.inject({
      method: 'GET',
      url: '/sim/paypal/checkoutnow/assets/return.js',
    });
    const opener = {
      closed: false,
      postMessage: (data: unknown, targetOrigin: string) => {
        expect(targetOrigin).toBe('http://localhost:3000');
        browser.deliverMessage(data, { origin: 'http://localhost:3000', source: popup });
      },
    };
    const popupPage = createFakeBrowser({
      pageUrl: `http://localhost:3000/sim/paypal/checkoutnow`,
      opener,
      dataset,
    });
    popupPage.run(script.body);
    await flush();

    expect(props.onApprove).toHaveBeenCalledTimes(1);
    expect(props.onApprove.mock.calls[0]?.[0]).toMatchObject({
      orderID: token,
      payerID: getPayPalSimulator(t.app).order(token)?.payerId,
    });
    expect(captured).toMatchObject({
      id: token,
      status: 'COMPLETED',
      capture: { status: 'COMPLETED', amountCents: 4312 },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(popupPage.closedItself()).toBe(true);
  });

  it('without an opener, the approval page’s script goes back to the merchant page', async () => {
    const script = await t.app.inject({
      method: 'GET',
      url: '/sim/paypal/checkoutnow/assets/return.js',
    });
    const tab = createFakeBrowser({
      dataset: {
        result: 'approved',
        orderId: 'ORDER1',
        payerId: 'P1',
        mode: 'link',
        returnUrl: '/purchase?token=ORDER1&PayerID=P1',
      },
    });
    tab.run(script.body);
    expect(tab.navigations).toEqual([{ how: 'replace', url: '/purchase?token=ORDER1&PayerID=P1' }]);
  });
});
