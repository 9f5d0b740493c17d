// The back office's reports, as an owner reads them: invited with the operator command and set up
// from the link (as in back-office.spec.ts), the reports opened from the sections, a customer's
// PayPal purchase made meanwhile, and the sales figures grown by exactly that order (GST and the
// amount paid); the sales CSV downloaded for the tax returns. Checked with axe.
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import { findBundle } from '#shared/pricing/bundles.ts';
import { orderTotals } from '#shared/pricing/totals.ts';
import { expect, test } from './support/fixtures.ts';
import { newCustomer, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { choosePackage, payWithPayPal } from './support/customer-steps.ts';
import { setUpOperator } from './support/operators.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';

const t = adminCopyFor('en');
const r = t.reports;

/** A "Collected" amount of the sales' tax table, in cents ("$1,234.56" → 123456). */
async function collected(taxes: Locator, rowName: string): Promise<number> {
  const row = taxes
    .getByRole('row')
    .filter({ has: taxes.page().getByRole('rowheader', { name: rowName, exact: true }) });
  const text = (await row.getByRole('cell').first().textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test('an owner reads the period’s sales, sees a purchase made meanwhile and downloads the CSV', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await setUpOperator(page, uniqueEmail('reports-owner'), 'owner');
  const nav = page.getByRole('navigation', { name: t.shell.navigation });
  await nav.getByRole('link', { name: t.shell.sections.reports }).click();
  await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
  // This month by day, unless the address says otherwise.
  await expect(page.getByLabel(r.period.preset, { exact: true })).toHaveValue('thisMonth');
  const taxes = page.getByRole('table', { name: r.sales.taxesCaption });
  await expect(taxes).toBeVisible();
  const before = {
    paid: await collected(taxes, r.sales.amountPaid),
    gst: await collected(taxes, r.sales.gst),
  };
  await expectNoSeriousViolations(page, testInfo, '/admin/reports');

  // Meanwhile a customer buys Premium through PayPal.
  const shopper = await context.newPage();
  await newCustomer(shopper, request, 'reports');
  await choosePackage(
    shopper,
    accountCopy.purchase.bundleNames['bundle-40'],
    accountCopy.checkout.paymentMethod.paypal,
  );
  await payWithPayPal(shopper);
  await shopper.close();
  const bundle = findBundle('bundle-40');
  if (!bundle) throw new Error('no bundle-40');
  const order = orderTotals(bundle);

  await page.reload();
  await expect(taxes).toBeVisible();
  expect(await collected(taxes, r.sales.amountPaid)).toBe(before.paid + order.totalCents);
  expect(await collected(taxes, r.sales.gst)).toBe(before.gst + order.gstCents);
  const lines = page.getByRole('table', { name: r.sales.linesCaption });
  await expect(
    lines
      .getByRole('row')
      .filter({ hasText: accountCopy.purchase.bundleNames['bundle-40'] })
      .first(),
  ).toContainText(r.sales.paymentMethods.paypal);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: r.sales.downloadCsv }).click();
  const file = await download;
  const search = new URL(page.url()).searchParams;
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^${r.csvFileNames.sales}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  if (from && to)
    expect(file.suggestedFilename()).toBe(`${r.csvFileNames.sales}-${from}-${to}.csv`);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^"period","package","payment_method",/);
  expect(csv).toContain(`"${bundle.name}","paypal"`);

  // A custom period goes into the address.
  await page.getByLabel(r.period.preset, { exact: true }).selectOption('custom');
  await page.getByLabel(r.period.by, { exact: true }).selectOption('month');
  await page.getByRole('button', { name: r.period.apply }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('by')).toBe('month');
  await expectNoSeriousViolations(page, testInfo, '/admin/reports by month');
});
