// The back office's content, as an owner uses it: set up from the command line's invitation,
// the owner adds a promotion in English and French at /admin/content and sees it on the home
// page's banner in each language. The content page is checked with axe.
import { TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/accounts.ts';
import { admin } from './support/admin.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

const t = adminCopyFor('en');
const password = 'a long operator password';

/** An owner invited with the command line, set up through the page, signed in. */
async function signedInOwner(page: Page): Promise<void> {
  const output = admin('operator', 'add', uniqueEmail('content-owner'), '--role', 'owner');
  const link = /https?:\/\/\S+\/admin\/setup\?token=[\w.-]+/.exec(output)?.[0];
  if (!link) throw new Error(`no set-up link in:\n${output}`);
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel(t.setup.password, { exact: true }).fill(password);
  await page.getByLabel(t.setup.passwordAgain, { exact: true }).fill(password);
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  const code = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  await page.getByLabel(t.setup.code).fill(code);
  await page.getByRole('button', { name: t.setup.submit }).click();
  await page.getByLabel(t.setup.recovery.saved).check();
  await page.getByRole('button', { name: t.setup.recovery.continue }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.home.title })).toBeVisible();
}

/** A week from now, as a datetime-local field takes it (the browser's zone is near enough). */
function aWeekFromNow(): string {
  const at = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T12:00`;
}

test('an owner adds a promotion in both languages and sees it on the home page', async ({
  page,
  browser,
}, testInfo) => {
  await signedInOwner(page);
  const nav = page.getByRole('navigation', { name: t.shell.navigation });
  await nav.getByRole('link', { name: t.shell.sections.content }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.content.title })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, '/admin/content/promotions');

  const id = Date.now().toString(36);
  const english = `Holiday readings ${id}`;
  const french = `Consultations des Fêtes ${id}`;
  const form = page.getByRole('form', { name: t.content.promotions.formTitle });
  await form
    .getByRole('group', { name: t.content.english })
    .getByLabel(t.content.promotions.message)
    .fill(english);
  await form
    .getByRole('group', { name: t.content.french })
    .getByLabel(t.content.promotions.message)
    .fill(french);
  await form.getByLabel(t.content.promotions.end).fill(aWeekFromNow());
  await form.getByRole('button', { name: t.content.promotions.create }).click();
  await expect(form.getByRole('status')).toHaveText(t.content.saved);
  const table = page.getByRole('table', { name: t.content.promotions.caption });
  await expect(table.getByRole('row').filter({ hasText: english })).toContainText(
    t.content.showing,
  );

  await page.goto('/');
  await expect(page.getByText(english)).toBeVisible();
  const frenchContext = await browser.newContext({ locale: 'fr-CA' });
  const frenchPage = await frenchContext.newPage();
  await frenchPage.goto(new URL('/', page.url()).toString());
  await expect(frenchPage.getByText(french)).toBeVisible();
  await frenchContext.close();
});
