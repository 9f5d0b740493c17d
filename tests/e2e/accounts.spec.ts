// The accounts journeys of a new user (docs/decisions/007-accounts-and-sessions.md): register and confirm the email, sign
// in by phone with a texted code, and reset a forgotten password — codes and links read from the
// dev outbox, as a person would on `npm start`.
import { expect, test } from './support/fixtures.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { latestEmailLink, latestSmsCode } from './support/outbox.ts';
import { demo, register, signIn, uniqueEmail } from './support/accounts.ts';

const forms = accountCopy.accountForms;
test('register, confirm the email from the outbox, sign in and land on the dashboard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('journey');
  await register(page, email, 'moonlit-tarot-42');

  // Signing in before confirming is refused with the spec's text.
  await page.goto('/login');
  await signIn(page, email, 'moonlit-tarot-42');
  await expect(page.getByRole('alert')).toContainText(copy.auth.signIn.emailNotConfirmed);

  // The tab is already on /login: only the fragment changes, and the page still takes it.
  const link = await latestEmailLink(request, email, '/login#confirm=');
  await page.goto(link);
  await expect(page.getByText(copy.auth.confirmation.confirmed)).toBeVisible();
  // The token left the address bar at once (docs/decisions/028).
  expect(page.url()).not.toContain('confirm=');

  await signIn(page, email, 'moonlit-tarot-42');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: copy.pages.titles.dashboard }),
  ).toBeVisible();
  // The header greets the new customer with the name derived from the email and 0 minutes.
  await expect(page.getByRole('banner')).toContainText(copy.common.minutes(0));
  await expect(page.getByRole('banner')).toContainText('Journey');

  // A welcome email followed the confirmation.
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/outbox');
      const body = (await res.json()) as { messages: { to: string; subject: string | null }[] };
      return body.messages.filter((m) => m.to === email).length;
    })
    .toBe(2);
});

test('sign in by phone with the code texted to the demo customer, then sign out', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: forms.signIn.usePhone }).click();
  await page.getByLabel(forms.fields.phone).fill(demo.phone);
  await page.getByRole('button', { name: forms.phone.sendCode }).click();

  const code = await latestSmsCode(request, demo.phone);
  await page.getByPlaceholder(copy.auth.otp.codePlaceholder).fill(code);
  await page.getByRole('button', { name: forms.phone.verify }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const header = page.getByRole('banner');
  await expect(header).toContainText(demo.name);
  await expect(header).toContainText(copy.common.minutes(30));

  await header.getByRole('button', { name: forms.header.accountMenu }).click();
  await header.getByRole('button', { name: copy.navigation.signOut }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: copy.navigation.signIn })).toBeVisible();
});

test('a visitor sent to sign in from /dashboard comes back there after signing in', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await signIn(page, demo.email, 'demo-password');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('reset a forgotten password from the emailed link, then sign in with the new one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgetful');
  await register(page, email, 'first-password-1');
  await page.goto(await latestEmailLink(request, email, '/login#confirm='));
  await expect(page.getByText(copy.auth.confirmation.confirmed)).toBeVisible();

  await page.getByRole('button', { name: copy.auth.password.forgotPassword }).click();
  await page.getByLabel(forms.fields.email).fill(email);
  await page.getByRole('button', { name: forms.forgotPassword.submit }).click();
  await expect(page.getByText(copy.auth.password.resetRequested)).toBeVisible();

  await page.goto(await latestEmailLink(request, email, '/reset-password#token='));
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel(forms.fields.newPassword, { exact: true }).fill('second-password-2');
  await page.getByLabel(forms.fields.confirmPassword, { exact: true }).fill('second-password-2');
  await page.getByRole('button', { name: forms.resetPassword.submit }).click();
  await expect(page.getByText(forms.resetPassword.updated)).toBeVisible();

  // Three seconds later the screen returns to sign-in with the spec's message.
  await expect(page).toHaveURL(/\/login/, { timeout: 6000 });
  await expect(page.getByText(copy.auth.password.resetDone)).toBeVisible();

  await signIn(page, email, 'first-password-1');
  await expect(page.getByRole('alert')).toContainText(copy.auth.signIn.wrongCredentials);
  await page.getByLabel(forms.fields.password, { exact: true }).fill('second-password-2');
  await page.getByRole('button', { name: forms.signIn.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
