// An advisor's calls and earnings in the advisors' app (docs/decisions/048), on a phone's screen:
// an owner gives advisor 4005 a payout rate from today through the back office's API, a customer
// with minutes calls them on the line (played as Twilio plays it), and the advisor, signed in by
// the code texted to them, finds the call in "My calls" with its earnings at that rate, then in
// the month's statement, whose CSV says the same; axe on both pages.
import { SIMULATED_TWILIO_ACCOUNT_SID } from '#server/config.ts';
import { playCall } from '#server/providers/voice/simulator/call-player.ts';
import { advisorAppCopyFor } from '#shared/copy/advisor-app-catalogue.ts';
import { formatHundredthsOfCent } from '#shared/pricing/money.ts';
import { businessDate } from '#shared/time/business-time.ts';
import { expect, test } from './support/fixtures.ts';
import { newCustomer, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  addPhoneOnDashboard,
  choosePackage,
  payWithPayPal,
  uniquePhone,
} from './support/customer-steps.ts';
import { setUpOperator } from './support/operators.ts';
import { latestSmsCode } from './support/outbox.ts';
import { e2eTwilioAuthToken } from './support/phone-line.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';

const t = advisorAppCopyFor('en');
const e = t.earnings;
// A demo advisor no other journey calls or changes, available on the board.
const sienna = { extension: 4005, name: 'Sienna Delacroix', phone: '5145550145' };
// $0.3117 a minute: an amount no other rate gives, so the call's earnings name this rate.
const rate = 3117;

test.use({ viewport: { width: 390, height: 844 } });

test('an advisor sees a call in "My calls" with its earnings, then in the month’s statement', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  // The owner sets Sienna's rate from today (Montréal's day), with a reason.
  const owner = await context.newPage();
  await setUpOperator(owner, uniqueEmail('owner'), 'owner');
  const set = await owner.request.post(`/api/admin/advisors/${sienna.extension}/rates`, {
    data: {
      perMinuteHundredthsOfCent: rate,
      appliesFrom: businessDate(new Date()),
      reason: 'Rate for the earnings journey',
    },
  });
  expect(set.status()).toBe(200);
  await owner.close();

  // A customer with 12 minutes (Basic: 10 + 2 free) calls Sienna and talks 125 seconds: 3 minutes.
  const caller = await context.newPage();
  await newCustomer(caller, request, 'earnings');
  const phone = uniquePhone();
  await addPhoneOnDashboard(caller, request, phone);
  await choosePackage(
    caller,
    accountCopy.purchase.bundleNames['bundle-10'],
    accountCopy.checkout.paymentMethod.paypal,
  );
  await payWithPayPal(caller);
  await caller.close();
  const call = await playCall({
    publicUrl: baseURL ?? '',
    authToken: e2eTwilioAuthToken,
    accountSid: SIMULATED_TWILIO_ACCOUNT_SID,
    from: phone,
    to: '+18885550142',
    presses: [String(sienna.extension)],
    talkSeconds: 125,
  });
  expect(call.minutesCharged).toBe(3);
  const earned = formatHundredthsOfCent(3 * rate);

  // Sienna signs in by code and opens "My calls" from the layout's navigation.
  await page.goto('/advisor');
  await page.getByLabel(t.signIn.phoneLabel).fill(sienna.phone);
  await page.getByRole('button', { name: t.signIn.sendCode }).click();
  await page.getByLabel(t.signIn.codeLabel).fill(await latestSmsCode(request, sienna.phone));
  await page.getByRole('button', { name: t.signIn.signIn }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.presence.title })).toBeVisible();
  const nav = page.getByRole('navigation', { name: e.nav.label });
  await nav.getByRole('link', { name: e.nav.calls }).click();
  await expect(page.getByRole('heading', { level: 1, name: e.calls.title })).toBeVisible();
  await expect(page).toHaveURL(/\/advisor\/calls$/);
  // The newest call first: this one, 3 minutes billed, at today's rate.
  const newest = page.getByRole('table', { name: e.calls.caption }).getByRole('row').nth(1);
  await expect(newest).toContainText(t.call.duration(125));
  await expect(newest).toContainText(earned);
  await expect(page.getByRole('table', { name: e.totals.caption })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, '/advisor/calls');

  // The month's statement: Sienna's name and extension, the call, and its CSV.
  await nav.getByRole('link', { name: e.nav.statements }).click();
  await expect(page.getByRole('heading', { level: 1, name: e.statements.title })).toBeVisible();
  await page.getByRole('button', { name: e.statements.show }).click();
  const statement = page.getByRole('article');
  await expect(statement).toContainText(e.statements.advisor(sienna.name, sienna.extension));
  await expect(statement.getByRole('table', { name: e.statements.caption })).toContainText(earned);
  await expectNoSeriousViolations(page, testInfo, '/advisor/statements');
  const href = await statement
    .getByRole('link', { name: e.statements.downloadCsv })
    .getAttribute('href');
  const csv = await page.request.get(href ?? '');
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`"${((3 * rate) / 10_000).toFixed(4)}"`);
});
