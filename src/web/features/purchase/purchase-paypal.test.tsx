import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { allowConsoleErrors } from '#tests/support/web/console-guard.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { testUser } from '#tests/support/web/test-data.ts';
import { fakeButtonNames, fakePayPal } from '#tests/support/web/fake-paypal.tsx';
import {
  couponAccepted,
  DASHBOARD_STAND_IN,
  renderPurchase,
  requestBody,
  totalsFor,
  ui,
} from '#tests/support/web/purchase-app.tsx';

// jsdom cannot load PayPal's SDK: its buttons are played by a stand-in (tests/support/web/fake-paypal.tsx).
vi.mock('@paypal/react-paypal-js', () => import('#tests/support/web/fake-paypal.tsx'));

const t = accountCopy.purchase.payment;
const CREATE = 'POST /api/payments/paypal/orders';
const CAPTURE = (id: string) => `POST /api/payments/paypal/orders/${id}/capture`;
const CANCEL = (id: string) => `POST /api/payments/paypal/orders/${id}/cancel`;

/** The server's answer to a cancel, counting the cancels it receives. */
function cancels(id: string) {
  const asked: string[] = [];
  const handlers: ApiHandlers = {
    [CANCEL(id)]: (request) => {
      asked.push(new URL(request.url).pathname);
      return jsonResponse({ status: 'cancelled' });
    },
  };
  return { handlers, asked };
}
const welcomeTotals = totalsFor('bundle-20', { type: 'percentage_off', value: 25 });

beforeEach(() => {
  fakePayPal.reset();
  window.sessionStorage.clear();
});

afterEach(() => {
  delete window.dataLayer;
});

/** Orders ORDER-1, ORDER-2… with the server's figures for Standard with WELCOME25. */
function paypalOrders(requests: unknown[] = []): ApiHandlers {
  let count = 0;
  return {
    [CREATE]: async (request) => {
      requests.push(await requestBody(request));
      count += 1;
      return jsonResponse({ id: `ORDER-${count}`, totals: welcomeTotals }, 201);
    },
  };
}

const completed = (credits = 55) =>
  jsonResponse({
    status: 'completed',
    purchaseId: 'purchase-1',
    bundleId: 'bundle-20',
    credits,
    minutesAdded: 25,
  });

/** Standard, WELCOME25 applied, PayPal, on to the checkout (and its buttons, unless told). */
async function toCheckout(user: UserEvent, { coupon = true, buttons = true } = {}) {
  await user.click(ui.packageOption('Standard'));
  if (coupon) {
    await user.type(ui.couponField(), 'WELCOME25');
    await user.click(ui.applyButton() ?? document.body);
    await screen.findByText('Coupon WELCOME25 applied');
  }
  await user.click(ui.proceedButton());
  if (buttons) await screen.findByRole('button', { name: fakeButtonNames.pay });
}

const couponCheck: ApiHandlers = {
  'POST /api/coupons/check': () => jsonResponse(couponAccepted('WELCOME25', 'bundle-20')),
};

describe('paying with PayPal', () => {
  it('loads PayPal’s SDK in CAD with intent capture, from the configured stand-in', async () => {
    const { user } = await renderPurchase();

    await toCheckout(user, { coupon: false });

    expect(fakePayPal.scriptOptions).toEqual({
      clientId: 'sim-paypal-client-id',
      currency: 'CAD',
      intent: 'capture',
      sdkBaseUrl: '/sim/paypal/sdk/js',
    });
    expect(
      screen.getByText('Standard package: 25 minutes for $57.49 CAD, tax included'),
    ).toBeInTheDocument();
  });

  it('creates the order, captures it once approved, then thanks, refreshes the balance, reports the sale and opens the dashboard', async () => {
    const creates: unknown[] = [];
    const captures: string[] = [];
    const view = await renderPurchase('/purchase', {
      api: {
        ...couponCheck,
        ...paypalOrders(creates),
        [CAPTURE('ORDER-1')]: (request) => {
          captures.push(new URL(request.url).pathname);
          view.auth.signIn({ ...testUser, credits: 55 });
          return completed();
        },
      },
    });
    const { user, router } = view;
    await toCheckout(user);
    expect(screen.getByText('Coupon WELCOME25 applied')).toBeInTheDocument();
    expect(
      screen.getByText('Standard package: 25 minutes for $43.12 CAD, tax included'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));
    await user.click(await screen.findByRole('button', { name: fakeButtonNames.approve }));

    expect(
      await screen.findByText('PayPal transaction completed successfully!'),
    ).toBeInTheDocument();
    expect(creates).toEqual([{ bundleId: 'bundle-20', couponCode: 'WELCOME25' }]);
    expect(captures).toEqual(['/api/payments/paypal/orders/ORDER-1/capture']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: DASHBOARD_STAND_IN })).toBeInTheDocument();
    // The credits-updated event made the header read the session again.
    expect(
      await within(screen.getByRole('banner')).findByText(copy.common.minutes(55)),
    ).toBeInTheDocument();
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'purchase-1',
          currency: 'CAD',
          value: 37.5,
          tax: 5.62,
          coupon: 'WELCOME25',
          items: [
            {
              item_id: 'bundle-20',
              item_name: 'Standard',
              price: 37.5,
              discount: 12.5,
              coupon: 'WELCOME25',
              quantity: 1,
            },
          ],
        },
      },
    ]);
  });

  it('reports a sale without a coupon at full price', async () => {
    const { user } = await renderPurchase('/purchase', {
      api: {
        [CREATE]: () => jsonResponse({ id: 'ORDER-9', totals: totalsFor('bundle-20') }, 201),
        [CAPTURE('ORDER-9')]: () => completed(),
      },
    });
    await toCheckout(user, { coupon: false });

    await user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));
    await user.click(await screen.findByRole('button', { name: fakeButtonNames.approve }));

    await screen.findByText('PayPal transaction completed successfully!');
    expect(window.dataLayer?.[1]).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'purchase-1',
        currency: 'CAD',
        value: 50,
        tax: 7.49,
        items: [{ item_id: 'bundle-20', item_name: 'Standard', price: 50, quantity: 1 }],
      },
    });
  });

  it('says the payment is being processed when PayPal holds it, and opens the dashboard', async () => {
    const { user, router } = await renderPurchase('/purchase', {
      api: {
        ...couponCheck,
        ...paypalOrders(),
        [CAPTURE('ORDER-1')]: () => jsonResponse({ status: 'pending' }),
      },
    });
    await toCheckout(user);

    await user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));
    await user.click(await screen.findByRole('button', { name: fakeButtonNames.approve }));

    expect(await screen.findByText(t.pending)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByText(t.paypalSuccess)).not.toBeInTheDocument();
    expect(window.dataLayer).toBeUndefined();
  });

  it('goes back to the select step, choices kept, when the buyer cancels in PayPal', async () => {
    const cancel = cancels('ORDER-1');
    const { user } = await renderPurchase('/purchase', {
      api: { ...couponCheck, ...paypalOrders(), ...cancel.handlers },
    });
    await toCheckout(user);

    await user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));
    // While PayPal's window is open, focus is on the note saying so, not on <body>.
    expect(
      await screen.findByText(accountCopy.checkout.checkoutStep.paypalWindowOpen),
    ).toHaveFocus();
    await user.click(await screen.findByRole('button', { name: fakeButtonNames.cancel }));

    // The server ends the order, so the coupon it held is free for the next one.
    await waitFor(() => expect(cancel.asked).toEqual([CANCEL('ORDER-1').slice(5)]));
    expect(ui.checkoutHeading()).not.toBeInTheDocument();
    expect(ui.packageOption('Standard')).toBeChecked();
    expect(screen.getByText('Coupon WELCOME25 applied')).toBeInTheDocument();
    expect(ui.summaryValue(accountCopy.checkout.summary.total)).toBe('$43.12');
  });

  it('ends the order made with Cancel Purchase, and makes the next one once it is ended', async () => {
    const creates: unknown[] = [];
    let answerCancel = () => {};
    const cancelAnswered = new Promise<void>((resolve) => (answerCancel = resolve));
    const asked: string[] = [];
    const { user } = await renderPurchase('/purchase', {
      api: {
        ...couponCheck,
        ...paypalOrders(creates),
        [CANCEL('ORDER-1')]: async () => {
          asked.push('cancel');
          await cancelAnswered;
          return jsonResponse({ status: 'cancelled' });
        },
      },
    });
    await toCheckout(user);
    await user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));
    await screen.findByRole('button', { name: fakeButtonNames.approve });

    await user.click(ui.cancelPurchaseButton());

    expect(ui.checkoutHeading()).not.toBeInTheDocument();
    expect(screen.getByText('Coupon WELCOME25 applied')).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['cancel']));
    // Straight back to the checkout: the new order waits until the server has ended the old one.
    await user.click(ui.proceedButton());
    await user.click(await screen.findByRole('button', { name: fakeButtonNames.pay }));
    expect(creates).toHaveLength(1);
    answerCancel();
    await screen.findByRole('button', { name: fakeButtonNames.approve });
    expect(creates).toHaveLength(2);
  });

  it('says under the coupon field why an order was refused for its coupon, with the second line', async () => {
    const texts = accountCopy.purchase.coupon;
    const { user } = await renderPurchase('/purchase', {
      api: {
        ...couponCheck,
        [CREATE]: () =>
          errorResponse(
            409,
            'COUPON_LIMIT_REACHED',
            texts.limitReached,
            undefined,
            texts.heldByUnfinishedOrder,
          ),
      },
    });
    await toCheckout(user);

    await user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));

    expect(await screen.findByText(texts.limitReached)).toBeInTheDocument();
    expect(screen.getAllByText(texts.limitReached)).toHaveLength(1);
    expect(ui.checkoutHeading()).not.toBeInTheDocument();
    expect(ui.couponField()).toHaveAttribute('aria-invalid', 'true');
    expect(ui.couponField()).toHaveAccessibleDescription(
      `${texts.limitReached} ${texts.heldByUnfinishedOrder}`,
    );
    // The coupon is no longer applied: the field is open again and the price is the full one.
    expect(ui.couponField()).not.toHaveAttribute('readonly');
    expect(ui.summaryValue(accountCopy.checkout.summary.total)).toBe('$57.49');
  });

  it('goes back to the select step with Cancel Purchase', async () => {
    const { user } = await renderPurchase();
    await toCheckout(user, { coupon: false });

    await user.click(ui.cancelPurchaseButton());

    expect(ui.checkoutHeading()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: fakeButtonNames.pay })).not.toBeInTheDocument();
    expect(ui.proceedButton()).toHaveFocus();
  });

  it.each([
    [409, 'COUPON_EXPIRED', 'Coupon has expired'],
    [502, 'PAYMENT_CREATE_FAILED', 'Failed to create PayPal order'],
    [503, 'PAYMENT_PROVIDER_UNAVAILABLE', t.providerUnavailable],
  ])(
    'shows the server’s words once when the order cannot be created (%i %s), back on the select step',
    async (status, code, message) => {
      const { user } = await renderPurchase('/purchase', {
        api: { [CREATE]: () => errorResponse(status, code, message) },
      });
      await toCheckout(user, { coupon: false });

      await user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getAllByText(message)).toHaveLength(1);
      expect(screen.queryByText(t.paypalCheckoutError)).not.toBeInTheDocument();
      expect(ui.checkoutHeading()).not.toBeInTheDocument();
      expect(ui.packageOption('Standard')).toBeChecked();
    },
  );

  it('says "Failed to create PayPal order" when the server gives no reason', async () => {
    const { user } = await renderPurchase('/purchase', {
      api: { [CREATE]: () => errorResponse(500, 'INTERNAL_ERROR', copy.common.unexpectedError) },
    });
    await toCheckout(user, { coupon: false });

    await user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));

    expect(await screen.findByText('Failed to create PayPal order')).toBeInTheDocument();
    expect(screen.queryByText(copy.common.unexpectedError)).not.toBeInTheDocument();
  });

  it('says "An error occurred during payment processing" for an answer it cannot read', async () => {
    const { user } = await renderPurchase('/purchase', {
      api: { [CREATE]: () => jsonResponse({ unexpected: true }, 201) },
    });
    await toCheckout(user, { coupon: false });

    await user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));

    expect(
      await screen.findByText('An error occurred during payment processing'),
    ).toBeInTheDocument();
  });

  it('says "Failed to capture PayPal order" when the capture fails, back on the select step', async () => {
    const { user } = await renderPurchase('/purchase', {
      api: {
        ...paypalOrders(),
        [CAPTURE('ORDER-1')]: () =>
          errorResponse(502, 'PAYMENT_CAPTURE_FAILED', 'Failed to capture PayPal order'),
      },
    });
    await toCheckout(user, { coupon: false });

    await user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));
    await user.click(await screen.findByRole('button', { name: fakeButtonNames.approve }));

    expect(await screen.findByText('Failed to capture PayPal order')).toBeInTheDocument();
    expect(ui.checkoutHeading()).not.toBeInTheDocument();
    expect(window.dataLayer).toBeUndefined();
  });

  it('says "Failed to capture PayPal order" when the server gives no reason', async () => {
    const { user } = await renderPurchase('/purchase', {
      api: {
        ...paypalOrders(),
        [CAPTURE('ORDER-1')]: () =>
          errorResponse(500, 'INTERNAL_ERROR', copy.common.unexpectedError),
      },
    });
    await toCheckout(user, { coupon: false });

    await user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));
    await user.click(await screen.findByRole('button', { name: fakeButtonNames.approve }));

    expect(await screen.findByText('Failed to capture PayPal order')).toBeInTheDocument();
  });

  it('lets the buyer pay again after a decline, with a new order', async () => {
    const creates: unknown[] = [];
    const { user, router } = await renderPurchase('/purchase', {
      api: {
        ...paypalOrders(creates),
        [CAPTURE('ORDER-1')]: () => errorResponse(402, 'PAYMENT_DECLINED', t.declined),
        [CAPTURE('ORDER-2')]: () => completed(),
      },
    });
    await toCheckout(user, { coupon: false });

    await user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));
    await user.click(await screen.findByRole('button', { name: fakeButtonNames.approve }));

    // Said in an alert that takes focus, above the buttons that pay again: not on <body>.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.declined);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(ui.checkoutHeading()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));
    // Trying again clears the alert.
    expect(screen.queryByText(t.declined)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: fakeButtonNames.approve }));

    expect(await screen.findByText(t.paypalSuccess)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(creates).toHaveLength(2);
  });

  it('says "PayPal checkout error" when PayPal’s buttons fail, back on the select step', async () => {
    const { user } = await renderPurchase();
    await toCheckout(user, { coupon: false });

    await user.click(screen.getByRole('button', { name: fakeButtonNames.breakSdk }));

    expect(await screen.findByText('PayPal checkout error')).toBeInTheDocument();
    expect(ui.checkoutHeading()).not.toBeInTheDocument();
  });

  it('says the payment service is not answering when PayPal’s script cannot load', async () => {
    fakePayPal.setScriptState('rejected');
    const { user } = await renderPurchase();

    await toCheckout(user, { coupon: false, buttons: false });

    expect(await screen.findByText(t.providerUnavailable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: fakeButtonNames.pay })).not.toBeInTheDocument();
    expect(ui.cancelPurchaseButton()).toBeInTheDocument();
  });

  it('shows that PayPal is loading', async () => {
    fakePayPal.setScriptState('pending');
    const { user } = await renderPurchase();

    await toCheckout(user, { coupon: false });

    expect(screen.getByRole('status')).toHaveTextContent(
      accountCopy.checkout.checkoutStep.paypalLoading,
    );
  });
});

describe('a capture whose answer is lost', () => {
  it('is asked again, and credited once', async () => {
    allowConsoleErrors(); // the first, unanswered capture is reported by the fetch stand-in
    let attempts = 0;
    const { user } = await renderPurchase('/purchase', {
      api: {
        ...paypalOrders(),
        [CAPTURE('ORDER-1')]: () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('Failed to fetch');
          return completed();
        },
      },
    });
    await toCheckout(user, { coupon: false });

    await user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));
    await user.click(await screen.findByRole('button', { name: fakeButtonNames.approve }));

    expect(
      await screen.findByText(t.paypalSuccess, undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

describe('coming back from PayPal in the same tab (its window was blocked)', () => {
  it('reopens the checkout of the order, which PayPal’s buttons then report approved', async () => {
    const first = await renderPurchase('/purchase', {
      api: { ...couponCheck, ...paypalOrders() },
    });
    await toCheckout(first.user);
    await first.user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));
    await screen.findByRole('button', { name: fakeButtonNames.approve });
    // PayPal's page replaces this one, then sends the buyer back here.
    first.unmount();
    fakePayPal.returnFrom('ORDER-1', 'PAYER-1');

    const captures: string[] = [];
    const { router } = await renderPurchase('/purchase?token=ORDER-1&PayerID=PAYER-1', {
      api: {
        [CAPTURE('ORDER-1')]: (request) => {
          captures.push(new URL(request.url).pathname);
          return completed();
        },
      },
    });

    expect(await screen.findByText(t.paypalSuccess)).toBeInTheDocument();
    expect(captures).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.dataLayer?.[1]).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: 'purchase-1', value: 37.5, tax: 5.62, coupon: 'WELCOME25' },
    });
  });

  it('goes to the select step, address cleaned, when the buyer cancelled on PayPal’s page', async () => {
    const first = await renderPurchase('/purchase', { api: paypalOrders() });
    await toCheckout(first.user, { coupon: false });
    await first.user.click(screen.getByRole('button', { name: fakeButtonNames.pay }));
    await screen.findByRole('button', { name: fakeButtonNames.approve });
    first.unmount();
    fakePayPal.returnFrom('ORDER-1', null);

    const cancel = cancels('ORDER-1');
    const { router } = await renderPurchase('/purchase?token=ORDER-1', { api: cancel.handlers });

    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(cancel.asked).toHaveLength(1));
    expect(ui.checkoutHeading()).not.toBeInTheDocument();
    expect(ui.proceedButton()).toBeInTheDocument();
  });

  it('ignores a return about an order this tab did not create', async () => {
    const { router } = await renderPurchase('/purchase?token=ORDER-99&PayerID=PAYER-1');

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(ui.checkoutHeading()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: fakeButtonNames.pay })).not.toBeInTheDocument();
  });
});
