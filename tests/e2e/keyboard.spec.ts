// Keyboard-only journeys: signing in and buying minutes with
// Tab, Enter, Space, Escape and the arrow keys alone, never the mouse, with a visible focus ring
// on what the keyboard reaches. Only the setup (a new customer for the purchase) goes through the
// shared steps; each journey itself presses keys.
import type { Locator, Page } from '@playwright/test';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { approvalTexts, sdkTexts } from '#server/providers/paypal/simulator/texts.ts';
import { expect, test } from './support/fixtures.ts';
import { demo, newCustomer } from './support/accounts.ts';
import { choosePackage } from './support/customer-steps.ts';
import { appRunning } from './support/app-running.ts';

const forms = accountCopy.accountForms;
const checkout = accountCopy.checkout;
const dashboard = accountCopy.customerArea.dashboard;

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** Presses `key` (Tab by default) until `target` has focus; fails once `limit` presses are spent. */
async function pressUntilFocused(page: Page, target: Locator, { key = 'Tab', limit = 40 } = {}) {
  await expect(target).toHaveCount(1);
  for (let presses = 0; presses < limit && !(await hasFocus(target)); presses += 1) {
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key} within ${limit} presses`).toBeFocused();
}

/**
 * The focused element shows a focus ring: a solid outline of at least 2px on the element or on
 * the card that draws it for the element (a radio's label).
 */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    for (const node of [element, element.closest('label')]) {
      if (!node) continue;
      const style = getComputedStyle(node);
      const shown = style.outlineStyle !== 'none' && style.outlineColor !== 'rgba(0, 0, 0, 0)';
      if (shown && parseFloat(style.outlineWidth) >= 2) {
        return `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      }
    }
    return null;
  });
  expect(ring, 'a visible focus ring on the focused element').not.toBeNull();
}

test('the skip link is the first stop and jumps past the header to the page', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: copy.navigation.skipToContent });
  await expectFocusRing(skipLink);
  // Hidden until focused, then shown on top of the page.
  const box = await skipLink.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(20);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const landedInMain = await page
    .getByRole('main')
    .evaluate((main) => main.contains(document.activeElement) && main !== document.activeElement);
  expect(landedInMain, 'the next Tab goes to the page, not the header').toBe(true);
});

test('sign in from the home page with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await appRunning(page);

  const signInLink = page.getByRole('banner').getByRole('link', { name: copy.navigation.signIn });
  await pressUntilFocused(page, signInLink);
  await expectFocusRing(signInLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  const email = page.getByLabel(forms.fields.email);
  await pressUntilFocused(page, email);
  await expectFocusRing(email);
  await page.keyboard.type(demo.email);
  const password = page.getByLabel(forms.fields.password, { exact: true });
  await pressUntilFocused(page, password);
  await expectFocusRing(password);
  await page.keyboard.type(demo.password);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: copy.pages.titles.dashboard }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(demo.name);
});

test('buy minutes with the keyboard alone: a package, WELCOME25 and the PayPal window', async ({
  page,
  request,
}) => {
  // A new customer's setup, then some hundred key presses, each a round trip to the browser.
  test.setTimeout(60_000);
  await newCustomer(page, request, 'keyboard');

  // The dashboard's phone notice takes focus; Escape puts it off.
  const notice = page.getByRole('dialog', { name: dashboard.noPhoneNotice.title });
  await expect(notice).toBeVisible();
  expect(await notice.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(notice).toHaveCount(0);

  const buy = page
    .getByRole('region', { name: dashboard.creditBalance.heading })
    .getByRole('link', { name: accountCopy.customer.dashboard.purchaseMoreCredits });
  await pressUntilFocused(page, buy);
  await expectFocusRing(buy);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/purchase$/);

  // The packages are one tab stop; the arrow keys move through them and choose.
  const packages = page.getByRole('radiogroup', { name: checkout.packages.heading });
  await pressUntilFocused(page, packages.getByRole('radio').first());
  const standard = packages.getByRole('radio', {
    name: accountCopy.purchase.bundleNames['bundle-20'],
  });
  await pressUntilFocused(page, standard, { key: 'ArrowDown', limit: 4 });
  await expect(standard).toBeChecked();
  await expectFocusRing(standard);

  // PayPal is the method already chosen; the coupon field applies on Enter.
  const paypal = page.getByRole('radio', { name: checkout.paymentMethod.paypal });
  await expect(paypal).toBeChecked();
  const coupon = page.getByLabel(checkout.coupon.label);
  await pressUntilFocused(page, coupon);
  await page.keyboard.type('welcome25');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(accountCopy.purchase.coupon.percentApplied(25)).first(),
  ).toBeVisible();

  const proceed = page.getByRole('button', { name: accountCopy.purchase.proceedToCheckout });
  await pressUntilFocused(page, proceed);
  await expectFocusRing(proceed);
  await page.keyboard.press('Enter');
  // The checkout step takes focus at its heading.
  await expect(page.getByRole('heading', { name: checkout.checkoutStep.heading })).toBeFocused();

  const payButton = page.getByRole('button', { name: sdkTexts.button });
  await pressUntilFocused(page, payButton);
  await expectFocusRing(payButton);
  const popupOpens = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const paypalWindow = await popupOpens;
  const approve = paypalWindow.getByRole('button', { name: approvalTexts.approve });
  await pressUntilFocused(paypalWindow, approve);
  await paypalWindow.keyboard.press('Enter');

  await expect(page.getByText(accountCopy.purchase.payment.paypalSuccess).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  // Standard: 20 minutes + 5 free.
  await expect(page.getByRole('region', { name: dashboard.creditBalance.heading })).toContainText(
    copy.common.minutes(25),
  );
});

test('a card declined in the PayPal window: focus goes to the alert that says so, not to <body>', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await newCustomer(page, request, 'declined-keys');
  await choosePackage(
    page,
    accountCopy.purchase.bundleNames['bundle-10'],
    checkout.paymentMethod.paypal,
  );
  await page.getByRole('button', { name: accountCopy.purchase.proceedToCheckout }).click();
  await expect(page.getByRole('heading', { name: checkout.checkoutStep.heading })).toBeFocused();

  const payButton = page.getByRole('button', { name: sdkTexts.button });
  await pressUntilFocused(page, payButton);
  const popupOpens = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const paypalWindow = await popupOpens;
  // The stand-in's outcomes are a radio group: the arrow keys reach "Card declined".
  const declinedOutcome = paypalWindow.getByRole('radio', {
    name: approvalTexts.outcomes.INSTRUMENT_DECLINED,
  });
  await pressUntilFocused(paypalWindow, paypalWindow.getByRole('radio').first());
  await pressUntilFocused(paypalWindow, declinedOutcome, { key: 'ArrowDown', limit: 4 });
  await expect(declinedOutcome).toBeChecked();
  const approve = paypalWindow.getByRole('button', { name: approvalTexts.approve });
  await pressUntilFocused(paypalWindow, approve);
  await paypalWindow.keyboard.press('Enter');

  // Back on the purchase page: the alert holds focus, so a screen reader reads it at once.
  const alert = page.getByRole('alert').filter({ hasText: accountCopy.purchase.payment.declined });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  // The way on is the next Tab: the button that pays again.
  await pressUntilFocused(page, payButton);
});
