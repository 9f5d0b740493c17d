// `npm run admin -- announcement …`: a new announcement is the one visitors get (GET
// /api/announcements/active), with its severity, title and line breaks; it ends when told; a
// deactivated one gives way to the previous one; wrong values are refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActiveAnnouncementResponseSchema } from '#shared/api/banners.ts';
import { createAdminHarness, refusal, type AdminHarness } from '#tests/support/admin.ts';

// The clock starts at 2026-11-21T15:00:00Z, 10:00 in Montréal; the demo announcement starts then.
let h: AdminHarness;
beforeEach(async () => {
  h = await createAdminHarness();
});
afterEach(async () => {
  await h.close();
});

async function shown() {
  const res = await h.t.app.inject({ method: 'GET', url: '/api/announcements/active' });
  expect(res.statusCode).toBe(200);
  return ActiveAnnouncementResponseSchema.parse(res.json()).announcement;
}

const announcementCount = async () =>
  (await h.t.database.kysely.selectFrom('platformAnnouncements').select('id').execute()).length;

const shortIdIn = (out: string) => /announcement ([0-9a-f]{12})/.exec(out)?.[1] ?? '';

const demoTitle = 'An account is now required to call';

describe('announcement add', () => {
  it('shows a new announcement to visitors from now, until its end', async () => {
    h.t.clock.advance(60_000);
    const result = await h.admin(
      ...['announcement', 'add', '--severity', 'warning', '--title', 'Maintenance tonight'],
      ...['--message', 'The line is closed from 2 to 3 AM.\\nYour minutes are safe.'],
      ...['--title-fr', 'Entretien ce soir'],
      ...['--message-fr', 'La ligne est fermée de 2 h à 3 h.\\nVos minutes sont en sécurité.'],
      ...['--end', '2026-11-22 03:00'],
    );
    // Written in both languages: no warning.
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(
      /^Added warning announcement [0-9a-f]{12}, from 2026-11-21 10:01 to 2026-11-22 03:00 \(Montréal\): shown to visitors\.$/,
    );
    expect(await shown()).toMatchObject({
      severity: 'warning',
      title: 'Maintenance tonight',
      message: 'The line is closed from 2 to 3 AM.\nYour minutes are safe.',
      startAt: '2026-11-21T15:01:00.000Z',
      endAt: '2026-11-22T08:00:00.000Z',
    });

    h.t.clock.set('2026-11-22T08:00:01.000Z');
    expect((await shown())?.title).toBe(demoTitle);
  });

  it('is info, without title or end, unless told', async () => {
    h.t.clock.advance(60_000);
    await h.admin('announcement', 'add', '--message', 'Welcome to our new site!');
    expect(await shown()).toMatchObject({
      severity: 'info',
      title: null,
      message: 'Welcome to our new site!',
      endAt: null,
    });
  });

  it('waits for a later start', async () => {
    const result = await h.admin(
      ...['announcement', 'add', '--message', 'Holiday hours', '--start', '2026-12-24'],
    );
    expect(result.out).toContain('from 2026-12-24 00:00, no end (Montréal): scheduled.');
    expect((await shown())?.title).toBe(demoTitle);
    h.t.clock.set('2026-12-24T05:00:00.000Z');
    expect((await shown())?.message).toBe('Holiday hours');
  });

  it.each([
    [[], 'announcement add needs --message <text>'],
    [['--message', '  '], 'The message is empty'],
    [
      ['--message', 'x'.repeat(2001)],
      'The message has 2001 characters; an announcement takes at most 2000.',
    ],
    [
      ['--message', 'x', '--title', 't'.repeat(121)],
      "The title has 121 characters; an announcement's title takes at most 120.",
    ],
    [
      ['--message', 'x', '--severity', 'urgent'],
      '--severity must be one of info, warning, critical, not "urgent".',
    ],
    [['--message', 'x', '--end', '2026-11-20'], 'That announcement ends before now'],
    [
      ['--message', 'x', '--start', '2026-12-02', '--end', '2026-12-01'],
      'An announcement must end after it starts.',
    ],
    [['--message', 'x', '--start', 'soon'], '--start "soon" is not a time'],
  ])('refuses %j', async (args, message) => {
    expect(refusal(await h.admin('announcement', 'add', ...args))).toContain(message);
    expect(await announcementCount()).toBe(1);
  });
});

describe('announcement list, show, edit, activate and deactivate', () => {
  it('lists announcements and which one visitors see', async () => {
    h.t.clock.advance(60_000);
    const added = await h.admin('announcement', 'add', '--message', 'New', '--title', 'News');
    const result = await h.admin('announcement', 'list');
    expect(result.out.split('\n')).toEqual([
      expect.stringMatching(
        /^ID\s+STATE\s+SEVERITY\s+FROM \(MONTRÉAL\)\s+TO \(MONTRÉAL\)\s+TITLE OR MESSAGE\s+FRENCH$/,
      ),
      expect.stringMatching(
        new RegExp(
          `^${shortIdIn(added.out)}\\s+shown to visitors\\s+info\\s+2026-11-21 10:01\\s+-\\s+News\\s+missing$`,
        ),
      ),
      expect.stringMatching(
        /^[0-9a-f]{12}\s+hidden by a newer one\s+info\s+2026-11-21 10:00\s+-\s+An account is now required to call\s+Un compte est maintenant requis pour ap…$/,
      ),
    ]);
    expect(result.err).toBe(
      `Warning: announcement ${shortIdIn(added.out)} has no complete French version, and French pages do not show it until then (English pages do): "announcement edit <id> --title-fr <text> --message-fr <text>" adds it.`,
    );
  });

  it('changes and switches an announcement; visitors get what it says', async () => {
    h.t.clock.advance(60_000);
    const added = await h.admin('announcement', 'add', '--message', 'New', '--title', 'News');
    const id = shortIdIn(added.out);

    const edited = await h.admin(
      ...['announcement', 'edit', id, '--severity', 'critical', '--title', 'none'],
      ...['--end', '2026-11-30'],
    );
    expect(edited.out).toBe(
      `Updated critical announcement ${id}, from 2026-11-21 10:01 to 2026-11-30 24:00 (Montréal): shown to visitors.`,
    );
    expect(await shown()).toMatchObject({ severity: 'critical', title: null, message: 'New' });

    const shownLines = await h.admin('announcement', 'show', id);
    expect(shownLines.out).toMatch(/Severity:\s+critical/);
    expect(shownLines.out).toMatch(/Title:\s+-/);

    await h.admin('announcement', 'deactivate', id);
    expect((await shown())?.title).toBe(demoTitle);
    await h.admin('announcement', 'activate', id);
    expect((await shown())?.message).toBe('New');

    await h.admin('announcement', 'edit', id, '--end', 'none');
    expect((await shown())?.endAt).toBeNull();
  });

  it('refuses an edit that breaks the rules, an unknown id and no change', async () => {
    const added = await h.admin('announcement', 'add', '--message', 'New');
    const id = shortIdIn(added.out);
    expect(refusal(await h.admin('announcement', 'edit', id, '--end', '2026-11-01'))).toBe(
      'An announcement must end after it starts.',
    );
    expect(refusal(await h.admin('announcement', 'edit', id))).toContain(
      'announcement edit needs at least one change',
    );
    expect(refusal(await h.admin('announcement', 'deactivate', '0123456789ab'))).toBe(
      'No announcement id ends with 0123456789ab. "announcement list" shows every announcement.',
    );
  });
});

describe('the announcement in French', () => {
  const french = { 'accept-language': 'fr-CA' };
  async function shownInFrench() {
    const res = await h.t.app.inject({
      method: 'GET',
      url: '/api/announcements/active',
      headers: french,
    });
    return ActiveAnnouncementResponseSchema.parse(res.json()).announcement;
  }

  it('warns when the French is missing, and French visitors get no announcement until it is written', async () => {
    h.t.clock.advance(60_000);
    const added = await h.admin('announcement', 'add', '--title', 'News', '--message', 'New');
    const id = shortIdIn(added.out);
    expect(added.code).toBe(0);
    expect(added.err).toBe(
      `Warning: announcement ${id} has no French title and message: French pages do not show it until then (English pages do). Add them with --title-fr <text> and --message-fr <text> (the Charter of the French Language wants French as available as English).`,
    );
    expect(await shownInFrench()).toBeNull();
    expect(await shown()).toMatchObject({ title: 'News', message: 'New' });

    const shownBefore = await h.admin('announcement', 'show', id);
    expect(shownBefore.out).toMatch(
      /Title \(French\):\s+- \(missing: French pages do not show it\)/,
    );
    expect(shownBefore.out).toMatch(/Message \(French\):\s+- \(missing/);
    expect(shownBefore.err).toContain(`announcement ${id} has no French title and message`);

    // Half of it: French pages still show nothing, and the warning names what is left.
    const half = await h.admin('announcement', 'edit', id, '--message-fr', 'Du nouveau\\nà lire');
    expect(half.err).toContain(
      'has no French title: French pages do not show it until then (English pages do).',
    );
    expect(await shownInFrench()).toBeNull();

    const whole = await h.admin('announcement', 'edit', id, '--title-fr', 'Nouvelles');
    expect(whole).toMatchObject({ code: 0, err: '' });
    const inFrench = await shownInFrench();
    expect(inFrench).toMatchObject({ title: 'Nouvelles', message: 'Du nouveau\nà lire' });
    expect((await shown())?.title).toBe('News');

    const shownAfter = await h.admin('announcement', 'show', id);
    expect(shownAfter.out).toMatch(/Title \(French\):\s+Nouvelles/);
    expect(shownAfter.out).toMatch(/Message \(French\):\s+Du nouveau\n\s+à lire/);
    expect(shownAfter.err).toBe('');
    expect((await h.admin('announcement', 'list')).out).toMatch(
      new RegExp(`^${id}\\s+shown to visitors.*\\s+News\\s+Nouvelles$`, 'm'),
    );
  });

  it('removes a French text with none, and refuses one that is too long', async () => {
    h.t.clock.advance(60_000);
    const added = await h.admin(
      ...['announcement', 'add', '--message', 'New', '--message-fr', 'Nouveau'],
    );
    const id = shortIdIn(added.out);
    expect(added.err).toBe('');
    await h.admin('announcement', 'edit', id, '--message-fr', 'none');
    expect(await shownInFrench()).toBeNull();
    expect((await shown())?.message).toBe('New');
    expect(
      refusal(await h.admin('announcement', 'edit', id, '--title-fr', 'x'.repeat(121))),
    ).toContain('The French title has 121 characters');
  });
});
