// Steps several journeys share, done as a customer does them: adding a phone number on the
// dashboard with the texted code, and buying a package through the local PayPal stand-in.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { approvalTexts, sdkTexts } from '#server/providers/paypal/simulator/texts.ts';
import { formatPhone } from '#shared/format/display.ts';
import { latestSmsCode } from './outbox.ts';

/** A number no other journey uses: 438-555-XXXX. */
export function uniquePhone(): string {
  return `438555${String(Math.floor(Math.random() * 9000) + 1000)}`;
}

/** On /dashboard: adds `phone` with the code from the outbox and waits until it is listed. */
export async function addPhoneOnDashboard(page: Page, request: APIRequestContext, phone: string) {
  const notice = page.getByRole('dialog', {
    name: accountCopy.customerArea.dashboard.noPhoneNotice.title,
  });
  await expect(notice).toBeVisible();
  await notice
    .getByRole('button', { name: accountCopy.customerArea.dashboard.noPhoneNotice.later })
    .click();

  const card = page.getByRole('region', {
    name: accountCopy.customerArea.dashboard.phoneNumbers.heading,
  });
  await card.getByRole('button', { name: accountCopy.customer.dashboard.addPhone }).click();
  await card.getByLabel(accountCopy.accountForms.fields.phone).fill(phone);
  await card.getByRole('button', { name: accountCopy.accountForms.phone.sendCode }).click();
  await card
    .getByPlaceholder(copy.auth.otp.codePlaceholder)
    .fill(await latestSmsCode(request, phone));
  await card
    .getByRole('button', { name: accountCopy.customerArea.dashboard.phoneNumbers.verifyAndAdd })
    .click();
  await expect(card).toContainText(formatPhone(phone));
  return card;
}

/** On /purchase: chooses a package and a payment method. */
export async function choosePackage(page: Page, packageName: string, method: string) {
  await page.goto('/purchase');
  await page.getByRole('radio', { name: packageName }).check();
  await page.getByRole('radio', { name: method }).check();
}

/** From the select step: checkout, approve in the PayPal stand-in's window, land on /dashboard. */
export async function payWithPayPal(page: Page) {
  await page.getByRole('button', { name: accountCopy.purchase.proceedToCheckout }).click();
  const popupOpens = page.waitForEvent('popup');
  // The stand-in's labels (docs/contracts.md "Simulated payment pages").
  await page.getByRole('button', { name: sdkTexts.button }).click();
  const paypal = await popupOpens;
  await paypal.getByRole('button', { name: approvalTexts.approve }).click();
  await expect(page.getByText(accountCopy.purchase.payment.paypalSuccess).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/dashboard$/);
}
