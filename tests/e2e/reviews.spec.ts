// Ratings and reviews from real calls only (docs/decisions/053), end to end: a customer calls an
// advisor for 3 billed minutes on the simulated line and rates the call from the usage history
// with a review; the board's card shows the average and the count, the profile page the review
// with its "verified call" mark; the advisor, signed in by texted code and working in French,
// replies from their app and the reply shows on the profile; a support operator hides the review
// with a reason and it leaves the profile. A customer with no call to an advisor is refused.
// axe on the rating form, the profile's reviews and the advisor's Reviews page.
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import { advisorAppCopyFor } from '#shared/copy/advisor-app-catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import { reviewsCopyFor } from '#shared/copy/reviews-catalogue.ts';
import { formatRating } from '#shared/format/display.ts';
import { newCustomer, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { setUpOperator } from './support/operators.ts';
import { latestSmsCode } from './support/outbox.ts';
import { callAdvisor, customerReadyToCall } from './support/phone-line.ts';

const t = reviewsCopyFor('en');
const card = copyFor('en').board.card;
const area = accountCopy.customerArea.dashboard;
const moderation = adminCopyFor('en').reviews;
const advisorApp = advisorAppCopyFor('fr-CA');
// A demo advisor, signed in on the line, whose reviews no other journey writes.
const gabriel = { extension: 4010, name: 'Gabriel Ashford', phone: '5145550150' };
const words = 'Gabriel was calm and precise; the reading helped me decide.';
const reply = 'Merci de votre appel, au plaisir de vous reparler.';

test('a rated call shows on the card and the profile, the advisor replies, support hides it', async ({
  page,
  request,
  baseURL,
  browser,
}, testInfo) => {
  // Three people sign in (a customer, the advisor by texted code, a support operator set up from
  // the invitation) and a call is played: 150 s, where a one-person journey gets 90 s.
  test.setTimeout(150_000);
  const { phone } = await customerReadyToCall(page, request, 'reviewer');
  const call = await callAdvisor(baseURL, {
    from: phone,
    extension: gabriel.extension,
    talkSeconds: 125,
  });
  expect(call.failure).toBeNull();
  expect(call.minutesCharged).toBe(3);

  // From the usage history, the call's own form.
  await page.reload();
  const usage = page.getByRole('region', { name: area.usageHistory.heading });
  await usage.getByRole('link', { name: t.rateCall }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t.formTitle(gabriel.name) }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, '/reviews/:callId');
  await page.getByRole('radio', { name: t.starLabel(4), exact: true }).check();
  await page.getByLabel(t.textLabel).fill(words);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.yourRating(4))).toBeVisible();

  // The card: the average to one decimal and the count. The server caches the feed for 2 s, and
  // the board keeps the list as it first loaded it, taking only the statuses from its 15-second
  // readings (docs/product.md §4): a board loaded once that cache has passed shows the rating.
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('article', { name: gabriel.name })).toContainText(
      card.rating(formatRating(4, 'en'), 1),
      { timeout: 3_000 },
    );
  }).toPass({ timeout: 20_000 });

  // The profile: the review, verified.
  await page.goto(`/advisors/${gabriel.extension}`);
  const reviews = page.getByRole('region', { name: t.heading, exact: true });
  const item = reviews.getByRole('listitem').filter({ hasText: words });
  await expect(item).toBeVisible();
  await expect(item).toContainText(t.verified);
  await expect(item.getByRole('img', { name: t.reviewStars(4) })).toBeVisible();
  await expect(reviews).toContainText(t.summary(formatRating(4, 'en'), 1));
  await expectNoSeriousViolations(page, testInfo, '/advisors/:extension, reviews');

  // The advisor replies from their app, in French.
  const advisorContext = await browser.newContext({ locale: 'fr-CA' });
  const advisor = await advisorContext.newPage();
  await advisor.goto('/advisor');
  await advisor.getByLabel(advisorApp.signIn.phoneLabel).fill(gabriel.phone);
  await advisor.getByRole('button', { name: advisorApp.signIn.sendCode }).click();
  await advisor
    .getByLabel(advisorApp.signIn.codeLabel)
    .fill(await latestSmsCode(request, gabriel.phone));
  await advisor.getByRole('button', { name: advisorApp.signIn.signIn }).click();
  await advisor
    .getByRole('navigation', { name: advisorApp.earnings.nav.label })
    .getByRole('link', { name: advisorApp.earnings.nav.reviews })
    .click();
  await expect(
    advisor.getByRole('heading', { level: 1, name: advisorApp.reviews.title }),
  ).toBeVisible();
  const own = advisor.getByRole('listitem').filter({ hasText: words });
  await expect(own).toContainText(reviewsCopyFor('fr-CA').verified);
  await own.getByRole('button', { name: advisorApp.reviews.reply }).click();
  await own.getByLabel(advisorApp.reviews.replyLabel).fill(reply);
  await own.getByRole('button', { name: advisorApp.reviews.publish }).click();
  await expect(own.getByRole('button', { name: advisorApp.reviews.editReply })).toBeFocused();
  await expect(own).toContainText(reply);
  await expectNoSeriousViolations(advisor, testInfo, '/advisor/reviews in French');
  await advisorContext.close();

  await page.reload();
  await expect(item).toContainText(reply);
  await expect(item).toContainText(t.replyHeading(gabriel.name));

  // Support hides it with a reason: it leaves the profile, the average and the count.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await setUpOperator(operator, uniqueEmail('moderator'), 'support');
  await operator.goto('/admin/reviews');
  const row = operator.getByRole('row').filter({ hasText: words });
  await row.getByRole('button', { name: moderation.hide }).click();
  const dialog = operator.getByRole('dialog', { name: moderation.hideTitle });
  await dialog.getByLabel(moderation.reason).fill('Names a third party.');
  await dialog.getByRole('button', { name: moderation.confirm }).click();
  await expect(row).toContainText(moderation.hiddenBecause('Names a third party.'));
  await operatorContext.close();

  await page.reload();
  await expect(reviews.getByText(t.empty)).toBeVisible();
  await expect(page.getByText(words)).toHaveCount(0);
});

test('a customer with no call to an advisor cannot rate them: the API refuses', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await newCustomer(page, request, 'no-call');
  // Nothing to rate in their usage history, and a call that is not theirs is refused the same
  // way as one that does not exist (decision 053), so nobody learns which calls exist.
  const mine = await page.request.get('/api/me/reviews');
  expect(await mine.json()).toEqual({ calls: [] });
  const refused = await page.request.post('/api/me/reviews', {
    data: { callId: 'not-a-call-of-mine', rating: 1 },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    error: expect.objectContaining({ code: 'REVIEW_NOT_ALLOWED', message: t.notAllowed }),
  });
});
