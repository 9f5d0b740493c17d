// A new customer's own area (docs/decisions/011-customer-area.md): add a phone number with the texted code,
// edit the profile, and delete the account.
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { formatPhone } from '#shared/format/display.ts';
import { expect, test } from './support/fixtures.ts';
import { newCustomer, signIn } from './support/accounts.ts';
import { addPhoneOnDashboard, uniquePhone } from './support/customer-steps.ts';
import { keepScreenshot } from './support/screenshots.ts';

const area = accountCopy.customerArea;

test('add a phone number with the code from the outbox, and see it as Primary', async ({
  page,
  request,
}, testInfo) => {
  await newCustomer(page, request, 'phone');
  const phone = uniquePhone();
  // The dashboard explains, a second after loading, why a number matters; then the number is
  // added with the texted code.
  const card = await addPhoneOnDashboard(page, request, phone);
  await expect(card).toContainText(formatPhone(phone));
  await expect(card).toContainText(accountCopy.customer.dashboard.primary);
  await keepScreenshot(page, testInfo, 'dashboard-with-phone');
});

test('edit the profile: name, birth date and email notifications', async ({ page, request }) => {
  await newCustomer(page, request, 'profile');
  await page.goto('/profile');
  // Exact: 'Win Credits' in the header contains "edit" too.
  await page.getByRole('button', { name: accountCopy.customer.profile.edit, exact: true }).click();
  await page.getByLabel(area.profile.name).fill('Aurora Lightfoot');
  await page.getByLabel(area.profile.birthDate).fill('1990-05-17');
  // The label names the sender: the brand the server runs with (BRAND_NAME's default).
  await page
    .getByLabel(accountCopy.customer.profile.emailNotificationsLabel('Lumina Psychics'))
    .check();
  await page.getByRole('button', { name: accountCopy.customer.profile.save }).click();

  await expect(page.getByText(area.profile.updated).first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Aurora Lightfoot');
  await expect(page.getByRole('banner')).toContainText('Aurora Lightfoot');
  // Saved on the server: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('main')).toContainText('Aurora Lightfoot');
});

test('delete the account, then fail to sign in again', async ({ page, request }) => {
  const { email, password } = await newCustomer(page, request, 'leaving');
  await page
    .getByRole('button', { name: accountCopy.customer.dashboard.deleteAccount })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: area.dashboard.deletion.dialogTitle });
  const confirm = dialog.getByRole('button', { name: area.dashboard.deletion.confirm });
  await dialog.getByLabel(area.dashboard.deletion.fieldLabel('DELETE')).fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(area.dashboard.deletion.fieldLabel('DELETE')).fill('DELETE');
  await confirm.click();

  // The toast says it, and so does the page's live status while it signs out.
  await expect(
    page.getByRole('alert').getByText(accountCopy.customer.deletion.success),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page.getByRole('alert')).toContainText(copy.auth.signIn.accountDeleted);
});
