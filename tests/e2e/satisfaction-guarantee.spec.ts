// The satisfaction guarantee from a customer's side and an operator's (docs/decisions/054): after
// a call, the customer claims its minutes back from the usage history with a reason; the first
// claim of 30 days, of up to 20 minutes, is granted at once (the balance and the history show it);
// a second one goes to review, and an operator approves or declines it on the back office's
// Claims page, which the customer's balance, history and email show. The terms say the rule, in
// both languages.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { contentCopyFor } from '#shared/copy/content-catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { paths } from '#web/config/paths.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { setUpOperator } from './support/operators.ts';
import { latestEmail } from './support/outbox.ts';
import { callAdvisor, customerReadyToCall } from './support/phone-line.ts';

const area = accountCopy.customerArea.dashboard;
const g = accountCopy.limits.guarantee;
const claimsTexts = adminCopyFor('en').claims;
const minutes = copy.common.minutes;

/** A call of 125 seconds (3 minutes billed) from the customer's number. */
async function callForThreeMinutes(baseURL: string | undefined, phone: string) {
  const call = await callAdvisor(baseURL, { from: phone, extension: 4001, talkSeconds: 125 });
  expect(call.failure).toBeNull();
  expect(call.minutesCharged).toBe(3);
}

function usageHistory(page: Page) {
  return page.getByRole('region', { name: area.usageHistory.heading });
}

async function expectBalance(page: Page, count: number) {
  await expect(page.getByRole('region', { name: area.creditBalance.heading })).toContainText(
    minutes(count),
  );
}

/**
 * On /dashboard: claims the newest call (the history's first row) with a reason; `checks` also
 * sends it without one first and runs axe on the dialog.
 */
async function claimNewestCall(page: Page, testInfo: TestInfo, reason: string, checks: boolean) {
  const newest = usageHistory(page).getByRole('row').nth(1);
  await newest.getByRole('button', { name: g.claim }).click();
  const dialog = page.getByRole('dialog', { name: g.heading });
  await expect(dialog).toContainText(g.intro(minutes(3)));
  if (checks) {
    // Without a reason: asked for one, at the field.
    await dialog.getByRole('button', { name: g.send }).click();
    await expect(dialog.getByLabel(g.reason)).toHaveAccessibleDescription(g.reasonRequired);
    await expectNoSeriousViolations(page, testInfo, 'the claim dialog asking for a reason', {
      within: dialog,
    });
  }
  await dialog.getByLabel(g.reason).fill(reason);
  await dialog.getByRole('button', { name: g.send }).click();
  await expect(dialog).toBeHidden();
  return newest;
}

/**
 * A customer with two claims, the second waiting for an operator: their email. `checks` runs
 * the accessibility checks on the way (one journey does; the other keeps to its 90 s).
 */
async function customerWithClaimInReview(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  testInfo: TestInfo,
  checks: boolean,
) {
  const { email, phone } = await customerReadyToCall(page, request, 'guarantee');
  await callForThreeMinutes(baseURL, phone);
  await page.reload();
  await expectBalance(page, 9);

  // The first claim of 30 days, of 3 minutes: granted at once.
  const first = await claimNewestCall(page, testInfo, 'The line kept cutting out.', checks);
  await expect(page.getByText(g.granted(minutes(3))).first()).toBeVisible();
  await expect(first).toContainText(g.status.granted);
  await expect(first.getByText(g.status.granted)).toBeFocused();
  await expectBalance(page, 12);
  await expect(page.getByRole('banner')).toContainText(minutes(12));

  // A second claim within 30 days: to review, nothing given back yet.
  await callForThreeMinutes(baseURL, phone);
  await page.reload();
  await expectBalance(page, 9);
  const second = await claimNewestCall(
    page,
    testInfo,
    'The reading did not answer my question.',
    checks,
  );
  await expect(page.getByText(g.review).first()).toBeVisible();
  await expect(second).toContainText(g.status.review);
  await expectBalance(page, 9);
  if (checks) {
    await expectNoSeriousViolations(page, testInfo, '/dashboard with claims granted and in review');
  }
  return { email };
}

/** Signs an owner in on `page` and opens the claim of the customer `email` to decide it. */
async function openClaimInBackOffice(page: Page, email: string) {
  await setUpOperator(page, uniqueEmail('claims-owner'), 'owner');
  await page.getByRole('link', { name: adminCopyFor('en').shell.sections.claims }).click();
  await expect(page.getByRole('heading', { level: 1, name: claimsTexts.title })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(claimsTexts.statuses.review);
  return row;
}

test('a first claim is granted at once; a second goes to review and an owner approves it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { email } = await customerWithClaimInReview(page, request, baseURL, testInfo, true);

  const row = await openClaimInBackOffice(page, email);
  await expectNoSeriousViolations(page, testInfo, '/admin/claims with a claim to review');
  await row.getByRole('button', { name: claimsTexts.approve }).click();
  await page.getByLabel(claimsTexts.approveReason).fill('A second call that went wrong.');
  await page.getByRole('button', { name: claimsTexts.approveConfirm }).click();
  // The outcome is announced and takes the focus.
  await expect(page.locator(':focus')).toContainText(claimsTexts.approved(3));

  const brand = (await (await request.get('/api/config')).json()) as { brandName: string };
  await latestEmail(
    request,
    email,
    messageCopyFor('en').guaranteeApprovedEmail.subject(brand.brandName),
  );
  await page.goto('/dashboard');
  await expectBalance(page, 12);
  await expect(usageHistory(page).getByRole('row').nth(1)).toContainText(g.status.approved);
});

test('an owner declines a claim in review: the customer is emailed the message, the minutes stay spent', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { email } = await customerWithClaimInReview(page, request, baseURL, testInfo, false);

  const row = await openClaimInBackOffice(page, email);
  await row.getByRole('button', { name: claimsTexts.decline }).click();
  // Without a message: asked for one.
  await page.getByRole('button', { name: claimsTexts.declineConfirm }).click();
  await expect(page.getByLabel(claimsTexts.declineMessage)).toHaveAccessibleDescription(
    claimsTexts.declineMessageRequired,
  );
  const message = 'We listened to the call: the reading went on to its end.';
  await page.getByLabel(claimsTexts.declineMessage).fill(message);
  await page.getByRole('button', { name: claimsTexts.declineConfirm }).click();
  await expect(page.locator(':focus')).toContainText(claimsTexts.declined);

  const brand = (await (await request.get('/api/config')).json()) as { brandName: string };
  const sent = await latestEmail(
    request,
    email,
    messageCopyFor('en').guaranteeDeclinedEmail.subject(brand.brandName),
  );
  expect(sent.text).toContain(message);
  await page.goto('/dashboard');
  await expectBalance(page, 9);
  await expect(usageHistory(page).getByRole('row').nth(1)).toContainText(g.status.declined);
});

test('the terms say the guarantee’s rule, in French first and in English', async ({ page }) => {
  // Québec law: the English site shows the French Terms first, the English ones on request.
  const expectRule = async (locale: Locale) => {
    const section = contentCopyFor(locale).terms.sections.satisfaction;
    await expect(page.getByRole('heading', { name: section.heading })).toBeVisible();
    for (const paragraph of section.paragraphs) {
      if (typeof paragraph === 'string') await expect(page.getByText(paragraph)).toBeVisible();
    }
  };
  await page.goto(paths.terms.path);
  await expectRule('fr-CA');
  await page.getByRole('button', { name: contentCopyFor('en').terms.versions.readEnglish }).click();
  await expectRule('en');
});
