// The tarot operator commands (docs/contracts.md "Command line"): tarot list / create / activate /
// deactivate against a database with the demo data (this week's game), and their refusals.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock, type FakeClock } from '#tests/support/fake-clock.ts';
import { parseConfig } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { seedDemoData } from '#server/db/seed/index.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { createAdminContext } from './context.ts';
import { runAdmin } from './run-admin.ts';

let database: Database;
let clock: FakeClock;

beforeEach(async () => {
  // Saturday 2026-11-21 in Montréal: the demo data's game is the week of Monday 2026-11-16.
  clock = createFakeClock('2026-11-21T15:00:00.000Z');
  database = await createTestDatabase();
  await seedDemoData(database, { clock });
});
afterEach(async () => {
  await database.close();
});

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, {
    io: { out: (line) => out.push(line), err: (line) => err.push(line) },
    openContext: async () => {
      const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:' });
      return createAdminContext({ config, database, clock, warn: (line) => err.push(line) });
    },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function gameOf(weekStart: string) {
  return database.kysely
    .selectFrom('tarotGames')
    .selectAll()
    .where('weekStart', '=', weekStart)
    .executeTakeFirst();
}

describe('help', () => {
  it('lists the tarot commands', async () => {
    const { out } = await admin('help');
    expect(out).toContain('Weekly tarot games');
    expect(out).toMatch(/tarot list\s+List the latest 12 weekly games/);
    expect(out).toMatch(/tarot create <week-start>\s+Create the game of the week/);
    expect(out).toMatch(/tarot activate <week-start>\s+Open a week's game/);
    expect(out).toMatch(/tarot deactivate <week-start>\s+Close a week's game/);
  });
});

describe('tarot list', () => {
  it("shows the demo data's game as this week's, with no attempts yet", async () => {
    const result = await admin('tarot', 'list');
    expect(result.code).toBe(0);
    expect(result.out.split('\n')).toEqual([
      expect.stringMatching(/^WEEK \(MONDAY TO SUNDAY\)\s+ACTIVE\s+ATTEMPTS\s+WINS$/),
      expect.stringMatching(/^2026-11-16 to 2026-11-22 \(this week\)\s+yes\s+0\s+0$/),
    ]);
  });

  it('shows the newest week first, with its attempts and wins', async () => {
    await admin('tarot', 'create', '2026-11-23');
    await admin('tarot', 'deactivate', '2026-11-16');
    const game = await gameOf('2026-11-16');
    const customer = await database.kysely
      .selectFrom('customers')
      .select('id')
      .executeTakeFirstOrThrow();
    await database.kysely
      .insertInto('tarotGameAttempts')
      .values({
        id: 'attempt-1',
        gameId: game?.id ?? '',
        customerId: customer.id,
        firstCardId: 'the-fool',
        secondCardId: 'the-fool',
        thirdCardId: 'death',
        won: false,
        couponId: null,
        createdAt: '2026-11-21T15:00:00.000Z',
      })
      .execute();

    const lines = (await admin('tarot', 'list')).out.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^2026-11-23 to 2026-11-29\s+yes\s+0\s+0$/);
    expect(lines[2]).toMatch(/^2026-11-16 to 2026-11-22 \(this week\)\s+no\s+1\s+0$/);
  });

  it('says when there is no game at all', async () => {
    await database.kysely.deleteFrom('tarotGames').execute();
    const result = await admin('tarot', 'list');
    expect(result.code).toBe(0);
    expect(result.out).toBe('No tarot games yet. "tarot create 2026-11-23" creates one.');
  });
});

describe('tarot create', () => {
  it("creates next week's game, active, once", async () => {
    const result = await admin('tarot', 'create', '2026-11-23');
    expect(result.code).toBe(0);
    expect(result.out).toBe('Created the game of the week 2026-11-23 to 2026-11-29; it is active.');
    expect(await gameOf('2026-11-23')).toMatchObject({ weekEnd: '2026-11-29', isActive: true });

    const again = await admin('tarot', 'create', '2026-11-23');
    expect(again.code).toBe(0);
    expect(again.out).toBe(
      'The week 2026-11-23 to 2026-11-29 already has a game (active); nothing changed.',
    );
    expect(await database.kysely.selectFrom('tarotGames').selectAll().execute()).toHaveLength(2);
  });

  it.each([['2026-11-24'], ['2026-13-02'], ['23-11-2026']])(
    'refuses %j, which is not a Monday, showing the usage',
    async (text) => {
      const result = await admin('tarot', 'create', text);
      expect(result.code).toBe(1);
      expect(result.err.split('\n')).toEqual([
        `"${text}" is not a Monday. A game runs Monday to Sunday: give its Monday as YYYY-MM-DD, e.g. tarot create 2026-11-23.`,
        'Usage: npm run admin -- tarot create <week-start>',
      ]);
      expect(await database.kysely.selectFrom('tarotGames').selectAll().execute()).toHaveLength(1);
    },
  );

  it('refuses a missing or a second date', async () => {
    const missing = await admin('tarot', 'create');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(
      "tarot create needs the Monday the game's week starts on, e.g. tarot create 2026-11-23.",
    );
    const two = await admin('tarot', 'create', '2026-11-23', '2026-11-30');
    expect(two.code).toBe(1);
    expect(two.err).toContain('tarot create takes one date, not 2.');
    expect(await gameOf('2026-11-23')).toBeUndefined();
  });
});

describe('tarot activate and deactivate', () => {
  it("closes and reopens this week's game", async () => {
    const closed = await admin('tarot', 'deactivate', '2026-11-16');
    expect(closed.code).toBe(0);
    expect(closed.out).toBe('The game of the week 2026-11-16 to 2026-11-22 is now inactive.');
    expect((await gameOf('2026-11-16'))?.isActive).toBe(false);

    const again = await admin('tarot', 'deactivate', '2026-11-16');
    expect(again.out).toBe(
      'The game of the week 2026-11-16 to 2026-11-22 was already inactive; nothing changed.',
    );

    const opened = await admin('tarot', 'activate', '2026-11-16');
    expect(opened.code).toBe(0);
    expect(opened.out).toBe('The game of the week 2026-11-16 to 2026-11-22 is now active.');
    expect((await gameOf('2026-11-16'))?.isActive).toBe(true);
  });

  it('refuses a week without a game, with exit code 1', async () => {
    const result = await admin('tarot', 'activate', '2026-11-30');
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      'No tarot game for the week of 2026-11-30. "tarot create 2026-11-30" creates it.',
    );
  });

  it('refuses a date that is not a Monday', async () => {
    const result = await admin('tarot', 'deactivate', '2026-11-21');
    expect(result.code).toBe(1);
    expect(result.err).toContain('"2026-11-21" is not a Monday.');
    expect((await gameOf('2026-11-16'))?.isActive).toBe(true);
  });
});
