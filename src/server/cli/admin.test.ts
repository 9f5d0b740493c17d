// The operator commands (docs/contracts.md "Command line"): help, advisor list / sign-in / sign-out
// against a database with the demo data, and the refusals of a wrong command line.
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
let contextsOpened = 0;

beforeEach(async () => {
  clock = createFakeClock('2026-11-21T15:00:00.000Z');
  database = await createTestDatabase();
  await seedDemoData(database, { clock });
  contextsOpened = 0;
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
      contextsOpened += 1;
      const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:' });
      return createAdminContext({ config, database, clock, warn: (line) => err.push(line) });
    },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function signedIn(extension: number) {
  const row = await database.kysely
    .selectFrom('advisors')
    .select(['signedIn', 'signedInChangedAt'])
    .where('extension', '=', extension)
    .executeTakeFirstOrThrow();
  return row;
}

describe('help', () => {
  it('lists the advisor commands, without opening the database', async () => {
    const result = await admin('help');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Usage: npm run admin -- <command> [arguments]');
    expect(result.out).toMatch(/advisor list\s+List every advisor/);
    expect(result.out).toMatch(/advisor sign-in <ext>\s+Sign an advisor in/);
    expect(result.out).toMatch(/advisor sign-out <ext>\s+Sign an advisor out/);
    expect(result.out).toMatch(/help\s+Show this list/);
    expect(contextsOpened).toBe(0);
  });
});

describe('advisor list', () => {
  it('shows every advisor by extension with name and presence', async () => {
    await database.kysely
      .updateTable('advisors')
      .set({ isListed: false })
      .where('extension', '=', 4010)
      .execute();
    const result = await admin('advisor', 'list');
    expect(result.code).toBe(0);
    const lines = result.out.split('\n');
    expect(lines[0]).toMatch(/^EXT\s+NAME\s+PRESENCE\s+SINCE \(MONTRÉAL\)\s+FRENCH$/);
    expect(lines).toHaveLength(11);
    // Seeded at 15:00 UTC, which is 10:00 in Montréal.
    expect(lines[1]).toMatch(/^4001\s+Celeste Moreau\s+signed in\s+2026-11-21 10:00\s+yes$/);
    expect(lines[3]).toMatch(/^4003\s+Rafael Quintero\s+signed out\s+2026-11-21 10:00\s+yes$/);
    // Every demo advisor has their texts in French: nothing to warn about.
    expect(result.err).toBe('');
    expect(lines[10]).toMatch(/^4010\s+Gabriel Ashford\s+signed in, not listed/);
  });
});

describe('advisor sign-in and sign-out', () => {
  it('signs an advisor out and back in, through the service', async () => {
    clock.set('2026-11-21T16:30:00.000Z');
    const out = await admin('advisor', 'sign-out', '4001');
    expect(out.code).toBe(0);
    expect(out.out).toBe(
      'Advisor 4001 (Celeste Moreau) is now signed out. The board shows it within a few seconds.',
    );
    expect(await signedIn(4001)).toEqual({
      signedIn: false,
      signedInChangedAt: '2026-11-21T16:30:00.000Z',
    });
    expect((await admin('advisor', 'list')).out).toMatch(
      /4001\s+Celeste Moreau\s+signed out\s+2026-11-21 11:30/,
    );

    const back = await admin('advisor', 'sign-in', '4001');
    expect(back.code).toBe(0);
    expect(back.out).toContain('Advisor 4001 (Celeste Moreau) is now signed in.');
    expect((await signedIn(4001)).signedIn).toBe(true);
  });

  it('says so, and changes nothing, when the advisor already has that presence', async () => {
    clock.set('2026-11-21T17:00:00.000Z');
    const result = await admin('advisor', 'sign-in', '4001');
    expect(result.code).toBe(0);
    expect(result.out).toBe(
      'Advisor 4001 (Celeste Moreau) was already signed in; nothing changed.',
    );
    expect((await signedIn(4001)).signedInChangedAt).toBe('2026-11-21T15:00:00.000Z');
  });

  it('refuses an unknown extension with exit code 1', async () => {
    const result = await admin('advisor', 'sign-in', '4999');
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      'No advisor has the extension 4999. "advisor list" shows every advisor.',
    );
    expect(result.out).toBe('');
  });

  it('refuses a missing extension, showing the usage', async () => {
    const result = await admin('advisor', 'sign-out');
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      [
        "advisor sign-out needs the advisor's extension, e.g. advisor sign-out 4001.",
        'Usage: npm run admin -- advisor sign-out <ext>',
      ].join('\n'),
    );
  });

  it.each([['abc'], ['40.01'], ['-4001']])(
    'refuses %j, which is not an extension',
    async (text) => {
      const result = await admin('advisor', 'sign-in', text);
      expect(result.code).toBe(1);
      expect(result.err).toContain(`"${text}" is not an extension`);
      expect((await signedIn(4001)).signedIn).toBe(true);
    },
  );

  it('refuses a second extension', async () => {
    const result = await admin('advisor', 'sign-out', '4001', '4002');
    expect(result.code).toBe(1);
    expect(result.err).toContain('advisor sign-out takes one extension');
    expect((await signedIn(4001)).signedIn).toBe(true);
  });
});

describe('a wrong command line', () => {
  it('refuses an unknown command with exit code 1, without opening the database', async () => {
    const result = await admin('advisers');
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      'Unknown command "advisers". "npm run admin -- help" lists the commands.',
    );
    expect(contextsOpened).toBe(0);
  });

  it('refuses an unknown advisor command, listing the ones that exist', async () => {
    const result = await admin('advisor', 'delete', '4001');
    expect(result.code).toBe(1);
    expect(result.err.split('\n')).toEqual([
      'Unknown command "advisor delete". The advisor commands are:',
      '  npm run admin -- advisor list',
      '  npm run admin -- advisor show <ext>',
      '  npm run admin -- advisor add <ext> --name <name> --description <text>',
      '  npm run admin -- advisor edit <ext> [options]',
      '  npm run admin -- advisor phone <ext> <number>',
      '  npm run admin -- advisor photo <ext> <file>',
      '  npm run admin -- advisor greeting <ext> <file>',
      '  npm run admin -- advisor schedule <ext> <days> <hours> [<hours>]',
      '  npm run admin -- advisor sign-in <ext>',
      '  npm run admin -- advisor sign-out <ext>',
    ]);
  });

  it('asks for a command when given none', async () => {
    const nothing = await admin();
    expect(nothing.code).toBe(1);
    expect(nothing.err).toContain('"npm run admin -- help" lists them');
    const groupOnly = await admin('advisor');
    expect(groupOnly.code).toBe(1);
    expect(groupOnly.err).toContain('"advisor" needs a command:');
  });
});
