// An advisor's public profile page (issue 22 item 7): a customer opens it from the advisor's card
// on the board and sees the advisor's texts, week, status and Call Now, on a phone's screen,
// axe-clean; the server sends its title and description in the page's language (here French),
// and an extension nobody has is a 404.
import { seedAdvisors } from '#server/db/seed/advisors.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { contentCopy, contentCopyFor } from '#shared/copy/content-catalogue.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

// A demo advisor who is available on the board and whom no other journey changes.
const celeste = seedAdvisors.find((advisor) => advisor.extension === 4001);
if (!celeste) throw new Error('the demo data has no advisor 4001');
const t = contentCopy.advisorProfile;

test.use({ viewport: { width: 390, height: 844 } });

test('a customer opens an advisor’s profile from their card and can call them', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await page.getByLabel(accountCopy.accountForms.fields.email).fill('demo@lumina-psychics.example');
  await page
    .getByLabel(accountCopy.accountForms.fields.password, { exact: true })
    .fill('demo-password');
  await page
    .getByRole('button', { name: accountCopy.accountForms.signIn.submit, exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/');
  const card = page.getByRole('article', { name: celeste.name });
  await card.getByRole('link', { name: celeste.name }).click();

  await expect(page).toHaveURL(/\/advisors\/4001$/);
  await expect(page.getByRole('heading', { level: 1, name: celeste.name })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toContainText(copy.advisors.status.available);
  await expect(main.getByText(celeste.description)).toBeVisible();
  await expect(main.getByText(celeste.availTimeStr)).toBeVisible();
  await expect(main.getByRole('table', { name: t.scheduleHeading })).toBeVisible();
  await expect(main.getByRole('link', { name: copy.advisors.callNow })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(
    main.getByRole('button', { name: copy.board.card.playDescriptionOf(celeste.name) }),
  ).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${t.title(celeste.name)}`));
  await expectNoSeriousViolations(page, testInfo, '/advisors/4001');
});

test('the French profile page names the advisor in French to search engines', async ({
  browser,
  request,
}) => {
  const fr = contentCopyFor('fr-CA').advisorProfile;
  const html = await (
    await request.get('/advisors/4001', { headers: { 'accept-language': 'fr-CA' } })
  ).text();
  expect(html).toContain(`<title>${fr.title(celeste.name)}`);
  expect(html).toContain('<link rel="canonical"');

  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await page.goto('/advisors/4001');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: celeste.name })).toBeVisible();
  await expect(page.getByText(celeste.descriptionFr)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${fr.title(celeste.name)}`));
  await context.close();

  const missing = await request.get('/advisors/9999');
  expect(missing.status()).toBe(404);
});
