// `npm run admin -- promotion …`: a promotion created for now is the banner's (GET
// /api/promotions/active), a later one waits for its start, a deactivated one gives the banner
// back to the previous one, and wrong values are refused before anything is stored.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActivePromotionResponseSchema } from '#shared/api/banners.ts';
import { createAdminHarness, refusal, type AdminHarness } from '#tests/support/admin.ts';

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
      ...[
        '--text-colour',
        'White',
        '--message-fr',
        'Consultations des Fêtes : 10 minutes en prime',
      ],
    );
    // Written in both languages: no warning.
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
      expect.stringMatching(
        /^ID\s+STATE\s+FROM \(MONTRÉAL\)\s+TO \(MONTRÉAL\)\s+MESSAGE\s+FRENCH$/,
      ),
      expect.stringMatching(
        new RegExp(
          `^${shortIdIn(now.out)}\\s+on the banner\\s+2026-11-21 10:00\\s+2026-12-01 24:00\\s+Now\\s+missing$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`^${shortIdIn(later.out)}\\s+scheduled\\s+2026-11-27 00:00`),
      ),
      expect.stringMatching(
        /^[0-9a-f]{12}\s+hidden by a newer one\s+2026-11-20 10:00\s+2026-12-05 10:00\s+Halloween special: every package comes …\s+Promotion d’Halloween : des minutes en …$/,
      ),
    ]);
    expect(result.err).toBe(
      `Warning: 2 promotions (${shortIdIn(now.out)}, ${shortIdIn(later.out)}) have no complete French version, and French pages do not show it until then (English pages do): "promotion edit <id> --message-fr <text>" adds it.`,
    );
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
      'promotion edit needs at least one change: --message, --message-fr, --start, --end',
    );
    expect((await banner())?.endsAt).toBe('2026-12-02T05:00:00.000Z');
  });
});

describe('the promotion in French', () => {
  async function bannerInFrench() {
    const res = await h.t.app.inject({
      method: 'GET',
      url: '/api/promotions/active',
      headers: { 'accept-language': 'fr-CA' },
    });
    return ActivePromotionResponseSchema.parse(res.json()).promotion;
  }

  it('warns when the French message is missing, and French visitors get no banner until it is written', async () => {
    const added = await h.admin('promotion', 'add', '--message', 'Now', '--end', '2026-12-01');
    const id = shortIdIn(added.out);
    expect(added.code).toBe(0);
    expect(added.err).toBe(
      `Warning: promotion ${id} has no French message: French pages do not show it until then (English pages do). Add it with --message-fr <text> (the Charter of the French Language wants French as available as English).`,
    );
    expect(await bannerInFrench()).toBeNull();
    expect((await banner())?.message).toBe('Now');
    const shownBefore = await h.admin('promotion', 'show', id);
    expect(shownBefore.out).toMatch(
      /Message \(French\):\s+- \(missing: French pages do not show it\)/,
    );
    expect(shownBefore.err).toContain(`promotion ${id} has no French message`);

    const edited = await h.admin('promotion', 'edit', id, '--message-fr', 'Maintenant');
    expect(edited).toMatchObject({ code: 0, err: '' });
    const inFrench = await bannerInFrench();
    expect(inFrench?.message).toBe('Maintenant');
    expect((await banner())?.message).toBe('Now');
    expect((await h.admin('promotion', 'show', id)).out).toMatch(
      /Message \(French\):\s+Maintenant/,
    );
    expect((await h.admin('promotion', 'list')).out).toMatch(
      new RegExp(`^${id}\\s+on the banner.*\\s+Now\\s+Maintenant$`, 'm'),
    );

    await h.admin('promotion', 'edit', id, '--message-fr', 'none');
    expect(await bannerInFrench()).toBeNull();
    expect((await banner())?.message).toBe('Now');
  });

  it('does not warn about a promotion that no longer shows', async () => {
    const added = await h.admin('promotion', 'add', '--message', 'Now', '--end', '2026-12-01');
    const off = await h.admin('promotion', 'deactivate', shortIdIn(added.out));
    expect(off).toMatchObject({ code: 0, err: '' });
  });

  it('refuses a French message the banner cannot take', async () => {
    expect(
      refusal(
        await h.admin(
          ...['promotion', 'add', '--message', 'x', '--end', '2026-12-01'],
          ...['--message-fr', 'x'.repeat(301)],
        ),
      ),
    ).toBe('The French message has 301 characters; the banner takes at most 300.');
  });
});
