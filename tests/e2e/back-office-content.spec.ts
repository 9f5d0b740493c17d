// The back office's content, as an owner uses it: set up from the command line's invitation,
// the owner adds a promotion in English and French at /admin/content, corrects its English text
// from the row's Edit button (the same form, in a dialog), sees it changed in the list and on the
// home page's banner in each language. The content page and the edit dialog are checked with axe.
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { setUpOperator } from './support/operators.ts';

const t = adminCopyFor('en');

/** A week from now, as a datetime-local field takes it (the browser's zone is near enough). */
function aWeekFromNow(): string {
  const at = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T12:00`;
}

test('an owner adds a promotion in both languages, corrects it and sees it on the home page', async ({
  page,
  browser,
}, testInfo) => {
  await setUpOperator(page, uniqueEmail('content-owner'), 'owner');
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

  // The English text corrected from the row: the dialog is filled in; only the text changes.
  const corrected = `Holiday readings, last week ${id}`;
  const edit = table.getByRole('button', { name: t.content.editRow(english) });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: t.content.promotions.editTitle });
  const message = dialog
    .getByRole('group', { name: t.content.english })
    .getByLabel(t.content.promotions.message);
  await expect(message).toHaveValue(english);
  await expectNoSeriousViolations(page, testInfo, 'the promotion edit dialog', { within: dialog });
  await message.fill(corrected);
  await dialog.getByRole('button', { name: t.content.save }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: t.content.editSaved(corrected) }),
  ).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: corrected });
  await expect(row).toContainText(french);
  await expect(row.getByRole('button', { name: t.content.editRow(corrected) })).toBeFocused();

  await page.goto('/');
  await expect(page.getByText(corrected)).toBeVisible();
  const frenchContext = await browser.newContext({ locale: 'fr-CA' });
  const frenchPage = await frenchContext.newPage();
  await frenchPage.goto(new URL('/', page.url()).toString());
  await expect(frenchPage.getByText(french)).toBeVisible();
  await frenchContext.close();
});
