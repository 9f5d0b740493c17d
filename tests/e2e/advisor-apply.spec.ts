// Becoming an advisor (docs/decisions/049): a visitor follows the footer's Expert Application Form,
// fills in the form and gets the confirmation email; an owner approves the application in the back
// office; the advisor exists, unlisted, with the extension the page announced, and the invitation
// SMS is in the outbox. axe on the form, the confirmation and the application's page.
import { DevOutboxResponseSchema } from '#shared/api/dev-outbox.ts';
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import { applyCopyFor } from '#shared/copy/advisor-apply-catalogue.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { setUpOperator } from './support/operators.ts';

const t = applyCopyFor('en');
const a = adminCopyFor('en');

test('a visitor applies from the footer and an owner approves them into an unlisted advisor', async ({
  page,
  request,
}, testInfo) => {
  // Two areas, an operator's set-up and four axe checks.
  test.setTimeout(90_000);
  const email = uniqueEmail('applicant');
  const phone = `514${String(2_000_000 + Math.floor(Math.random() * 7_999_999))}`;
  const name = `Applicant ${phone.slice(-4)}`;

  const brand = (await (await request.get('/api/config')).json()) as { brandName: string };
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: copyFor('en').navigation.footer.expertApplication })
    .click();
  await expect(page).toHaveURL(/\/advisors\/apply$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    copyFor('en').pages.titles.advisorApply,
  );
  await expectNoSeriousViolations(page, testInfo, '/advisors/apply');

  const main = page.getByRole('main');
  await main.getByLabel(t.name, { exact: true }).fill(name);
  await main.getByLabel(t.email, { exact: true }).fill(email);
  await main.getByLabel(t.phone, { exact: true }).fill(phone);
  await page
    .getByRole('group', { name: t.languages })
    .getByRole('checkbox', { name: t.languageNames.en })
    .check();
  await page
    .getByRole('group', { name: t.specialties })
    .getByRole('checkbox', { name: t.specialtyNames.tarot })
    .check();
  await main.getByLabel(t.years, { exact: true }).fill('7');
  await page
    .getByLabel(t.sample, { exact: true })
    .fill('The cards show a long road and then a door that opens in the spring. '.repeat(4));
  await page.getByRole('checkbox', { name: t.consent(brand.brandName) }).check();
  await page.getByRole('button', { name: t.submit }).click();

  await expect(page.getByRole('heading', { name: t.sent.title })).toBeFocused();
  await expectNoSeriousViolations(page, testInfo, '/advisors/apply (sent)');

  const outbox = async () =>
    DevOutboxResponseSchema.parse(await (await request.get('/api/dev/outbox')).json()).messages;
  const texts = messageCopyFor('en');
  await expect
    .poll(async () => (await outbox()).some((m) => m.to === email && m.channel === 'email'))
    .toBe(true);
  expect((await outbox()).find((m) => m.to === email)?.subject).toBe(
    texts.advisorApplicationEmail.subject(brand.brandName),
  );

  await setUpOperator(page, uniqueEmail('owner'), 'owner');
  await page.getByRole('link', { name: a.shell.sections.applications }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, '/admin/applications/:id');
  await page.getByRole('button', { name: a.applications.approve }).click();
  await page
    .getByRole('dialog', { name: a.applications.approveTitle })
    .getByRole('button', { name: a.applications.approveConfirm })
    .click();

  // The announced outcome, with the extension where the catalogue's text puts it.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before = '', after = ''] = a.applications.approved(9999).split('9999');
  const announced = new RegExp(`${escape(before)}(\\d{4})${escape(after)}`);
  const outcome = page.getByText(announced);
  await expect(outcome).toBeVisible();
  const extension = announced.exec((await outcome.textContent()) ?? '')?.[1] ?? '';
  expect(extension).toMatch(/^\d{4}$/);

  await page
    .getByRole('link', { name: a.applications.details.advisorLink(Number(extension)) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/advisors/${extension}$`));
  const board = await request.get('/api/advisors');
  expect(await board.text()).not.toContain(name);

  await expect
    .poll(async () => (await outbox()).find((m) => m.to === phone && m.channel === 'sms')?.text)
    .toContain(`/advisor`);
  const sms = (await outbox()).find((m) => m.to === phone && m.channel === 'sms');
  expect(sms?.text).toContain(extension);
});
