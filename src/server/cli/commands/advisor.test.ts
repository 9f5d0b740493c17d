// `npm run admin -- advisor show | add | edit | phone | photo | greeting | schedule`: each change
// is seen where visitors see it (GET /api/advisors and the photo and audio endpoints), and every
// wrong input is refused with exit code 1 and a message that says what to fix.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdvisorFeedSchema, type AdvisorRecord } from '#shared/api/advisors.ts';
import { createAdminHarness, refusal, type AdminHarness } from '#tests/support/admin.ts';

let h: AdminHarness;
beforeEach(async () => {
  h = await createAdminHarness();
});
afterEach(async () => {
  await h.close();
});

/** The public feed as a visitor gets it once the server's short cache has expired. */
async function feed(): Promise<AdvisorRecord[]> {
  h.feedCacheExpires();
  const res = await h.t.app.inject({ method: 'GET', url: '/api/advisors' });
  expect(res.statusCode).toBe(200);
  return AdvisorFeedSchema.parse(res.json());
}

async function onBoard(agentId: string) {
  return (await feed()).find((record) => record.agentId === agentId);
}

async function advisorRow(extension: number) {
  return h.t.database.kysely
    .selectFrom('advisors')
    .selectAll()
    .where('extension', '=', extension)
    .executeTakeFirst();
}

const pngBytes = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);
const wavBytes = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([36, 0, 0, 0]),
  Buffer.from('WAVEfmt '),
  Buffer.alloc(64, 0),
]);

function aFile(name: string, content: Buffer | string): string {
  const path = join(h.dataDir, name);
  writeFileSync(path, content);
  return path;
}

const addIris = () =>
  h.admin(
    'advisor',
    'add',
    '4011',
    '--name',
    'Iris Delorme',
    '--description',
    'Iris reads the tarot with a steady hand.',
    '--phone',
    '(514) 555-0151',
  );

describe('advisor show', () => {
  it("shows an advisor's profile, number and schedule", async () => {
    const result = await h.admin('advisor', 'show', '4001');
    expect(result.code).toBe(0);
    const lines = result.out.split('\n');
    expect(lines[0]).toBe('Advisor 4001 (Celeste Moreau)');
    expect(result.out).toMatch(/Presence:\s+signed in since 2026-11-21 10:00 \(Montréal\)/);
    expect(result.out).toMatch(/Phone:\s+\(514\) 555-0141/);
    expect(result.out).toMatch(/Photo:\s+none: the illustrated portrait/);
    expect(result.out).toMatch(/Description:\s+Celeste has read the tarot/);
    expect(lines).toContain('  Mon   09:00-13:00, 17:00-23:00');
  });

  it('refuses an unknown extension', async () => {
    expect(refusal(await h.admin('advisor', 'show', '4999'))).toBe(
      'No advisor has the extension 4999. "advisor list" shows every advisor.',
    );
  });
});

describe('advisor add', () => {
  it('adds a listed, signed-out advisor that the board shows', async () => {
    const result = await addIris();
    expect(result.code).toBe(0);
    expect(result.out.split('\n')).toEqual([
      'Added advisor 4011 (Iris Delorme): listed, signed out, no schedule yet.',
      'Next: "advisor schedule 4011 …", "advisor photo 4011 <file>", then "advisor sign-in 4011".',
    ]);
    expect(await onBoard('4011')).toMatchObject({
      agentName: 'Iris Delorme',
      descr: 'Iris reads the tarot with a steady hand.',
      availTimeStr: 'Varies',
      signedIn: 'N',
      status: 'offline',
      schedule: {},
      photoUrl: '/api/advisors/4011/photo',
    });
    expect(await advisorRow(4011)).toMatchObject({ phone: '5145550151', gender: 'female' });
  });

  it('takes the gender, availability and listing', async () => {
    const result = await h.admin(
      ...['advisor', 'add', '4012', '--name', 'Noah Tremblay', '--description', 'Astrology.'],
      ...['--gender', 'male', '--avail', 'Weekday mornings', '--listed', 'no'],
    );
    expect(result.code).toBe(0);
    expect(result.out).toContain('not listed');
    expect(await advisorRow(4012)).toMatchObject({
      gender: 'male',
      availTimeStr: 'Weekday mornings',
      isListed: false,
      phone: null,
    });
    expect(await onBoard('4012')).toBeUndefined();
  });

  it.each([
    [['4011', '--description', 'x'], 'advisor add needs --name <name>: the name the board shows.'],
    [['4011', '--name', 'x'], 'advisor add needs --description <text>'],
    [['--name', 'x', '--description', 'y'], 'advisor add needs <ext>: a new 4-digit extension'],
    [['401', '--name', 'x', '--description', 'y'], 'An extension is 4 digits, 1000 to 9999'],
    [['40a1', '--name', 'x', '--description', 'y'], 'The extension must be a whole number'],
    [
      ['4001', '--name', 'x', '--description', 'y'],
      "The extension 4001 is already Celeste Moreau's.",
    ],
    [['4011', '--name', ' ', '--description', 'y'], 'The name is empty.'],
    [
      ['4011', '--name', 'x', '--description', 'y', '--gender', 'other'],
      '--gender must be one of female, male',
    ],
    [
      ['4011', '--name', 'x', '--description', 'y', '--phone', '555'],
      '"555" is not a North American phone number',
    ],
    [
      ['4011', '--name', 'x', '--description', 'y', '--phone', '5145550142'],
      "That number is already advisor 4002's (Marguerite Bélanger).",
    ],
    [
      ['4011', '--name', 'x', '--description', 'y', '--phone', '5145550100'],
      '(514) 555-0100 is a verified number of the customer demo@lumina-psychics.example',
    ],
    [
      ['4011', '--name', 'x', '--description', 'y', '--colour', 'red'],
      'advisor add has no option --colour.',
    ],
  ])('refuses %j', async (args, message) => {
    const result = await h.admin('advisor', 'add', ...args);
    expect(refusal(result)).toContain(message);
    expect(await advisorRow(4011)).toBeUndefined();
  });

  it('explains its options with --help', async () => {
    const result = await h.admin('advisor', 'add', '--help');
    expect(result.code).toBe(0);
    expect(result.out).toContain(
      'Usage: npm run admin -- advisor add <ext> --name <name> --description <text>',
    );
    expect(result.out).toMatch(/--gender female\|male\s+Chooses the illustrated portrait/);
    expect(result.out).toContain('Examples:');
  });
});

describe('advisor edit', () => {
  it('changes what the board shows', async () => {
    const result = await h.admin(
      ...['advisor', 'edit', '4001', '--name', 'Céleste Moreau'],
      ...['--description', 'Thirty years of tarot.', '--avail', 'Evenings'],
    );
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out.split('\n')).toEqual([
      'Advisor 4001 (Céleste Moreau) updated: name, description, availability. The board shows it within a few seconds.',
      'The French description was left as it was: if it no longer says the same, change it too (--description-fr <text>).',
      'The French availability was left as it was: if it no longer says the same, change it too (--avail-fr <text>).',
    ]);
    expect(await onBoard('4001')).toMatchObject({
      agentName: 'Céleste Moreau',
      descr: 'Thirty years of tarot.',
      availTimeStr: 'Evenings',
      status: 'waiting',
    });
  });

  it('takes an advisor off the board and back', async () => {
    expect((await h.admin('advisor', 'edit', '4002', '--listed', 'no')).code).toBe(0);
    expect(await onBoard('4002')).toBeUndefined();
    expect((await h.admin('advisor', 'edit', '4002', '--listed', 'yes')).code).toBe(0);
    expect(await onBoard('4002')).toBeDefined();
  });

  it('moves an advisor to a free extension', async () => {
    expect((await h.admin('advisor', 'edit', '4010', '--extension', '4020')).code).toBe(0);
    expect(await onBoard('4010')).toBeUndefined();
    expect((await onBoard('4020'))?.agentName).toBe('Gabriel Ashford');
  });

  it.each([
    [['4001'], 'advisor edit needs at least one change'],
    [['4999', '--name', 'x'], 'No advisor has the extension 4999.'],
    [['4001', '--extension', '4002'], "The extension 4002 is already Marguerite Bélanger's."],
    [['4001', '--extension', '99999'], 'An extension is 4 digits'],
    [
      ['4001', '--description', 'x'.repeat(2001)],
      'The description has 2001 characters; at most 2000.',
    ],
    [['4001', '--listed', 'maybe'], '--listed must be yes or no, not "maybe".'],
    [['4001', '--name'], '--name needs a value.'],
  ])('refuses %j', async (args, message) => {
    expect(refusal(await h.admin('advisor', 'edit', ...args))).toContain(message);
    expect((await advisorRow(4001))?.name).toBe('Celeste Moreau');
  });
});

describe('advisor phone', () => {
  it('sets the number in any usual form, and removes it', async () => {
    const set = await h.admin('advisor', 'phone', '4001', '+1 (514) 555-0161');
    expect(set.out).toBe(
      'Advisor 4001 (Celeste Moreau) now has the number (514) 555-0161: the line dials it, and recognises it when the advisor calls to sign in or out.',
    );
    expect((await advisorRow(4001))?.phone).toBe('5145550161');

    const removed = await h.admin('advisor', 'phone', '4001', 'none');
    expect(removed.out).toContain('has no number any more');
    expect((await advisorRow(4001))?.phone).toBeNull();
  });

  it('refuses a number that is not North American, or taken', async () => {
    expect(refusal(await h.admin('advisor', 'phone', '4001', '0145550161'))).toContain(
      'is not a North American phone number',
    );
    expect(refusal(await h.admin('advisor', 'phone', '4001', '5145550143'))).toBe(
      "That number is already advisor 4003's (Rafael Quintero).",
    );
    expect(refusal(await h.admin('advisor', 'phone', '4001'))).toBe(
      "advisor phone needs <number>: the advisor's 10-digit number, or none.",
    );
    expect((await advisorRow(4001))?.phone).toBe('5145550141');
  });
});

describe('advisor photo', () => {
  const getPhoto = () => h.t.app.inject({ method: 'GET', url: '/api/advisors/4001/photo' });

  it('stores a photo under DATA_DIR that the card then shows, and goes back to the portrait', async () => {
    const result = await h.admin('advisor', 'photo', '4001', aFile('celeste.png', pngBytes));
    expect(result.code).toBe(0);
    const stored = (await advisorRow(4001))?.photoPath ?? '';
    expect(stored).toMatch(/^4001-[0-9a-f-]{36}\.png$/);
    expect(result.out).toContain(`now shows the photo ${stored} (under DATA_DIR/advisor-photos)`);
    const res = await getPhoto();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(pngBytes)).toBe(true);

    // A second photo replaces the first, whose file is removed.
    await h.admin('advisor', 'photo', '4001', aFile('again.png', pngBytes));
    const replaced = (await advisorRow(4001))?.photoPath ?? '';
    expect(replaced).not.toBe(stored);
    expect(readdirSync(join(h.dataDir, 'advisor-photos'))).toEqual([replaced]);

    const back = await h.admin('advisor', 'photo', '4001', 'none');
    expect(back.out).toContain('shows the illustrated portrait again');
    expect((await getPhoto()).headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(readdirSync(join(h.dataDir, 'advisor-photos'))).toEqual([]);
  });

  it.each([
    [
      'a file whose content is not what its name says',
      'fake.jpg',
      Buffer.from('<html>'),
      'is named .jpg but does not hold image/jpeg content',
    ],
    [
      'a type the site does not serve',
      'photo.bmp',
      Buffer.from('BM'),
      'A photo must be a .jpg, .jpeg, .png, .webp, .avif, .gif file',
    ],
    ['an empty file', 'empty.png', Buffer.alloc(0), 'is empty'],
    [
      'a photo over 2 MB',
      'huge.png',
      Buffer.concat([pngBytes, Buffer.alloc(2 * 1024 * 1024)]),
      'a photo may be at most 2.0 MB',
    ],
  ])('refuses %s', async (_case, name, content, message) => {
    expect(refusal(await h.admin('advisor', 'photo', '4001', aFile(name, content)))).toContain(
      message,
    );
    expect((await advisorRow(4001))?.photoPath).toBeNull();
  });

  it('refuses a file that does not exist', async () => {
    expect(refusal(await h.admin('advisor', 'photo', '4001', '/nowhere/celeste.png'))).toBe(
      'There is no file "/nowhere/celeste.png".',
    );
  });
});

describe('advisor greeting', () => {
  it('stores a WAV that the play button then plays', async () => {
    const result = await h.admin('advisor', 'greeting', '4001', aFile('hello.wav', wavBytes));
    expect(result.code).toBe(0);
    expect(result.out).toContain("Advisor 4001 (Celeste Moreau)'s play button now plays 4001-");
    const res = await h.t.app.inject({ method: 'GET', url: '/api/advisors/4001/audio' });
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.rawPayload.equals(wavBytes)).toBe(true);

    expect((await h.admin('advisor', 'greeting', '4001', 'none')).out).toContain(
      'speaks the description again',
    );
    expect((await advisorRow(4001))?.greetingAudioPath).toBeNull();
  });

  it('refuses what is not a WAV recording', async () => {
    expect(refusal(await h.admin('advisor', 'greeting', '4001', aFile('hi.mp3', 'ID3')))).toBe(
      'A greeting must be a .wav file; "hi.mp3" is not.',
    );
    expect(refusal(await h.admin('advisor', 'greeting', '4001', aFile('hi.wav', pngBytes)))).toBe(
      '"hi.wav" is named .wav but does not hold audio/wav content.',
    );
  });
});

describe('advisor schedule', () => {
  it("sets some days' hours, which the board's schedule then shows", async () => {
    const result = await h.admin(
      'advisor',
      'schedule',
      '4003',
      'mon-fri',
      '08:00-12:00',
      '13:00-17:30',
    );
    expect(result.code).toBe(0);
    expect(result.out.split('\n')[0]).toBe(
      'Advisor 4003 (Rafael Quintero), Mon, Tues, Wed, Thu, Fri: 08:00-12:00, 13:00-17:30. The board shows it within a few seconds.',
    );
    await h.admin('advisor', 'schedule', '4003', 'sat', 'varies');
    await h.admin('advisor', 'schedule', '4003', 'sun', 'off');
    const weekday = [
      { from: '08:00', to: '12:00' },
      { from: '13:00', to: '17:30' },
    ];
    expect((await onBoard('4003'))?.schedule).toEqual({
      Mon: weekday,
      Tues: weekday,
      Wed: weekday,
      Thu: weekday,
      Fri: weekday,
      Sat: [{ from: 'Varies', to: 'Varies' }],
    });
  });

  it('understands day lists and groups', async () => {
    await h.admin('advisor', 'schedule', '4001', 'all', 'off');
    await h.admin('advisor', 'schedule', '4001', 'sat,sun', '10:00-14:00');
    expect(Object.keys((await onBoard('4001'))?.schedule ?? {})).toEqual(['Sun', 'Sat']);
    await h.admin('advisor', 'schedule', '4001', 'weekdays', 'varies');
    expect(Object.keys((await onBoard('4001'))?.schedule ?? {})).toHaveLength(7);
  });

  it.each([
    [['funday', '09:00-10:00'], '"funday" is not a day'],
    [['mon', 'morning'], '"morning" is not hours'],
    [['mon', '9-10'], '"9" is not a time: write HH:MM'],
    [['mon', '10:00-09:00'], 'The range 10:00-09:00 must end after it starts'],
    [
      ['mon', '22:00-02:00'],
      'must end after it starts (split a range past midnight over two days)',
    ],
    [
      ['mon', '09:00-13:00', '12:00-15:00'],
      'The second range (12:00-15:00) must start after the first ends (13:00).',
    ],
    [['mon', 'varies', '12:00-15:00'], '"varies" stands alone'],
    [['mon', 'off', '12:00-15:00'], '"off" stands alone'],
    [['mon', '09:00-24:00'], '"24:00" is not a time'],
    [['mon'], 'advisor schedule needs <hours>'],
    [
      ['mon', '08:00-09:00', '10:00-11:00', '12:00-13:00'],
      'advisor schedule does not take "12:00-13:00"',
    ],
  ])('refuses %j and keeps the schedule', async (args, message) => {
    expect(refusal(await h.admin('advisor', 'schedule', '4001', ...args))).toContain(message);
    expect((await onBoard('4001'))?.schedule.Mon).toEqual([
      { from: '09:00', to: '13:00' },
      { from: '17:00', to: '23:00' },
    ]);
  });
});
