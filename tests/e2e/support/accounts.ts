// The account steps several journeys start with, done the way a person does them: through the
// forms, with the confirmation link read from the dev outbox. Texts are read when a step runs, so
// a journey in French (french.spec.ts) finds the French labels.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { latestEmailLink } from './outbox.ts';

export const demo = {
  email: 'demo@lumina-psychics.example',
  password: 'demo-password',
  phone: '5145550100',
  name: 'Demo Customer',
};

export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function register(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel(accountCopy.accountForms.fields.email).fill(email);
  await page.getByLabel(accountCopy.accountForms.fields.password, { exact: true }).fill(password);
  await page.getByLabel(copy.auth.signUp.adultConfirmation).check();
  await page
    .getByRole('button', { name: accountCopy.accountForms.signUp.submit, exact: true })
    .click();
  await expect(page.getByText(copy.auth.signUp.confirmationSent(email))).toBeVisible();
}

/** Fills the sign-in form of the page showing it and submits. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(accountCopy.accountForms.fields.email).fill(email);
  await page.getByLabel(accountCopy.accountForms.fields.password, { exact: true }).fill(password);
  await page
    .getByRole('button', { name: accountCopy.accountForms.signIn.submit, exact: true })
    .click();
}

/** A brand-new customer, email confirmed and signed in, on /dashboard. */
export async function newCustomer(page: Page, request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const password = 'moonlit-tarot-42';
  await register(page, email, password);
  await page.goto(await latestEmailLink(request, email, '/login#confirm='));
  await expect(page.getByText(copy.auth.confirmation.confirmed)).toBeVisible();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, password };
}
