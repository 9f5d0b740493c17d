// `npm run admin -- coupon …`: a coupon made here works on the purchase page (POST
// /api/coupons/check) as its terms say; codes are upper-cased and unique; a 100 % discount and
// the tarot prizes' prefix are refused; deactivating, expiring and limiting take effect at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedCustomer, signIn, SESSION_COOKIE } from '#tests/support/customers.ts';
import {
  createAdminHarness,
  recordStandardPurchase,
  refusal,
  type AdminHarness,
} from '#tests/support/admin.ts';

// The clock starts at 2026-11-21T15:00:00Z, 10:00 in Montréal.
let h: AdminHarness;
let session: string;
let customerId: string;
beforeEach(async () => {
  h = await createAdminHarness();
  const customer = await seedCustomer(h.t, { email: 'shopper@example.com' });
  customerId = customer.id;
  session = await signIn(h.t, customer);
});
afterEach(async () => {
  await h.close();
});

/** What the purchase page's coupon box answers for the Standard package. */
async function check(code: string) {
  const res = await h.t.app.inject({
    method: 'POST',
    url: '/api/coupons/check',
    payload: { code, bundleId: 'bundle-20' },
    cookies: { [SESSION_COOKIE]: session },
  });
  const body = res.json<{ message?: string; error?: { message: string } }>();
  return { status: res.statusCode, message: body.error?.message ?? body.message };
}

async function couponRow(code: string) {
  return h.t.database.kysely
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
}

describe('coupon add', () => {
  it('adds an upper-cased code that the purchase page accepts', async () => {
    const result = await h.admin(
      ...['coupon', 'add', 'spring10', '--type', 'percentage_off', '--value', '10'],
      ...['--expires', '2027-04-30'],
    );
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toBe(
      'Added SPRING10: 10 % off, 1 per customer, usable until 2027-04-30 24:00 (Montréal); active.',
    );
    expect(await couponRow('SPRING10')).toMatchObject({
      type: 'percentage_off',
      value: 10,
      maxUses: 1,
      firstPurchaseOnly: false,
      source: 'operator',
      customerId: null,
      // The end of April 30th in Montréal (EDT, UTC-4).
      expiresAt: '2027-05-01T04:00:00.000Z',
    });
    expect(await check('Spring10')).toEqual({ status: 200, message: '10% discount applied!' });
  });

  it('adds bonus-minute coupons with the uses and first-purchase rule given', async () => {
    await h.admin(
      ...['coupon', 'add', 'BONUS5', '--type', 'bonus_minutes', '--value', '5'],
      ...['--max-uses', 'unlimited'],
    );
    await h.admin(
      ...['coupon', 'add', 'MORE10', '--type', 'percentage_bonus_minutes', '--value', '10'],
      ...['--first-purchase-only', 'yes', '--max-uses', '3'],
    );
    expect(await couponRow('BONUS5')).toMatchObject({ maxUses: null, expiresAt: null });
    expect(await couponRow('MORE10')).toMatchObject({ maxUses: 3, firstPurchaseOnly: true });
    expect(await check('BONUS5')).toEqual({ status: 200, message: '5 bonus minutes added!' });
    // 10 % of the Standard package's 20 paid minutes.
    expect(await check('MORE10')).toEqual({ status: 200, message: '2 bonus minutes added!' });
  });

  it.each([
    [
      ['WELCOME25', '--type', 'percentage_off', '--value', '20'],
      'A coupon with the code WELCOME25 already exists.',
    ],
    [
      ['welcome25', '--type', 'percentage_off', '--value', '20'],
      'A coupon with the code WELCOME25 already exists.',
    ],
    [
      ['FREE', '--type', 'percentage_off', '--value', '100'],
      "A percentage_off coupon's value is 1 to 99 percent, not 100 (a 100 % discount would make a $0 order",
    ],
    [
      ['ZERO', '--type', 'bonus_minutes', '--value', '0'],
      "A bonus_minutes coupon's value is 1 to 1000 minutes, not 0.",
    ],
    [
      ['MANY', '--type', 'percentage_bonus_minutes', '--value', '101'],
      'is 1 to 100 percent, not 101',
    ],
    [
      ['HALF', '--type', 'percentage_off', '--value', '12.5'],
      '--value must be a whole number written in digits, not "12.5".',
    ],
    [
      ['TAROTX1Y2Z3', '--type', 'percentage_off', '--value', '10'],
      "Codes starting with TAROT are the tarot game's prizes",
    ],
    [
      ['AB', '--type', 'percentage_off', '--value', '10'],
      'The code "AB" is not a coupon code: use 3 to 32 letters',
    ],
    [['NO SPACE', '--type', 'percentage_off', '--value', '10'], 'is not a coupon code'],
    [
      ['OLD', '--type', 'percentage_off', '--value', '10', '--expires', '2026-11-20'],
      'That expiry is already past',
    ],
    [
      ['LIMIT', '--type', 'percentage_off', '--value', '10', '--max-uses', '0'],
      'The uses per customer must be a whole number from 1',
    ],
    [
      ['KIND', '--type', 'percent', '--value', '10'],
      '--type must be one of percentage_off, bonus_minutes, percentage_bonus_minutes',
    ],
    [['NOVALUE', '--type', 'percentage_off'], 'coupon add needs --value <n>'],
  ])('refuses %j', async (args, message) => {
    const before = await h.t.database.kysely.selectFrom('coupons').select('id').execute();
    expect(refusal(await h.admin('coupon', 'add', ...args))).toContain(message);
    const after = await h.t.database.kysely.selectFrom('coupons').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});

describe('coupon list and show', () => {
  it("lists operators' coupons with their uses", async () => {
    await h.admin('coupon', 'add', 'SPRING10', '--type', 'percentage_off', '--value', '10');
    const spring = await couponRow('SPRING10');
    await recordStandardPurchase(h.t, customerId, {
      providerOrderId: 'PAYPAL-ORDER-1',
      couponId: spring?.id ?? '',
    });
    const result = await h.admin('coupon', 'list');
    expect(result.out.split('\n')).toEqual([
      expect.stringMatching(
        /^CODE\s+VALUE\s+STATE\s+UNTIL \(MONTRÉAL\)\s+USES PER CUSTOMER\s+FIRST PURCHASE ONLY\s+USED$/,
      ),
      expect.stringMatching(/^SPRING10\s+10 % off\s+active\s+-\s+1 per customer\s+no\s+1$/),
      expect.stringMatching(/^WELCOME25\s+25 % off\s+active\s+-\s+1 per customer\s+yes\s+0$/),
    ]);
    // This customer used it once, its limit.
    expect(await check('SPRING10')).toEqual({ status: 409, message: 'Coupon usage limit reached' });
  });

  it('shows one coupon, and refuses an unknown code', async () => {
    const result = await h.admin('coupon', 'show', 'welcome25');
    expect(result.out.split('\n')[0]).toBe(
      'WELCOME25: 25 % off, 1 per customer, first purchase only, never expires; active.',
    );
    expect(result.out).toMatch(/Used:\s+0 times/);
    expect(refusal(await h.admin('coupon', 'show', 'nope1'))).toBe(
      'No coupon has the code NOPE1. "coupon list --all" shows every coupon.',
    );
  });
});

describe('coupon edit, activate and deactivate', () => {
  it('stops and restarts a coupon on the purchase page', async () => {
    await h.admin('coupon', 'add', 'SPRING10', '--type', 'percentage_off', '--value', '10');
    const off = await h.admin('coupon', 'deactivate', 'spring10');
    expect(off.out).toBe('Updated SPRING10: 10 % off, 1 per customer, never expires; inactive.');
    expect(await check('SPRING10')).toEqual({ status: 404, message: 'Invalid coupon code' });
    expect((await h.admin('coupon', 'deactivate', 'SPRING10')).out).toBe(
      'SPRING10 was already inactive; nothing changed.',
    );
    await h.admin('coupon', 'activate', 'SPRING10');
    expect((await check('SPRING10')).status).toBe(200);
  });

  it('changes the expiry and the uses per customer', async () => {
    await h.admin('coupon', 'add', 'SPRING10', '--type', 'percentage_off', '--value', '10');
    const edited = await h.admin(
      ...['coupon', 'edit', 'SPRING10', '--expires', '2026-11-21 12:00', '--max-uses', '2'],
    );
    expect(edited.out).toBe(
      'Updated SPRING10: 10 % off, 2 per customer, usable until 2026-11-21 12:00 (Montréal); active.',
    );
    h.t.clock.set('2026-11-21T17:00:01.000Z');
    expect(await check('SPRING10')).toEqual({ status: 410, message: 'Coupon has expired' });
    await h.admin('coupon', 'edit', 'SPRING10', '--expires', 'none');
    expect((await check('SPRING10')).status).toBe(200);
  });

  it('refuses no change, an unknown code and wrong limits', async () => {
    expect(refusal(await h.admin('coupon', 'edit', 'WELCOME25'))).toContain(
      'coupon edit needs at least one change: --expires, --max-uses or --first-purchase-only.',
    );
    expect(refusal(await h.admin('coupon', 'edit', 'NOPE1', '--max-uses', '2'))).toBe(
      'No coupon has the code NOPE1. "coupon list --all" shows every coupon.',
    );
    expect(refusal(await h.admin('coupon', 'edit', 'WELCOME25', '--max-uses', 'two'))).toBe(
      '--max-uses must be a whole number written in digits, not "two".',
    );
    expect(refusal(await h.admin('coupon', 'edit', 'WELCOME25', '--max-uses', '0'))).toContain(
      'The uses per customer must be a whole number from 1',
    );
    expect((await couponRow('WELCOME25'))?.maxUses).toBe(1);
  });
});
