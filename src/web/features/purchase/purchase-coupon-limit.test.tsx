// The coupon guessing limit as the buyer sees it (docs/decisions/019-coupon-guessing-limit.md):
// the server's 429 text shows where coupon refusals show, the box stays usable for when the wait
// is over, and an order refused for the same reason says so too.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { couponAccepted, renderPurchase, ui } from '#tests/support/web/purchase-app.tsx';

const CHECK = 'POST /api/coupons/check';
const CREATE_INTERAC = 'POST /api/payments/interac/orders';
const tooManyAttempts = accountCopy.purchase.coupon.tooManyAttempts;

/** The server's answer over the limit: 429 with Retry-After and the coupon text. */
function overTheLimit(): Response {
  const response = errorResponse(429, 'TOO_MANY_REQUESTS', tooManyAttempts);
  response.headers.set('Retry-After', '600');
  return response;
}

beforeEach(() => {
  vi.stubGlobal(
    'open',
    vi.fn(() => null),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.dataLayer;
});

describe('too many coupon attempts', () => {
  it('shows the server’s words under the coupon field, and applies a code once the wait is over', async () => {
    let limited = true;
    const { user } = await renderPurchase('/purchase', {
      api: {
        [CHECK]: () =>
          limited ? overTheLimit() : jsonResponse(couponAccepted('WELCOME25', 'bundle-20')),
      },
    });
    await user.click(ui.packageOption('Standard'));
    await user.type(ui.couponField(), 'WELCOME25');
    await user.click(ui.applyButton() ?? document.body);

    expect(await screen.findByText(tooManyAttempts)).toBeInTheDocument();
    expect(ui.couponField()).toHaveAttribute('aria-invalid', 'true');
    expect(ui.couponField()).toHaveAccessibleDescription(tooManyAttempts);
    expect(ui.couponField()).not.toHaveAttribute('readonly');
    expect(ui.summaryValue(accountCopy.checkout.summary.total)).toBe('$57.49');

    limited = false;
    await user.click(ui.applyButton() ?? document.body);

    expect(await screen.findByText('Coupon WELCOME25 applied')).toBeInTheDocument();
    expect(screen.queryByText(tooManyAttempts)).not.toBeInTheDocument();
  });

  it('says so when the order itself is refused, back on the select step', async () => {
    const { user } = await renderPurchase('/purchase', {
      api: {
        [CHECK]: () => jsonResponse(couponAccepted('WELCOME25', 'bundle-20')),
        [CREATE_INTERAC]: overTheLimit,
      },
    });
    await user.click(ui.packageOption('Standard'));
    await user.type(ui.couponField(), 'WELCOME25');
    await user.click(ui.applyButton() ?? document.body);
    await screen.findByText('Coupon WELCOME25 applied');
    await user.click(ui.methodOption(accountCopy.checkout.paymentMethod.interac));
    await user.click(ui.proceedButton());

    await user.click(
      screen.getByRole('button', { name: accountCopy.checkout.checkoutStep.interacPay }),
    );

    expect(await screen.findByText(tooManyAttempts)).toBeInTheDocument();
    expect(ui.checkoutHeading()).not.toBeInTheDocument();
  });
});
