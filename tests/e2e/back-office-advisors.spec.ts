// The back office's advisors, as an owner works with them: set up from the invitation, adds an
// advisor who is listed, sees them on the public board, signs them in and sets their payout rate
// from today with a reason; axe on the list, the add form and the advisor's page.
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/accounts.ts';
import { admin } from './support/admin.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { setUpOperator } from './support/operators.ts';

const t = adminCopyFor('en');
const a = t.advisors;

test('an owner adds an advisor, sees them on the board, signs them in and sets their rate', async ({
  page,
}, testInfo) => {
  await setUpOperator(page, uniqueEmail('owner'), 'owner');
  await page.getByRole('link', { name: t.shell.sections.advisors }).click();
  await expect(page.getByRole('table', { name: a.caption })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, '/admin/advisors');

  const extension = String(5000 + Math.floor(Math.random() * 4900));
  const name = `Iris ${extension}`;
  await page.getByRole('link', { name: a.add }).click();
  await expect(page.getByRole('heading', { level: 1, name: a.addForm.title })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, '/admin/advisors/new');
  await page.getByLabel(a.identity.extension).fill(extension);
  await page.getByLabel(a.identity.name).fill(name);
  await page.getByLabel(a.texts.description, { exact: true }).fill('Iris reads the tarot.');
  await page.getByLabel(a.texts.descriptionFr).fill('Iris tire le tarot.');
  await page.getByLabel(a.identity.isListed).check();
  await page.getByRole('button', { name: a.addForm.submit }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${name} (${extension})` }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, '/admin/advisors/:extension');

  // Listed: the public board shows them.
  const board = await page.context().newPage();
  await board.goto('/');
  await expect(board.getByText(name).first()).toBeVisible();
  await board.close();

  const presence = page.getByRole('region', { name: a.presence.title });
  await presence.getByRole('button', { name: a.presence.signIn }).click();
  await expect(presence.getByText(a.presence.current(a.statuses.available))).toBeVisible();

  const rates = page.getByRole('region', { name: a.rates.title });
  await rates.getByLabel(a.rates.amount).fill('0.275');
  await rates.getByRole('button', { name: a.rates.submit }).click();
  await expect(rates.getByRole('alert')).toContainText(a.rates.reasonRequired);
  await rates.getByLabel(a.rates.reason).fill('Starting rate');
  await rates.getByRole('button', { name: a.rates.submit }).click();
  await expect(rates.getByRole('status')).toHaveText(a.saved);
  await expect(rates.getByRole('table', { name: a.rates.caption })).toContainText('$0.275');
  await expectNoSeriousViolations(page, testInfo, '/admin/advisors/:extension, rate set');

  // The suite's other journeys count the seeded advisors on the board: this one leaves it as it was.
  admin('advisor', 'edit', extension, '--listed', 'no');
});
