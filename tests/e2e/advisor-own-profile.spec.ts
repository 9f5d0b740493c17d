// An advisor edits their own profile (docs/decisions/050), on a phone's screen: signed in by the
// code texted to them, they send a new description and a greeting (a WAV file, decoded and
// played back by the browser before it is sent); the board still shows the old text; an owner
// approves both in the back office's "Profile changes"; the board shows the new text. axe on the
// advisor's page and the back office's.
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import { advisorAppCopyFor } from '#shared/copy/advisor-app-catalogue.ts';
import { toneWav } from '#tests/support/wav.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { setUpOperator } from './support/operators.ts';
import { latestSmsCode } from './support/outbox.ts';

const t = advisorAppCopyFor('en');
const a = adminCopyFor('en');
// A demo advisor no other journey changes.
const elias = { extension: 4006, name: 'Elias Thornbury', phone: '5145550146' };
const oldText = 'Elias combines Norse runes with numerology';
const newText = `Runes and numbers, read plainly: a plan you can follow (${Date.now()}).`;

test.use({ viewport: { width: 390, height: 844 } });

test('an advisor’s new description and greeting show on the board once an owner approves them', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/advisor');
  await page.getByLabel(t.signIn.phoneLabel).fill(elias.phone);
  await page.getByRole('button', { name: t.signIn.sendCode }).click();
  await page.getByLabel(t.signIn.codeLabel).fill(await latestSmsCode(request, elias.phone));
  await page.getByRole('button', { name: t.signIn.signIn }).click();
  await page
    .getByRole('navigation', { name: t.earnings.nav.label })
    .getByRole('link', { name: t.earnings.nav.profile })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t.profile.title })).toBeVisible();

  // The description, sent for approval.
  const texts = page.getByRole('region', { name: t.profile.texts.title });
  await texts.getByLabel(t.profile.texts.description, { exact: true }).fill(newText);
  await texts.getByRole('button', { name: t.profile.texts.submit }).click();
  await expect(texts.getByText(t.profile.texts.sent)).toBeVisible();
  await expect(texts.getByText(t.profile.status.pending)).toBeVisible();

  // A greeting from a file: decoded, played back, then sent.
  const greeting = page.getByRole('region', { name: t.profile.greeting.title });
  await greeting.getByLabel(t.profile.greeting.uploadLabel).setInputFiles({
    name: 'hello.wav',
    mimeType: 'audio/wav',
    buffer: toneWav({ seconds: 2, sampleRate: 22_050, channels: 2 }),
  });
  await greeting.getByRole('button', { name: t.profile.greeting.submit }).click();
  await expect(greeting.getByText(t.profile.greeting.sent)).toBeVisible();
  await expect(greeting.getByText(t.profile.status.pending)).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, '/advisor/profile');

  // The board still shows the old description.
  const board = await context.newPage();
  await board.goto('/');
  await expect(board.getByText(oldText).first()).toBeVisible();
  await expect(board.getByText(newText)).toHaveCount(0);

  // An owner approves both.
  const owner = await context.newPage();
  await setUpOperator(owner, uniqueEmail('owner'), 'owner');
  await owner.goto('/admin/profile-changes');
  await expect(
    owner.getByRole('heading', { level: 1, name: a.profileChanges.title }),
  ).toBeVisible();
  const textsCard = owner.getByRole('article', {
    name: a.profileChanges.heading(elias.name, elias.extension, a.profileChanges.kinds.texts),
  });
  await expect(textsCard).toContainText(newText);
  await expectNoSeriousViolations(owner, testInfo, '/admin/profile-changes');
  await textsCard.getByRole('button', { name: a.profileChanges.approve }).click();
  await expect(owner.getByText(a.profileChanges.approved)).toBeVisible();
  const greetingCard = owner.getByRole('article', {
    name: a.profileChanges.heading(elias.name, elias.extension, a.profileChanges.kinds.greeting),
  });
  await greetingCard.getByRole('button', { name: a.profileChanges.approve }).click();
  await expect(greetingCard).toHaveCount(0);

  // The board shows the new description.
  await board.reload();
  await expect(board.getByText(newText).first()).toBeVisible();
  await expect(board.getByText(oldText)).toHaveCount(0);
});
