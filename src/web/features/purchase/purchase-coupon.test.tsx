import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { allowConsoleErrors } from '#tests/support/web/console-guard.ts';
import { errorResponse, jsonResponse, type ApiHandler } from '#tests/support/web/fetch-mock.ts';
import {
  couponAccepted,
  renderPurchase,
  requestBody,
  ui,
} from '#tests/support/web/purchase-app.tsx';

const s = accountCopy.checkout.summary;
const CHECK = 'POST /api/coupons/check';

/** Accepts WELCOME25 (25% off) for whichever package it is asked about. */
const acceptWelcome: ApiHandler = async (request) => {
  const { bundleId } = (await requestBody(request)) as { bundleId: 'bundle-20' | 'bundle-40' };
  return jsonResponse(couponAccepted('WELCOME25', bundleId));
};

async function applyCode(user: Awaited<ReturnType<typeof renderPurchase>>['user'], code: string) {
  await user.type(ui.couponField(), code);
  const apply = ui.applyButton();
  if (!apply) throw new Error('no Apply button');
  await user.click(apply);
}

describe('the coupon box', () => {
  it('asks for a package first: "Please select a package first", and asks the server nothing', async () => {
    const { user, fetchMock } = await renderPurchase();

    await applyCode(user, 'WELCOME25');

    expect(await screen.findByText('Please select a package first')).toBeInTheDocument();
    expect(ui.couponField()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/coupons'))).toBe(false);
  });

  it('applies WELCOME25 to Standard: toast, locked field, and $50.00 − $12.50 + $5.62 = $43.12', async () => {
    const requests: unknown[] = [];
    const { user } = await renderPurchase('/purchase', {
      api: {
        [CHECK]: async (request) => {
          requests.push(await requestBody(request));
          return acceptWelcome(request);
        },
      },
    });
    await user.click(ui.packageOption('Standard'));

    await applyCode(user, 'welcome25');

    expect(await screen.findByText('25% discount applied!')).toBeInTheDocument();
    expect(requests).toEqual([{ code: 'welcome25', bundleId: 'bundle-20' }]);
    expect(screen.getByText('Coupon WELCOME25 applied')).toBeInTheDocument();
    expect(ui.couponField()).toHaveValue('WELCOME25');
    expect(ui.couponField()).toHaveAttribute('readonly');
    expect(ui.applyButton()).not.toBeInTheDocument();
    expect(ui.summaryValue(s.price)).toBe('$50.00');
    expect(ui.summaryValue(s.discountWithCode('WELCOME25'))).toBe('−$12.50');
    expect(ui.summaryValue(s.tax('14.975%'))).toBe('$5.62');
    expect(ui.summaryValue(s.total)).toBe('$43.12');
    expect(ui.summaryValue(s.minutes)).toBe('20 minutes + 5 free minutes25 minutes in all');

    await user.type(ui.couponField(), 'X');
    expect(ui.couponField()).toHaveValue('WELCOME25');
  });

  it('is cleared with the X button, which unlocks the field', async () => {
    const { user } = await renderPurchase('/purchase', { api: { [CHECK]: acceptWelcome } });
    await user.click(ui.packageOption('Standard'));
    await applyCode(user, 'WELCOME25');
    await screen.findByText('Coupon WELCOME25 applied');

    await user.click(screen.getByRole('button', { name: 'Remove coupon WELCOME25' }));

    expect(screen.queryByText('Coupon WELCOME25 applied')).not.toBeInTheDocument();
    expect(ui.couponField()).toHaveValue('');
    expect(ui.couponField()).not.toHaveAttribute('readonly');
    expect(ui.couponField()).toHaveFocus();
    expect(ui.applyButton()).toBeInTheDocument();
    expect(ui.summaryValue(s.discountWithCode('WELCOME25'))).toBeNull();
    expect(ui.summaryValue(s.total)).toBe('$57.49');
  });

  it('shows bonus minutes in the summary for a bonus coupon', async () => {
    const { user } = await renderPurchase('/purchase', {
      api: {
        [CHECK]: () =>
          jsonResponse(
            couponAccepted('TAROT5', 'bundle-40', { type: 'percentage_bonus_minutes', value: 25 }),
          ),
      },
    });
    await user.click(ui.packageOption('Premium'));

    await applyCode(user, 'TAROT5');

    expect(await screen.findByText('10 bonus minutes added!')).toBeInTheDocument();
    expect(ui.summaryValue(s.minutes)).toBe(
      '40 minutes + 11 free minutes+ 10 bonus minutes61 minutes in all',
    );
    expect(ui.summaryValue(s.total)).toBe('$114.98');
  });

  it.each([
    [404, 'COUPON_INVALID', 'Invalid coupon code'],
    [410, 'COUPON_EXPIRED', 'Coupon has expired'],
    [409, 'COUPON_LIMIT_REACHED', 'Coupon usage limit reached'],
    [409, 'COUPON_FIRST_PURCHASE_ONLY', accountCopy.purchase.coupon.firstPurchaseOnly],
  ])('says why the server refused it (%i %s)', async (status, code, message) => {
    const { user } = await renderPurchase('/purchase', {
      api: { [CHECK]: () => errorResponse(status, code, message) },
    });
    await user.click(ui.packageOption('Standard'));

    await applyCode(user, 'NOPE');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(ui.couponField()).not.toHaveAttribute('readonly');
    expect(ui.couponField()).toHaveAccessibleDescription(message);
    expect(ui.summaryValue(s.total)).toBe('$57.49');
  });

  it.each([
    [
      'COUPON_LIMIT_REACHED',
      accountCopy.purchase.coupon.limitReached,
      accountCopy.purchase.coupon.heldByUnfinishedOrder,
    ],
    [
      'COUPON_FIRST_PURCHASE_ONLY',
      accountCopy.purchase.coupon.firstPurchaseOnly,
      accountCopy.purchase.coupon.firstPurchasePending,
    ],
  ])(
    'says under the refusal that an unfinished order holds the coupon (%s)',
    async (code, message, detail) => {
      const { user } = await renderPurchase('/purchase', {
        api: { [CHECK]: () => errorResponse(409, code, message, undefined, detail) },
      });
      await user.click(ui.packageOption('Standard'));

      await applyCode(user, 'WELCOME25');

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByText(detail)).toBeInTheDocument();
      expect(ui.couponField()).toHaveAccessibleDescription(`${message} ${detail}`);
      // Editing the code clears both lines.
      await user.type(ui.couponField(), 'X');
      expect(screen.queryByText(detail)).not.toBeInTheDocument();
    },
  );

  it('says "Failed to validate coupon" when the server cannot answer', async () => {
    const { user } = await renderPurchase('/purchase', {
      api: { [CHECK]: () => errorResponse(500, 'INTERNAL_ERROR', copy.common.unexpectedError) },
    });
    await user.click(ui.packageOption('Standard'));

    await applyCode(user, 'WELCOME25');

    expect(await screen.findByText('Failed to validate coupon')).toBeInTheDocument();
  });

  it('says "Failed to validate coupon" when no answer comes', async () => {
    allowConsoleErrors(); // the unanswered request is reported by the fetch stand-in
    const { user } = await renderPurchase();
    await user.click(ui.packageOption('Standard'));

    await applyCode(user, 'WELCOME25');

    expect(await screen.findByText('Failed to validate coupon')).toBeInTheDocument();
  });

  it('is cleared by choosing another package; the code stays to apply again', async () => {
    const { user } = await renderPurchase('/purchase', { api: { [CHECK]: acceptWelcome } });
    await user.click(ui.packageOption('Standard'));
    await applyCode(user, 'WELCOME25');
    await screen.findByText('Coupon WELCOME25 applied');

    await user.click(ui.packageOption('Premium'));

    expect(screen.queryByText('Coupon WELCOME25 applied')).not.toBeInTheDocument();
    expect(ui.couponField()).not.toHaveAttribute('readonly');
    expect(ui.summaryValue(s.discountWithCode('WELCOME25'))).toBeNull();
    expect(ui.summaryValue(s.total)).toBe('$114.98');

    const apply = ui.applyButton();
    if (!apply) throw new Error('no Apply button');
    await user.click(apply);
    await screen.findByText('Coupon WELCOME25 applied');
    expect(ui.summaryValue(s.discountWithCode('WELCOME25'))).toBe('−$25.00');
    expect(ui.summaryValue(s.total)).toBe('$86.23');
  });

  it('ignores an answer about a package no longer chosen', async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = await renderPurchase('/purchase', {
      api: {
        [CHECK]: () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    await user.click(ui.packageOption('Standard'));
    await applyCode(user, 'WELCOME25');

    await user.click(ui.packageOption('Basic'));
    answer(jsonResponse(couponAccepted('WELCOME25', 'bundle-20')));

    await waitFor(() => expect(ui.applyButton()).toBeEnabled());
    expect(screen.queryByText('Coupon WELCOME25 applied')).not.toBeInTheDocument();
    expect(ui.summaryValue(s.total)).toBe('$28.74');
  });
});

describe('a coupon in the address (/purchase?coupon=CODE)', () => {
  it('is filled in and applied to the Best Package, then leaves the address', async () => {
    const requests: unknown[] = [];
    const { router } = await renderPurchase('/purchase?coupon=WELCOME25', {
      api: {
        [CHECK]: async (request) => {
          requests.push(await requestBody(request));
          return acceptWelcome(request);
        },
      },
    });

    expect(await screen.findByText('25% discount applied!')).toBeInTheDocument();
    expect(requests).toEqual([{ code: 'WELCOME25', bundleId: 'bundle-20' }]);
    expect(ui.packageOption('Standard')).toBeChecked();
    expect(screen.getByText('Coupon WELCOME25 applied')).toBeInTheDocument();
    expect(ui.couponField()).toHaveAttribute('readonly');
    expect(ui.summaryValue(s.total)).toBe('$43.12');

    expect(router.state.location.pathname).toBe('/purchase');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('is checked once, even when effects run twice (strict mode)', async () => {
    let checks = 0;
    const { router } = await renderPurchase('/purchase?coupon=SPOOKY', {
      strict: true,
      api: {
        [CHECK]: () => {
          checks += 1;
          return errorResponse(404, 'COUPON_INVALID', 'Invalid coupon code');
        },
      },
    });

    expect(await screen.findByText('Invalid coupon code')).toBeInTheDocument();
    expect(checks).toBe(1);
    expect(ui.couponField()).toHaveValue('SPOOKY');
    expect(router.state.location.search).toBe('');
    expect(within(ui.summary()).getByText('Standard')).toBeInTheDocument();
  });
});
