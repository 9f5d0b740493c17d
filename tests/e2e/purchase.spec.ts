// Buying minutes as a new customer would (docs/decisions/012-payments.md): a package and a coupon, paid
// through the local PayPal and Interac stand-ins, and the minutes on the dashboard afterwards.
// The stand-ins' pages carry the button labels docs/contracts.md fixes ("Simulated payment pages").
import type { Page } from '@playwright/test';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
// The Interac stand-in's page (docs/contracts.md "Simulated payment pages").
import { pageTexts } from '#server/providers/gigadat/simulator/page-texts.ts';
import { expect, test } from './support/fixtures.ts';
import { newCustomer } from './support/accounts.ts';
import { choosePackage, payWithPayPal } from './support/customer-steps.ts';
import { keepScreenshot } from './support/screenshots.ts';

const t = accountCopy.checkout;
const area = accountCopy.customerArea.dashboard;
// The Interac status is polled every 10 s (docs/product.md §9); one poll may just miss the approval.
const INTERAC_SETTLES_MS = 25_000;

function creditBalance(page: Page) {
  return page.getByRole('region', { name: area.creditBalance.heading });
}

test('a first purchase with WELCOME25, paid in the PayPal window, credits 25 minutes', async ({
  page,
  request,
}, testInfo) => {
  await newCustomer(page, request, 'paypal');
  await choosePackage(page, accountCopy.purchase.bundleNames['bundle-20'], t.paymentMethod.paypal);
  await page.getByLabel(t.coupon.label).fill('welcome25');
  await page.getByRole('button', { name: t.coupon.apply, exact: true }).click();
  await expect(
    page.getByText(accountCopy.purchase.coupon.percentApplied(25)).first(),
  ).toBeVisible();

  // $50.00 less 25 % ($12.50) is $37.50; with GST and QST (14.975 %) $43.12.
  const summary = page.getByRole('region', { name: t.summary.heading });
  await expect(summary).toContainText('$12.50');
  await expect(summary).toContainText('$43.12');
  await keepScreenshot(page, testInfo, 'purchase-select-with-coupon');

  await payWithPayPal(page);
  await expect(creditBalance(page)).toContainText('25');
  const history = page.getByRole('region', { name: area.purchaseHistory.heading });
  await expect(history).toContainText(accountCopy.purchase.bundleNames['bundle-20']);
  await expect(history).toContainText('$43.12');
  await expect(page.getByRole('banner')).toContainText('25 minutes');
  await keepScreenshot(page, testInfo, 'dashboard-after-paypal');
});

test('an Interac payment approved on the bank page credits the minutes', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await newCustomer(page, request, 'interac');
  await choosePackage(page, accountCopy.purchase.bundleNames['bundle-10'], t.paymentMethod.interac);
  await page.getByRole('button', { name: accountCopy.purchase.proceedToCheckout }).click();

  const tabOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: t.checkoutStep.interacPay }).click();
  const bank = await tabOpens;
  await bank.getByRole('button', { name: pageTexts.approve }).click();
  await expect(bank.getByRole('heading', { name: pageTexts.approvedTitle })).toBeVisible();

  await expect(page.getByText(accountCopy.purchase.payment.interacSuccess).first()).toBeVisible({
    timeout: INTERAC_SETTLES_MS,
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  // Basic: 10 minutes + 2 free.
  await expect(creditBalance(page)).toContainText('12');
});

test('an Interac payment declined on the bank page credits nothing and says so', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await newCustomer(page, request, 'declined');
  await choosePackage(page, accountCopy.purchase.bundleNames['bundle-10'], t.paymentMethod.interac);
  await page.getByRole('button', { name: accountCopy.purchase.proceedToCheckout }).click();

  const tabOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: t.checkoutStep.interacPay }).click();
  const bank = await tabOpens;
  await bank.getByRole('button', { name: pageTexts.decline }).click();

  await expect(
    page.getByText(accountCopy.purchase.payment.interacStatus('rejected')).first(),
  ).toBeVisible({ timeout: INTERAC_SETTLES_MS });
  await expect(page).toHaveURL(/\/purchase/);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: area.purchaseHistory.heading })).toContainText(
    area.purchaseHistory.empty,
  );
});
