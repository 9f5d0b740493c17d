import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import type { PaymentMethod } from '#shared/api/payment-methods.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { testPublicConfig } from '#tests/support/web/test-data.ts';
import { renderPurchase, ui } from '#tests/support/web/purchase-app.tsx';

const s = accountCopy.checkout.summary;

describe('the select step of /purchase', () => {
  it('offers the four packages as a radio group, none chosen, Standard flagged Best Package', async () => {
    await renderPurchase();

    const options = within(ui.packages()).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      'bundle-10',
      'bundle-20',
      'bundle-40',
      'bundle-80',
    ]);
    expect(options.every((option) => !(option as HTMLInputElement).checked)).toBe(true);

    const standard = ui.packageOption('Standard');
    expect(standard).toHaveAccessibleDescription(/^Best Package \$50\.00 CAD, before tax/);
    expect(standard).toHaveAccessibleDescription(/20 minutes \+ 5 free minutes/);
    expect(standard).toHaveAccessibleDescription(/\$2\.00 per minute/);
    for (const feature of Object.values(accountCopy.purchase.packageFeatures)) {
      expect(standard).toHaveAccessibleDescription(new RegExp(feature));
    }
    expect(ui.packageOption('Basic')).toHaveAccessibleDescription(
      /^\$25\.00 CAD, before tax 10 minutes \+ 2 free minutes \$2\.08 per minute/,
    );
    expect(ui.packageOption('Premium')).toHaveAccessibleDescription(/\$1\.96 per minute/);
    expect(ui.packageOption('Ultimate')).toHaveAccessibleDescription(/\$1\.90 per minute/);
    expect(within(ui.packages()).getAllByText(accountCopy.purchase.bestPackage)).toHaveLength(1);

    expect(within(ui.summary()).getByText(s.empty)).toBeInTheDocument();
  });

  it('sums up Standard: $50.00, tax $7.49 (GST $2.50, QST $4.99), total $57.49 CAD', async () => {
    const { user } = await renderPurchase();

    await user.click(ui.packageOption('Standard'));

    expect(ui.packageOption('Standard')).toBeChecked();
    expect(ui.summaryValue(s.package)).toBe('Standard');
    expect(ui.summaryValue(s.price)).toBe('$50.00');
    expect(ui.summaryValue(s.discountWithCode('WELCOME25'))).toBeNull();
    expect(ui.summaryValue(s.tax('14.975%'))).toBe('$7.49');
    expect(ui.summaryValue(s.gst('5%'))).toBe('$2.50');
    expect(ui.summaryValue(s.qst('9.975%'))).toBe('$4.99');
    expect(ui.summaryValue(s.total)).toBe('$57.49');
    expect(ui.summaryValue(s.perMinute)).toBe('$2.00');
    expect(ui.summaryValue(s.minutes)).toBe('20 minutes + 5 free minutes25 minutes in all');
  });

  it('follows the package chosen: Ultimate is $200.00 + $29.95 = $229.95 at $1.90 a minute', async () => {
    const { user } = await renderPurchase();

    await user.click(ui.packageOption('Standard'));
    await user.click(screen.getByText('$200.00'));

    expect(ui.packageOption('Ultimate')).toBeChecked();
    expect(ui.summaryValue(s.tax('14.975%'))).toBe('$29.95');
    expect(ui.summaryValue(s.total)).toBe('$229.95');
    expect(ui.summaryValue(s.perMinute)).toBe('$1.90');
    expect(ui.summaryValue(s.minutes)).toBe('80 minutes + 25 free minutes105 minutes in all');
  });

  it('lets the keyboard choose a package and a payment method', async () => {
    const { user } = await renderPurchase();

    ui.packageOption('Basic').focus();
    await user.keyboard(' ');
    expect(ui.packageOption('Basic')).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(ui.packageOption('Standard')).toBeChecked();
    expect(ui.summaryValue(s.total)).toBe('$57.49');

    expect(ui.methodOption(accountCopy.checkout.paymentMethod.paypal)).toBeChecked();
    ui.methodOption(accountCopy.checkout.paymentMethod.paypal).focus();
    await user.keyboard('{ArrowRight}');
    expect(ui.methodOption(accountCopy.checkout.paymentMethod.interac)).toBeChecked();
  });

  it('needs a package before checkout: "Please select a credit package first"', async () => {
    const { user } = await renderPurchase();

    await user.click(ui.proceedButton());

    expect(screen.getByRole('alert')).toHaveTextContent('Please select a credit package first');
    expect(ui.checkoutHeading()).not.toBeInTheDocument();

    await user.click(ui.packageOption('Basic'));
    expect(screen.queryByText('Please select a credit package first')).not.toBeInTheDocument();
  });

  it('goes to the checkout with the package, and Cancel Purchase brings every choice back', async () => {
    const { user } = await renderPurchase();
    await user.click(ui.packageOption('Premium'));
    await user.click(ui.methodOption(accountCopy.checkout.paymentMethod.interac));

    await user.click(ui.proceedButton());

    const heading = ui.checkoutHeading();
    expect(heading).toHaveFocus();
    expect(
      screen.getByText('Premium package: 51 minutes for $114.98 CAD, tax included'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();

    await user.click(ui.cancelPurchaseButton());

    expect(ui.checkoutHeading()).not.toBeInTheDocument();
    expect(ui.packageOption('Premium')).toBeChecked();
    expect(ui.methodOption(accountCopy.checkout.paymentMethod.interac)).toBeChecked();
    expect(ui.proceedButton()).toHaveFocus();
  });
});

describe('the payment methods offered', () => {
  const offering = (paymentMethods: PaymentMethod[]) => ({
    'GET /api/config': () => jsonResponse({ ...testPublicConfig, paymentMethods }),
  });

  it('are only those the site is configured for: a lone one is shown, chosen', async () => {
    const { user } = await renderPurchase('/purchase', { api: offering(['interac']) });

    const options = within(ui.methods()).getAllByRole('radio');
    expect(options).toHaveLength(1);
    expect(ui.methodOption(accountCopy.checkout.paymentMethod.interac)).toBeChecked();
    expect(
      within(ui.methods()).queryByRole('radio', {
        name: accountCopy.checkout.paymentMethod.paypal,
      }),
    ).toBeNull();

    await user.click(ui.packageOption('Basic'));
    await user.click(ui.proceedButton());
    expect(
      screen.getByRole('button', { name: accountCopy.checkout.checkoutStep.interacPay }),
    ).toBeInTheDocument();
  });

  it('start from the first offered when PayPal is not one of them, and both when both are', async () => {
    const view = await renderPurchase('/purchase', { api: offering(['paypal']) });
    expect(within(ui.methods()).getAllByRole('radio')).toHaveLength(1);
    expect(ui.methodOption(accountCopy.checkout.paymentMethod.paypal)).toBeChecked();
    view.unmount();

    await renderPurchase('/purchase', { api: offering(['paypal', 'interac']) });
    expect(within(ui.methods()).getAllByRole('radio')).toHaveLength(2);
    expect(ui.methodOption(accountCopy.checkout.paymentMethod.paypal)).toBeChecked();
  });
});
