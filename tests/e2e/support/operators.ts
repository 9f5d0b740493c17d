// Operators of the back office as the browser suite makes them: invited with the operator
// command (as an owner would on a server), then set up from the link through the pages, the
// authenticator's code computed from the key the page shows.
import { TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import { expect } from './fixtures.ts';
import { admin } from './admin.ts';

const t = adminCopyFor('en');
export const operatorPassword = 'a long operator password';

/**
 * Invites an operator with the command line and returns the set-up link it printed, as a path on
 * the server under test (the command runs without that server's PUBLIC_URL).
 */
export function inviteOperator(email: string, role: 'owner' | 'support'): string {
  const output = admin('operator', 'add', email, '--role', role);
  const link = /https?:\/\/\S+\/admin\/setup\?token=[\w.-]+/.exec(output)?.[0];
  if (!link) throw new Error(`no set-up link in:\n${output}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The code the operator's authenticator shows now, from the key the set-up page shows. */
export async function authenticatorCode(page: Page): Promise<string> {
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** Invites an operator, sets them up through the pages and leaves them signed in at /admin. */
export async function setUpOperator(
  page: Page,
  email: string,
  role: 'owner' | 'support',
): Promise<void> {
  await page.goto(inviteOperator(email, role));
  await page.getByLabel(t.setup.password, { exact: true }).fill(operatorPassword);
  await page.getByLabel(t.setup.passwordAgain, { exact: true }).fill(operatorPassword);
  await page.getByLabel(t.setup.code).fill(await authenticatorCode(page));
  await page.getByRole('button', { name: t.setup.submit }).click();
  await page.getByLabel(t.setup.recovery.saved).check();
  await page.getByRole('button', { name: t.setup.recovery.continue }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.home.title })).toBeVisible();
}
