// The back office at /admin, as an owner meets it: invited with the operator command, set up from
// the link (the authenticator's code computed here from the key the page shows, as an app would),
// the recovery codes shown once, signed out, signed in again with the keyboard alone (with a
// recovery code: a code from the app is never accepted twice), and the audit log of what was done.
// Each state is checked with axe; the French page too.
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { pressUntilFocused } from './support/focus-checks.ts';
import { authenticatorCode, inviteOperator, operatorPassword } from './support/operators.ts';

const t = adminCopyFor('en');

test('an owner sets up their account, signs in with the keyboard and reads the audit log', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('owner');
  await page.goto(inviteOperator(email, 'owner'));

  // The token left the address bar at once.
  await expect(page.getByRole('heading', { level: 1, name: t.setup.title })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('img', { name: t.setup.qrCode })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, '/admin/setup');

  await page.getByLabel(t.setup.password, { exact: true }).fill(operatorPassword);
  await page.getByLabel(t.setup.passwordAgain, { exact: true }).fill(operatorPassword);
  await page.getByLabel(t.setup.code).fill(await authenticatorCode(page));
  await page.getByRole('button', { name: t.setup.submit }).click();

  const codes = page.getByRole('list', { name: t.setup.recovery.listLabel });
  await expect(page.getByRole('heading', { name: t.setup.recovery.title })).toBeFocused();
  const recoveryCodes = (await codes.getByRole('listitem').allTextContents()).map((code) =>
    code.trim(),
  );
  expect(recoveryCodes.length).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, testInfo, '/admin/setup, recovery codes');
  await page.getByLabel(t.setup.recovery.saved).check();
  await page.getByRole('button', { name: t.setup.recovery.continue }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.home.title })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(email);

  await page.getByRole('button', { name: t.shell.signOut }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.signIn.title })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, '/admin/sign-in');

  // Keyboard only: the skip link first, then the form, sent with Enter.
  // The first Tab waits for the page: pressed while the back office's code still loads, it lands in
  // the browser's own controls and the skip link is never reached.
  await page.goto('/admin/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: t.signIn.title })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: t.shell.skipToContent })).toBeFocused();
  await pressUntilFocused(page, page.getByLabel(t.signIn.email));
  await page.keyboard.type(email);
  await pressUntilFocused(page, page.getByLabel(t.signIn.password, { exact: true }));
  await page.keyboard.type(operatorPassword);
  await pressUntilFocused(page, page.getByLabel(t.signIn.code));
  await page.keyboard.type('not-a-code');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(t.signIn.failed);
  await expect(page.getByRole('alert')).toBeFocused();
  await pressUntilFocused(page, page.getByLabel(t.signIn.code));
  await page.keyboard.type(recoveryCodes[0] ?? '');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t.home.title })).toBeVisible();

  const nav = page.getByRole('navigation', { name: t.shell.navigation });
  await pressUntilFocused(page, nav.getByRole('link', { name: t.shell.sections.audit }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t.audit.title })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
  const log = page.getByRole('table', { name: t.audit.caption });
  await expect(log.getByRole('row').filter({ hasText: email }).first()).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, '/admin/audit');

  // The text filter goes into the address and the request.
  await page.getByLabel(t.audit.text).fill('no-such-subject-anywhere');
  await page.getByRole('button', { name: t.table.apply }).click();
  await expect(page.getByText(t.table.empty)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('q')).toBe('no-such-subject-anywhere');
});

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('the sign-in page is in French, and axe-clean', async ({ page }, testInfo) => {
    const fr = adminCopyFor('fr-CA');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: fr.signIn.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page).toHaveTitle(fr.pageTitle(fr.signIn.title));
    await expectNoSeriousViolations(page, testInfo, '/admin/sign-in in French');
  });
});
