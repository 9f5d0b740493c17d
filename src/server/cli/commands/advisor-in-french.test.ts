// `npm run admin -- advisor …` and the advisor's texts in French : --description-fr and
// --avail-fr write them, `show` and `list` say which are missing, and every command that leaves a
// listed advisor without them warns on stderr, since French pages then show the English.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdvisorFeedSchema, type AdvisorRecord } from '#shared/api/advisors.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import { missingFrenchText } from '../french-texts.ts';
import { createAdminHarness, refusal, type AdminHarness } from '#tests/support/admin.ts';

let h: AdminHarness;
beforeEach(async () => {
  h = await createAdminHarness();
});
afterEach(async () => {
  await h.close();
});

/** The advisor as a French visitor's board gets it, once the server's short cache has expired. */
async function onFrenchBoard(agentId: string): Promise<AdvisorRecord | undefined> {
  h.feedCacheExpires();
  const res = await h.t.app.inject({
    method: 'GET',
    url: '/api/advisors',
    headers: { 'accept-language': 'fr-CA' },
  });
  expect(res.statusCode).toBe(200);
  return AdvisorFeedSchema.parse(res.json()).find((record) => record.agentId === agentId);
}

const iris = ['advisor', 'add', '4011', '--name', 'Iris Delorme'];
const english = 'Iris reads the tarot with a steady hand.';
const french = 'Iris tire le tarot d’une main sûre.';

describe('advisor add in both languages', () => {
  it('takes the French description and availability, which French pages then show', async () => {
    const result = await h.admin(
      ...iris,
      ...['--description', english, '--description-fr', french],
      ...['--avail', 'Weekday mornings', '--avail-fr', 'En semaine, le matin'],
    );
    expect(result).toMatchObject({ code: 0, err: '' });
    const record = await onFrenchBoard('4011');
    expect(record).toMatchObject({ descr: french, availTimeStr: 'En semaine, le matin' });
    expect(record).not.toHaveProperty('descrLang');
    expect(record).not.toHaveProperty('availTimeStrLang');
  });

  it('warns when the French description is missing, and French pages show the English marked', async () => {
    const result = await h.admin(...iris, '--description', english);
    expect(result.code).toBe(0);
    expect(result.err).toBe(
      'Warning: advisor 4011 (Iris Delorme) has no French description: French pages show the English instead. Add it with --description-fr <text> (the Charter of the French Language wants French as available as English).',
    );
    // The default availability, "Varies", is a fixed word French pages word themselves.
    expect(await onFrenchBoard('4011')).toMatchObject({
      descr: english,
      descrLang: 'en',
      availTimeStr: copyFor('fr-CA').advisors.varies,
    });
  });

  it('warns about an availability written in English only', async () => {
    const result = await h.admin(
      ...iris,
      ...['--description', english, '--description-fr', french, '--avail', 'Weekday mornings'],
    );
    expect(result.err).toContain(
      'has no French availability: French pages show the English instead. Add it with --avail-fr <text>',
    );
    expect(await onFrenchBoard('4011')).toMatchObject({
      availTimeStr: 'Weekday mornings',
      availTimeStrLang: 'en',
    });
  });

  it('does not warn about an advisor the board does not show', async () => {
    const result = await h.admin(...iris, '--description', english, '--listed', 'no');
    expect(result).toMatchObject({ code: 0, err: '' });
  });

  it('lists the French options in --help', async () => {
    const result = await h.admin('advisor', 'add', '--help');
    expect(result.out).toMatch(/--description-fr <text>\s+The same in French/);
    expect(result.out).toMatch(/--avail-fr <text>\s+The same in French/);
  });
});

describe('advisor edit and show in French', () => {
  it('shows both languages of a demo advisor, without a warning', async () => {
    const result = await h.admin('advisor', 'show', '4001');
    expect(result.err).toBe('');
    expect(result.out).toMatch(/Availability \(French\):\s+Matins et soirs/);
    expect(result.out).toMatch(/Description \(French\):\s+Celeste tire les cartes/);
  });

  it('changes the French description alone, which the French board shows and the English does not', async () => {
    const result = await h.admin('advisor', 'edit', '4001', '--description-fr', french);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toBe(
      'Advisor 4001 (Celeste Moreau) updated: French description. The board shows it within a few seconds.',
    );
    expect((await onFrenchBoard('4001'))?.descr).toBe(french);
    const inEnglish = await h.t.app.inject({ method: 'GET', url: '/api/advisors' });
    const celeste = AdvisorFeedSchema.parse(inEnglish.json()).find((a) => a.agentId === '4001');
    expect(celeste?.descr).toMatch(/^Celeste has read the tarot/);
  });

  it(`removes a French text with "none", then shows it missing and warns`, async () => {
    const removed = await h.admin('advisor', 'edit', '4001', '--description-fr', 'none');
    expect(removed.code).toBe(0);
    expect(removed.err).toContain(
      'Warning: advisor 4001 (Celeste Moreau) has no French description',
    );
    expect((await onFrenchBoard('4001'))?.descrLang).toBe('en');

    const shown = await h.admin('advisor', 'show', '4001');
    expect(shown.out.split('\n')).toContainEqual(
      expect.stringMatching(/^ {2}Description \(French\):\s+- \(missing/),
    );
    expect(shown.out).toContain(missingFrenchText('english'));
    expect(shown.err).toContain('has no French description');

    const listed = await h.admin('advisor', 'list');
    expect(listed.out).toMatch(/4001\s+Celeste Moreau\s+signed in\s+\S+ \S+\s+missing description/);
    expect(listed.err).toContain('Warning: listed advisor 4001 has no complete French version');
  });

  it('refuses an empty French text', async () => {
    expect(refusal(await h.admin('advisor', 'edit', '4001', '--description-fr', ' '))).toBe(
      'The French description is empty.',
    );
  });
});
