// The advisors' app at /advisor (docs/decisions/048), on a phone's screen: an advisor signs in
// with the code texted to their registered number (read from the simulated outbox), goes
// Offline and sees their card on the public board change, takes a break with a return time the
// board counts down to, then comes back Available; axe on the sign-in form, the code step and
// the presence page.
import { advisorAppCopyFor } from '#shared/copy/advisor-app-catalogue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { latestSmsCode } from './support/outbox.ts';

const t = advisorAppCopyFor('en');
// A demo advisor no other journey changes, available on the board.
const priya = { name: 'Priya Raman', phone: '5145550147' };

test.use({ viewport: { width: 390, height: 844 } });

test('an advisor signs in by code, goes Offline, takes a break and comes back Available, the board following', async ({
  page,
  request,
}, testInfo) => {
  // Three of the board's 15-second refreshes, one for each change.
  test.slow();
  await page.goto('/advisor');
  await expect(page.getByRole('heading', { level: 1, name: t.signIn.title })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, '/advisor, sign-in');
  await page.getByLabel(t.signIn.phoneLabel).fill(priya.phone);
  await page.getByRole('button', { name: t.signIn.sendCode }).click();
  const codeField = page.getByLabel(t.signIn.codeLabel);
  await expect(codeField).toBeFocused();
  await expectNoSeriousViolations(page, testInfo, '/advisor, code');
  await codeField.fill(await latestSmsCode(request, priya.phone));
  await page.getByRole('button', { name: t.signIn.signIn }).click();

  await expect(page.getByRole('heading', { level: 1, name: t.presence.title })).toBeVisible();
  await expect(page.getByText(t.presence.current(t.presence.available))).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, '/advisor, presence');

  const board = await page.context().newPage();
  await board.goto('/');
  const card = board.getByRole('article', { name: priya.name });
  await expect(card).toContainText(copy.advisors.status.available);
  const presences = page.getByRole('group', { name: t.presence.legend });
  try {
    await presences.getByRole('button', { name: new RegExp(t.presence.offline) }).click();
    await expect(page.getByText(t.presence.current(t.presence.offline))).toBeVisible();
    // The board polls every 15 seconds.
    await expect(card).toContainText(copy.advisors.status.offline, { timeout: 20_000 });
    await expect(card).toContainText(copy.advisors.currentlyUnavailable);

    // A break back in half an hour, typed as the phone's clock reads it.
    const inHalfAnHour = await page.evaluate(() =>
      new Date(Date.now() + 30 * 60_000).toTimeString().slice(0, 5),
    );
    await presences.getByRole('button', { name: new RegExp(t.presence.away) }).click();
    await page.getByLabel(t.presence.returnLabel).fill(inHalfAnHour);
    await page.getByRole('button', { name: t.presence.confirmAway }).click();
    await expect(page.getByText(t.presence.current(t.presence.away))).toBeVisible();
    // Still offline to the board (no Call Now), and it says for how long, to the minute.
    const backIn = [29, 30].map((minutes) => copy.board.card.onBreakBackIn(minutes));
    await expect(card).toContainText(new RegExp(backIn.join('|')), { timeout: 20_000 });
    await expect(card).toContainText(copy.advisors.status.offline);
    await expect(card.getByRole('link', { name: copy.advisors.callNow })).toHaveCount(0);
  } finally {
    await presences.getByRole('button', { name: new RegExp(t.presence.available) }).click();
  }
  await expect(page.getByText(t.presence.current(t.presence.available))).toBeVisible();
  await expect(card).toContainText(copy.advisors.status.available, { timeout: 20_000 });
  await board.close();

  await page.getByRole('button', { name: t.shell.signOut }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.signIn.title })).toBeVisible();
});
