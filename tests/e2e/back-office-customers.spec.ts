// The back office's customers, as a support operator works: set up from the invitation, finds a
// customer who just bought minutes with PayPal by their email, refunds the purchase through the
// action's dialog (which asks the reason first; the whole amount is over support's limit and
// refused, half is within it), sees the minutes taken back and the refund in the audit log. The search and the customer's page are checked with axe; the dialog is used
// with the keyboard. Then a customer who was cut off: their call, played on the line as Twilio
// plays it, is credited back from the calls section, once.
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { expect, test } from './support/fixtures.ts';
import { newCustomer, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { choosePackage, payWithPayPal } from './support/customer-steps.ts';
import { setUpOperator } from './support/operators.ts';
import { callAdvisor, customerReadyToCall } from './support/phone-line.ts';

const t = adminCopyFor('en');
const cp = t.customerPages;

test('support finds a customer, refunds their purchase with a reason, and the audit log shows it', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // A customer buys the Standard package through PayPal.
  const shopper = await context.newPage();
  const customer = await newCustomer(shopper, request, 'refunded');
  const bundleName = accountCopy.purchase.bundleNames['bundle-20'];
  await choosePackage(shopper, bundleName, accountCopy.checkout.paymentMethod.paypal);
  await payWithPayPal(shopper);
  await shopper.close();

  await setUpOperator(page, uniqueEmail('support'), 'support');
  const nav = page.getByRole('navigation', { name: t.shell.navigation });
  // Support has customers and the audit log, not the owners' sections.
  await expect(nav.getByRole('link', { name: t.shell.sections.reports })).toHaveCount(0);
  await nav.getByRole('link', { name: t.shell.sections.customers }).click();
  await expect(page.getByRole('heading', { level: 1, name: cp.title })).toBeVisible();
  await page.getByLabel(cp.search).fill(customer.email);
  await page.getByRole('button', { name: t.table.apply }).click();
  const found = page.getByRole('table', { name: cp.caption });
  const row = found.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expectNoSeriousViolations(page, testInfo, '/admin/customers');
  await row.getByRole('link').click();

  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText(cp.minutes(25));
  await expectNoSeriousViolations(page, testInfo, '/admin/customers/:id');

  // The refund's dialog, by keyboard: the reason is asked before anything is sent.
  await page
    .getByRole('button', { name: new RegExp(`^${cp.actions.refund} ${bundleName}`) })
    .focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: cp.dialog.confirm }).press('Enter');
  await expect(dialog.getByText(cp.dialog.reasonRequired)).toBeVisible();
  const reason = 'Charged twice, says the customer';
  await dialog.getByLabel(cp.dialog.reason, { exact: true }).fill(reason);
  // All that is left ($57.49) is over support's limit: the server refuses it in its own words.
  await dialog.getByRole('button', { name: cp.dialog.confirm }).press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(t.customers.refundOverLimit(formatCad(5000)));
  await expect(balance).toHaveText(cp.minutes(25));

  // Half of it is within the limit: half of the purchase's minutes go back.
  await dialog.getByLabel(cp.dialog.amount).fill('28.75');
  await dialog.getByRole('button', { name: cp.dialog.confirm }).press('Enter');
  await expect(page.getByText(cp.done['customer.purchase.refund'] ?? '')).toBeVisible();
  await expect(balance).not.toHaveText(cp.minutes(25));

  await nav.getByRole('link', { name: t.shell.sections.audit }).click();
  const audit = page.getByRole('table', { name: t.audit.caption });
  await expect(
    audit.getByRole('row').filter({ hasText: 'customer.purchase.refund' }).first(),
  ).toContainText(reason);
});

test('support credits back a call that was cut off, once, with a reason', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A customer with 12 minutes (Basic: 10 + 2 free) calls advisor 4001 and talks 125 seconds.
  const caller = await context.newPage();
  const customer = await customerReadyToCall(caller, request, 'cut-off');
  await caller.close();
  const call = await callAdvisor(baseURL, {
    from: customer.phone,
    extension: 4001,
    talkSeconds: 125,
  });
  expect(call.minutesCharged).toBe(3);

  await setUpOperator(page, uniqueEmail('support'), 'support');
  const nav = page.getByRole('navigation', { name: t.shell.navigation });
  await nav.getByRole('link', { name: t.shell.sections.customers }).click();
  await page.getByLabel(cp.search).fill(customer.email);
  await page.getByRole('button', { name: t.table.apply }).click();
  await page
    .getByRole('table', { name: cp.caption })
    .getByRole('row')
    .filter({ hasText: customer.email })
    .getByRole('link')
    .click();
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText(cp.minutes(9));

  // The call's row offers "Credit back"; the dialog says what goes back and asks the reason.
  const credit = page.getByRole('button', { name: new RegExp(`^${cp.actions.creditCall} `) });
  await expect(credit).toHaveCount(1);
  await credit.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(cp.dialog.creditCall(3));
  await dialog.getByLabel(cp.dialog.reason, { exact: true }).fill('Cut off after two minutes');
  await dialog.getByRole('button', { name: cp.dialog.confirm }).click();
  await expect(page.getByText(cp.done['customer.call.credit'] ?? '')).toBeVisible();
  await expect(balance).toHaveText(cp.minutes(12));
  // Credited once: the row now says so and offers nothing more.
  await expect(credit).toHaveCount(0);
  await expect(page.getByText(cp.credited, { exact: true })).toBeVisible();
});
