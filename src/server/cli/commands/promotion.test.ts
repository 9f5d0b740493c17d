// `npm run admin -- promotion …`: a promotion created for now is the banner's (GET
// /api/promotions/active), a later one waits for its start, a deactivated one gives the banner
// back to the previous one, and wrong values are refused before anything is stored.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActivePromotionResponseSchema } from '#shared/api/banners.ts';
import { createAdminHarness, refusal, type AdminHarness } from '../admin-test-support.ts';

// The clock starts at 2026-11-21T15:00:00Z, 10:00 in Montréal; the demo promotion runs from a day
// before to 14 days after.
let h: AdminHarness;
beforeEach(async () => {
  h = await createAdminHarness();
});
afterEach(async () => {
  await h.close();
});

async function banner() {
  const res = await h.t.app.inject({ method: 'GET', url: '/api/promotions/active' });
  expect(res.statusCode).toBe(200);
  return ActivePromotionResponseSchema.parse(res.json()).promotion;
}

const promotionCount = async () =>
  (await h.t.database.kysely.selectFrom('promotions').select('id').execute()).length;

/** The short id `promotion add` printed. */
const shortIdIn = (out: string) => /promotion ([0-9a-f]{12})/.exec(out)?.[1] ?? '';

const seasonal =
  'Halloween special: every package comes with free bonus minutes while the veil is thin. Treat yourself to a reading!';

describe('promotion add', () => {
  it('puts a promotion for now on the banner, with its link and colours', async () => {
    const result = await h.admin(
      ...['promotion', 'add', '--message', 'Holiday readings: 10 bonus minutes'],
      ...['--end', '2026-12-24', '--link', '/pricing', '--background', '#14532D'],
      ...['--text-colour', 'White'],
    );
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(
      /^Added promotion [0-9a-f]{12}, 2026-11-21 10:00 to 2026-12-24 24:00 \(Montréal\): on the banner\.$/,
    );
    expect(await banner()).toMatchObject({
      message: 'Holiday readings: 10 bonus minutes',
      linkUrl: '/pricing',
      backgroundColor: '#14532D',
      textColor: 'white',
      // The end of the 24th in Montréal (EST, UTC-5).
      endsAt: '2026-12-25T05:00:00.000Z',
    });
  });

  it('keeps a later promotion off the banner until it starts', async () => {
    const result = await h.admin(
      ...['promotion', 'add', '--message', 'Black Friday', '--start', '2026-11-27 09:00'],
      ...['--end', '2026-11-30'],
    );
    expect(result.out).toContain('2026-11-27 09:00 to 2026-11-30 24:00 (Montréal): scheduled.');
    expect((await banner())?.message).toBe(seasonal);
    h.t.clock.set('2026-11-27T14:00:00.000Z');
    expect((await banner())?.message).toBe('Black Friday');
  });

  it.each([
    [['--end', '2026-12-01'], 'promotion add needs --message <text>'],
    [['--message', 'x'], 'promotion add needs --end <when>'],
    [['--message', ' ', '--end', '2026-12-01'], 'The message is empty'],
    [
      ['--message', 'x'.repeat(301), '--end', '2026-12-01'],
      'The message has 301 characters; the banner takes at most 300.',
    ],
    [
      ['--message', 'x', '--end', '2026-11-20'],
      'That promotion ends before now, so it would never show',
    ],
    [
      ['--message', 'x', '--start', '2026-12-10', '--end', '2026-12-01'],
      'A promotion must end after it starts.',
    ],
    [['--message', 'x', '--end', 'next week'], '--end "next week" is not a time'],
    [['--message', 'x', '--end', '2026-02-30'], '--end "2026-02-30" is not a time'],
    [
      ['--message', 'x', '--end', '2026-12-01', '--link', 'https://elsewhere.example/'],
      'is not a path on this site',
    ],
    [
      ['--message', 'x', '--end', '2026-12-01', '--link', '//elsewhere.example'],
      'is not a path on this site',
    ],
    [
      ['--message', 'x', '--end', '2026-12-01', '--background', 'url(x.png)'],
      'The background colour "url(x.png)" is not a colour the banner accepts',
    ],
    [
      ['--message', 'x', '--end', '2026-12-01', '--text-colour', 'expression(1)'],
      'The text colour "expression(1)"',
    ],
    [['--message', 'x', '--end', '2026-12-01', '--active', 'maybe'], '--active must be yes or no'],
  ])('refuses %j', async (args, message) => {
    expect(refusal(await h.admin('promotion', 'add', ...args))).toContain(message);
    expect(await promotionCount()).toBe(1);
  });
});

describe('promotion list and show', () => {
  it('lists promotions newest first and says which one the banner shows', async () => {
    const later = await h.admin(
      ...['promotion', 'add', '--message', 'Black Friday', '--start', '2026-11-27'],
      ...['--end', '2026-11-30'],
    );
    const now = await h.admin('promotion', 'add', '--message', 'Now', '--end', '2026-12-01');
    const result = await h.admin('promotion', 'list');
    expect(result.out.split('\n')).toEqual([
      expect.stringMatching(/^ID\s+STATE\s+FROM \(MONTRÉAL\)\s+TO \(MONTRÉAL\)\s+MESSAGE$/),
      expect.stringMatching(
        new RegExp(
          `^${shortIdIn(now.out)}\\s+on the banner\\s+2026-11-21 10:00\\s+2026-12-01 24:00\\s+Now$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`^${shortIdIn(later.out)}\\s+scheduled\\s+2026-11-27 00:00`),
      ),
      expect.stringMatching(
        /^[0-9a-f]{12}\s+hidden by a newer one\s+2026-11-20 10:00\s+2026-12-05 10:00\s+Halloween special: every package comes with free …$/,
      ),
    ]);
  });

  it('shows one promotion in full, by its short id', async () => {
    const added = await h.admin(
      ...['promotion', 'add', '--message', 'Now', '--end', '2026-12-01', '--link', '/pricing'],
    );
    const result = await h.admin('promotion', 'show', shortIdIn(added.out));
    expect(result.out).toMatch(/State:\s+on the banner/);
    expect(result.out).toMatch(/Link:\s+\/pricing/);
    expect(result.out).toMatch(/Background:\s+- \(the default\)/);
  });

  it('refuses an id that is not one', async () => {
    expect(refusal(await h.admin('promotion', 'show', 'abc'))).toContain(
      '"abc" is not a promotion id',
    );
    expect(refusal(await h.admin('promotion', 'show', 'aaaaaaaaaaaa'))).toBe(
      'No promotion id ends with aaaaaaaaaaaa. "promotion list" shows every promotion.',
    );
  });
});

describe('promotion edit, activate and deactivate', () => {
  it('changes a promotion; the banner follows', async () => {
    const added = await h.admin('promotion', 'add', '--message', 'Now', '--end', '2026-12-01');
    const id = shortIdIn(added.out);
    const edited = await h.admin(
      ...['promotion', 'edit', id, '--message', 'Now, longer', '--end', '2026-12-10 18:00'],
    );
    expect(edited.out).toBe(
      `Updated promotion ${id}, 2026-11-21 10:00 to 2026-12-10 18:00 (Montréal): on the banner.`,
    );
    expect(await banner()).toMatchObject({
      message: 'Now, longer',
      endsAt: '2026-12-10T23:00:00.000Z',
    });

    const off = await h.admin('promotion', 'deactivate', id);
    expect(off.out).toContain(`Deactivated promotion ${id}`);
    expect(off.out).toContain(': inactive.');
    expect((await banner())?.message).toBe(seasonal);
    expect((await h.admin('promotion', 'deactivate', id)).out).toBe(
      `Promotion ${id} was already inactive; nothing changed.`,
    );

    await h.admin('promotion', 'activate', id);
    expect((await banner())?.message).toBe('Now, longer');
  });

  it('removes a link and a colour with none', async () => {
    const added = await h.admin(
      ...['promotion', 'add', '--message', 'Now', '--end', '2026-12-01', '--link', '/pricing'],
      ...['--background', 'purple'],
    );
    await h.admin(
      'promotion',
      'edit',
      shortIdIn(added.out),
      '--link',
      'none',
      '--background',
      'none',
    );
    expect(await banner()).toMatchObject({ linkUrl: null, backgroundColor: null });
  });

  it('refuses a change that breaks the rules, and one that changes nothing', async () => {
    const added = await h.admin('promotion', 'add', '--message', 'Now', '--end', '2026-12-01');
    const id = shortIdIn(added.out);
    expect(refusal(await h.admin('promotion', 'edit', id, '--end', '2026-11-01'))).toBe(
      'A promotion must end after it starts.',
    );
    expect(refusal(await h.admin('promotion', 'edit', id))).toContain(
      'promotion edit needs at least one change: --message, --start, --end',
    );
    expect((await banner())?.endsAt).toBe('2026-12-02T05:00:00.000Z');
  });
});
