import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { testUser } from '#tests/support/web/test-data.ts';
import {
  DASHBOARD_STAND_IN,
  renderPurchase,
  requestBody,
  totalsFor,
  ui,
} from '#tests/support/web/purchase-app.tsx';

const t = accountCopy.purchase.payment;
const CREATE = 'POST /api/payments/interac/orders';
const STATUS = 'GET /api/payments/interac/orders/TX-1/status';
const CANCEL = 'POST /api/payments/interac/orders/TX-1/cancel';
const PAYMENT_URL = 'http://localhost:3000/sim/interac/webflow?transaction=TX-1&token=abc';

let openSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // Only the polling's interval is faked; promises and Testing Library's timeouts stay real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  openSpy = vi.fn(() => null);
  vi.stubGlobal('open', openSpy);
});

afterEach(() => {
  vi.useRealTimers();
  delete window.dataLayer;
});

/** Moves the polling's clock forward. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The order is created for Standard; the status answers are served in turn (the last repeats). */
function interacServer(statuses: (() => Response)[], requests: unknown[] = []) {
  let asked = 0;
  const handlers: ApiHandlers = {
    [CREATE]: async (request) => {
      requests.push(await requestBody(request));
      return jsonResponse(
        { paymentUrl: PAYMENT_URL, transactionId: 'TX-1', totals: totalsFor('bundle-20') },
        201,
      );
    },
    [STATUS]: () => {
      const answer = statuses[Math.min(asked, statuses.length - 1)];
      asked += 1;
      if (!answer) throw new Error('no status answer');
      return answer();
    },
  };
  return { handlers, asked: () => asked };
}

const status =
  (value: string, credited = false) =>
  () =>
    jsonResponse({
      status: value,
      purchaseId: credited ? 'purchase-7' : null,
      credits: credited ? 55 : null,
    });

async function payWithInterac(user: UserEvent) {
  await user.click(ui.packageOption('Standard'));
  await user.click(ui.methodOption(accountCopy.checkout.paymentMethod.interac));
  await user.click(ui.proceedButton());
  await user.click(
    screen.getByRole('button', { name: accountCopy.checkout.checkoutStep.interacPay }),
  );
  await screen.findByText(accountCopy.checkout.checkoutStep.interacWaiting);
}

describe('paying with Interac', () => {
  it('opens the payment page in a new tab and polls every 10 s through INITED and PENDING to SUCCESS', async () => {
    const requests: unknown[] = [];
    const server = interacServer(
      [status('STATUS_INITED'), status('STATUS_PENDING'), status('STATUS_SUCCESS', true)],
      requests,
    );
    const view = await renderPurchase('/purchase', { api: server.handlers });
    const { user, router } = view;

    await payWithInterac(user);

    expect(requests).toEqual([{ bundleId: 'bundle-20' }]);
    expect(openSpy).toHaveBeenCalledWith(PAYMENT_URL, '_blank', 'noopener,noreferrer');
    expect(
      screen.getByRole('link', { name: accountCopy.checkout.checkoutStep.interacOpenPage }),
    ).toHaveAttribute('href', PAYMENT_URL);

    await advance(9_999);
    expect(server.asked()).toBe(0);
    await advance(1);
    expect(server.asked()).toBe(1);
    await advance(10_000);
    expect(server.asked()).toBe(2);
    expect(screen.getByText(accountCopy.checkout.checkoutStep.interacWaiting)).toBeInTheDocument();

    view.auth.signIn({ ...testUser, credits: 55 });
    await advance(10_000);

    expect(
      await screen.findByText('Interac transaction completed successfully!'),
    ).toBeInTheDocument();
    expect(server.asked()).toBe(3);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: DASHBOARD_STAND_IN })).toBeInTheDocument();
    expect(await screen.findByText(copy.common.minutes(55))).toBeInTheDocument();
    expect(window.dataLayer?.[1]).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'purchase-7',
        currency: 'CAD',
        value: 50,
        tax: 7.49,
        items: [{ item_id: 'bundle-20', item_name: 'Standard', price: 50, quantity: 1 }],
      },
    });

    await advance(30_000);
    expect(server.asked()).toBe(3);
  });

  it('keeps polling while the status is "initiated"', async () => {
    const server = interacServer([
      status('initiated'),
      status('initiated'),
      status('STATUS_FAILED'),
    ]);
    const { user } = await renderPurchase('/purchase', { api: server.handlers });
    await payWithInterac(user);

    await advance(20_000);
    expect(screen.getByText(accountCopy.checkout.checkoutStep.interacWaiting)).toBeInTheDocument();
    await advance(10_000);

    expect(await screen.findByText('Interac transaction failed')).toBeInTheDocument();
    expect(server.asked()).toBe(3);
  });

  it.each([
    ['STATUS_FAILED', 'error', 'Interac transaction failed'],
    ['STATUS_EXPIRED', 'warning', 'Interac transaction expired'],
    ['STATUS_REJECTED', 'warning', 'Interac transaction rejected'],
    ['SOMETHING_ELSE', 'error', 'Interac transaction not initiated or unavailable'],
    ['', 'error', 'Interac transaction not initiated or unavailable'],
  ])('stops on %j with the %s "%s", back on the select step', async (value, severity, message) => {
    const server = interacServer([status('STATUS_PENDING'), status(value)]);
    const { user } = await renderPurchase('/purchase', { api: server.handlers });
    await payWithInterac(user);

    await advance(20_000);

    const toast = (await screen.findByText(message)).closest('.Toastify__toast');
    expect(toast).toHaveClass(`Toastify__toast--${severity}`);
    expect(ui.checkoutHeading()).not.toBeInTheDocument();
    expect(ui.packageOption('Standard')).toBeChecked();
    await advance(30_000);
    expect(server.asked()).toBe(2);
    expect(window.dataLayer).toBeUndefined();
  });

  it('stops on an answer without a status: "Interac transaction not initiated or unavailable"', async () => {
    const server = interacServer([() => jsonResponse({ purchaseId: null, credits: null })]);
    const { user } = await renderPurchase('/purchase', { api: server.handlers });
    await payWithInterac(user);

    await advance(10_000);

    expect(
      await screen.findByText('Interac transaction not initiated or unavailable'),
    ).toBeInTheDocument();
    expect(ui.checkoutHeading()).not.toBeInTheDocument();
  });

  it('stops when a status request fails, with the server’s words', async () => {
    const server = interacServer([
      status('STATUS_PENDING'),
      () => errorResponse(404, 'ORDER_NOT_FOUND', t.orderNotFound),
    ]);
    const { user } = await renderPurchase('/purchase', { api: server.handlers });
    await payWithInterac(user);

    await advance(20_000);

    expect(await screen.findByText(t.orderNotFound)).toBeInTheDocument();
    expect(ui.checkoutHeading()).not.toBeInTheDocument();
    await advance(30_000);
    expect(server.asked()).toBe(2);
  });

  it('stops when a status request fails without a reason: "Interac payment error"', async () => {
    const server = interacServer([
      () => errorResponse(500, 'INTERNAL_ERROR', copy.common.unexpectedError),
    ]);
    const { user } = await renderPurchase('/purchase', { api: server.handlers });
    await payWithInterac(user);

    await advance(10_000);

    expect(await screen.findByText('Interac payment error')).toBeInTheDocument();
    await advance(30_000);
    expect(server.asked()).toBe(1);
  });

  it('stops polling on Cancel Purchase, and ends the transaction on the server', async () => {
    const server = interacServer([status('STATUS_PENDING')]);
    const cancels: string[] = [];
    const { user } = await renderPurchase('/purchase', {
      api: {
        ...server.handlers,
        [CANCEL]: (request) => {
          cancels.push(new URL(request.url).pathname);
          return jsonResponse({ status: 'cancelled' });
        },
      },
    });
    await payWithInterac(user);
    await advance(10_000);
    expect(server.asked()).toBe(1);

    await user.click(ui.cancelPurchaseButton());
    await advance(60_000);

    expect(server.asked()).toBe(1);
    expect(ui.checkoutHeading()).not.toBeInTheDocument();
    expect(ui.proceedButton()).toHaveFocus();
    await waitFor(() => expect(cancels).toEqual(['/api/payments/interac/orders/TX-1/cancel']));
  });

  it.each([
    [
      502,
      'PAYMENT_CREATE_FAILED',
      'Failed to create Interac order',
      'Failed to create Interac order',
    ],
    [409, 'COUPON_LIMIT_REACHED', 'Coupon usage limit reached', 'Coupon usage limit reached'],
    [500, 'INTERNAL_ERROR', copy.common.unexpectedError, 'Failed to create Interac order'],
  ])(
    'says why the transaction could not be created (%i %s), back on the select step',
    async (code, errorCode, message, shown) => {
      const { user } = await renderPurchase('/purchase', {
        api: { [CREATE]: () => errorResponse(code, errorCode, message) },
      });
      await user.click(ui.packageOption('Standard'));
      await user.click(ui.methodOption(accountCopy.checkout.paymentMethod.interac));
      await user.click(ui.proceedButton());

      await user.click(
        screen.getByRole('button', { name: accountCopy.checkout.checkoutStep.interacPay }),
      );

      expect(await screen.findByText(shown)).toBeInTheDocument();
      expect(openSpy).not.toHaveBeenCalled();
      expect(ui.checkoutHeading()).not.toBeInTheDocument();
    },
  );
});
