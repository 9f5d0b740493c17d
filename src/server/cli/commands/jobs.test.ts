// `npm run admin -- jobs …` (docs/contracts.md "Command line"): the cashback for a month, granted
// once whatever the reruns; the other jobs on demand; and the refusals of a wrong command line.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { recordPackagePurchase } from '#tests/support/customer-area.ts';
import { SESSION_COOKIE, seedCustomer, signIn } from '#tests/support/customers.ts';
import { createAdminHarness, type AdminHarness } from '#tests/support/admin.ts';

let h: AdminHarness;
beforeEach(async () => {
  h = await createAdminHarness();
});
afterEach(async () => h.close());

async function creditsOf(email: string, password: string, id: string) {
  const session = await signIn(h.t, { email, password, id });
  const me = await h.t.app.inject({
    method: 'GET',
    url: '/api/me',
    cookies: { [SESSION_COOKIE]: session },
  });
  return (me.json() as { customer: { credits: number } }).customer.credits;
}

it('grants last month’s cashback once: the second run grants nothing more', async () => {
  const customer = await seedCustomer(h.t, { email: 'cashback@example.com' });
  // Two Premium packages in October: 80 paid minutes at 2 % → 1.6 → 2 minutes.
  for (const [index, day] of ['03', '28'].entries()) {
    await recordPackagePurchase(h.t, customer.id, {
      providerOrderId: `OCT-${index}`,
      purchasedAt: `2026-10-${day}T15:00:00.000Z`,
      bundleId: 'bundle-40',
    });
  }
  const before = await creditsOf(customer.email, customer.password, customer.id);

  const first = await h.admin('jobs', 'run', 'monthly-cashback', '--month', '2026-10');
  expect(first).toMatchObject({ code: 0, err: '' });
  expect(first.out).toContain('2026-10: 1 customers granted 2 minutes');
  const second = await h.admin('jobs', 'run', 'monthly-cashback', '--month=2026-10');
  expect(second.code).toBe(0);
  expect(second.out).toContain('0 customers granted 0 minutes; 1 had it already');
  expect(await creditsOf(customer.email, customer.password, customer.id)).toBe(before + 2);
});

it('refuses a month that has not ended, and names what is wrong on the command line', async () => {
  const current = await h.admin('jobs', 'run', 'monthly-cashback', '--month', '2026-11');
  expect(current.code).toBe(1);
  expect(current.err).toContain('2026-11 has not ended yet');
  const unknown = await h.admin('jobs', 'run', 'weekly-cashback');
  expect(unknown.code).toBe(1);
  expect(unknown.err).toContain('"weekly-cashback" is not a job');
  const missing = await h.admin('jobs', 'run', 'monthly-cashback', '--month');
  expect(missing.code).toBe(1);
  expect(missing.err).toContain('--month needs a value');
  const wrongFlag = await h.admin('jobs', 'run', 'remove-expired', '--month', '2026-10');
  expect(wrongFlag.code).toBe(1);
});

it('creates next week’s tarot game on demand, once', async () => {
  const games = () =>
    h.t.database.kysely.selectFrom('tarotGames').select('weekStart').orderBy('weekStart').execute();
  const before = (await games()).map((game) => game.weekStart);
  expect(before).not.toContain('2026-11-23');
  expect((await h.admin('jobs', 'run', 'weekly-tarot-game')).code).toBe(0);
  expect((await h.admin('jobs', 'run', 'weekly-tarot-game')).code).toBe(0);
  const after = (await games()).map((game) => game.weekStart);
  expect(after.filter((week) => week === '2026-11-23')).toHaveLength(1);
});

it('lists the jobs with the slot each would run now', async () => {
  const result = await h.admin('jobs', 'list');
  expect(result.code).toBe(0);
  expect(result.out).toContain('monthly-cashback:');
  expect(result.out).toContain('due now: 2026-10 (month (YYYY-MM))');
  expect(result.out).toContain('due now: 2026-11-23');
  expect(result.out).toContain('No runs yet.');
  expect(result.out).toContain('expire-unpaid-orders:');
  expect(result.out).toContain('due now: 2026-11-21T15:00Z (five minutes, in UTC');
  const help = await h.admin('help');
  expect(help.out).toMatch(/jobs run <job> \[--month YYYY-MM \| --slot <slot>\]\s+Run a job now/);
});

it('ends unpaid orders on demand', async () => {
  const result = await h.admin('jobs', 'run', 'expire-unpaid-orders');
  expect(result).toMatchObject({ code: 0, err: '' });
  expect(result.out).toBe(
    'reviewed 0 unpaid orders: 0 expired, 0 completed, 0 failed, 0 left open, 0 cancels confirmed unpaid',
  );
});
