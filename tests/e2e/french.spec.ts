// The product in Canadian French, tried as a French-speaking new customer would : a
// browser that prefers French gets every page in French, signs up, confirms, buys minutes with a
// coupon and sees French prices; the FR/EN switch moves a visitor between the languages and is
// remembered. The journeys' steps read `copy`, which here follows French (see beforeAll).
import { copy, copyFor } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { followLocale, type Locale } from '#shared/copy/locale.ts';
import { paths } from '#web/config/paths.ts';
import { publicPages as sitePages } from './support/public-pages.ts';
import { expect, test } from './support/fixtures.ts';
import { newCustomer } from './support/accounts.ts';
import { choosePackage, payWithPayPal } from './support/customer-steps.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expectNoEnglish } from './support/no-english.ts';
import { keepScreenshot } from './support/screenshots.ts';

test.use({ locale: 'fr-CA' });

let previous: (() => Locale) | undefined;
test.beforeAll(() => {
  previous = followLocale(() => 'fr-CA');
});
test.afterAll(() => {
  if (previous) followLocale(previous);
});

const publicPages = [...sitePages, paths.resetPassword];

test('every public page is in French for a browser that prefers French, and accessible', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  for (const { path, titleKey } of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(copy.pages.titles[titleKey].slice(0, 12)));
    // The advisor board arrives after the first paint: its cards' texts are checked too.
    if (path === paths.home.path) await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoEnglish(page);
    // French texts are longer: the same checks as the English pages (accessibility.spec.ts).
    await expectNoSeriousViolations(page, testInfo, `${path} in French`);
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoEnglish(page);
});

test('a new French-speaking customer signs up and buys minutes, all in French', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await newCustomer(page, request, 'francais');
  await expectNoEnglish(page);

  const checkout = accountCopy.checkout;
  await choosePackage(
    page,
    accountCopy.purchase.bundleNames['bundle-20'],
    checkout.paymentMethod.paypal,
  );
  await expectNoEnglish(page);
  await page.getByLabel(checkout.coupon.label).fill('welcome25');
  await page.getByRole('button', { name: checkout.coupon.apply, exact: true }).click();
  await expect(
    page.getByText(accountCopy.purchase.coupon.percentApplied(25)).first(),
  ).toBeVisible();

  // 50,00 $ less 25 % (12,50 $) is 37,50 $; with the TPS and TVQ (14,975 %) 43,12 $. Intl puts
  // a no-break space before the dollar sign.
  const summary = page.getByRole('region', { name: checkout.summary.heading });
  await expect(summary).toContainText(/12,50\s\$/);
  await expect(summary).toContainText(/43,12\s\$/);
  await expectNoEnglish(page);
  await keepScreenshot(page, testInfo, 'french-purchase-with-coupon');

  await payWithPayPal(page);
  const area = accountCopy.customerArea.dashboard;
  await expect(page.getByRole('region', { name: area.creditBalance.heading })).toContainText('25');
  const history = page.getByRole('region', { name: area.purchaseHistory.heading });
  await expect(history).toContainText(/43,12\s\$/);
  await expectNoEnglish(page);
});

test('the switch moves a visitor to English and back, and the choice is remembered', async ({
  page,
}) => {
  await page.goto(paths.pricing.path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  // The switch works once the app runs (the server's shell draws it before: docs/decisions/022).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(header.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByRole('navigation', { name: copyFor('en').navigation.mainNavigation }).first(),
  ).toContainText(copyFor('en').navigation.pricing);

  // Remembered: another page, even though the browser still prefers French.
  await page.goto(paths.about.path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await header.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expectNoEnglish(page);
});
