// The rules' refusals of a change to an advisor or their payout rate speak the operator's language:
// the back office answers a French request in French and an English one in English, fields and
// files named in that language too; the command line, which has no request, keeps English
// (src/server/cli/commands/advisor.test.ts reads its texts as they always were).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import { followLocale, type Locale } from '#shared/copy/locale.ts';
import { businessDate } from '#shared/time/business-time.ts';
import { seedDemo, temporaryDataDir } from '#tests/support/advisors.ts';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { PHOTO_MAX_BYTES } from '#shared/api/advisor/profile.ts';
import { checkedProfile } from './operator.ts';
import { greetingTypes } from './stored-file.ts';

describe.each<Locale>(['fr-CA', 'en'])('the back office’s refusals, asked in %s', (locale) => {
  const rules = adminCopyFor(locale).advisorRules;
  let t: TestApp;
  let data: ReturnType<typeof temporaryDataDir>;
  let owner: SignedInOperator;

  beforeEach(async () => {
    data = temporaryDataDir();
    t = await createTestApp({ env: { DATA_DIR: data.dir } });
    await seedDemo(t);
    owner = await signedInOperator(t, 'owner');
  });
  afterEach(async () => {
    await t.close();
    data.remove();
  });

  async function refusal(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload: object | Buffer | undefined,
    expected: { status: number; code: string },
  ): Promise<string> {
    const res = await t.app.inject({
      method,
      url: `/api/admin/advisors${url}`,
      cookies: owner.cookies,
      headers: {
        'accept-language': locale,
        ...(Buffer.isBuffer(payload) ? { 'content-type': 'application/octet-stream' } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode, res.body).toBe(expected.status);
    expect(res.json().error.code).toBe(expected.code);
    return res.json().error.message as string;
  }
  const refused = { status: 400, code: 'CHANGE_REFUSED' };

  it('names an unknown extension, a taken one and a time that is not one', async () => {
    expect(
      await refusal('GET', '/4999', undefined, { status: 404, code: 'ADVISOR_NOT_FOUND' }),
    ).toBe(rules.unknownExtension(4999));
    const celeste = await t.database.kysely
      .selectFrom('advisors')
      .select('name')
      .where('extension', '=', 4001)
      .executeTakeFirstOrThrow();
    const taken = { extension: 4001, name: 'Iris Delorme', description: 'Tarot.' };
    expect(await refusal('POST', '', taken, refused)).toBe(
      rules.extensionTaken(4001, celeste.name),
    );
    const schedule = { days: [1], ranges: [{ from: '9h', to: '13:00' }] };
    expect(await refusal('PUT', '/4001/schedule', schedule, refused)).toBe(rules.notATime('9h'));
  });

  it('refuses a file of the wrong kind or too large, in the words of that kind of file', async () => {
    const greeting = await refusal(
      'PUT',
      '/4001/greeting?name=hello.mp3',
      Buffer.from('not a wave'),
      refused,
    );
    expect(greeting).toBe(
      rules.files.greeting.wrongType(Object.keys(greetingTypes).join(', '), 'hello.mp3'),
    );
    const large = Buffer.alloc(PHOTO_MAX_BYTES + 1);
    expect(await refusal('PUT', '/4001/photo?name=big.png', large, refused)).toBe(
      rules.files.photo.tooLarge('big.png', large.length, PHOTO_MAX_BYTES),
    );
  });

  it('refuses a payout rate from a day already past', async () => {
    const rate = { perMinuteHundredthsOfCent: 2750, appliesFrom: '2020-01-01', reason: 'Raise' };
    expect(await refusal('POST', '/4001/rates', rate, refused)).toBe(
      rules.rateInThePast('2020-01-01', businessDate(t.clock.now())),
    );
  });
});

describe('a refused profile text', () => {
  let previous: (() => Locale) | undefined;
  afterEach(() => {
    if (previous) followLocale(previous);
  });

  it.each<Locale>(['fr-CA', 'en'])('is named in %s', (locale) => {
    previous = followLocale(() => locale);
    const rules = adminCopyFor(locale).advisorRules;
    expect(() => checkedProfile({ descriptionFr: '  ' })).toThrow(
      rules.empty(rules.fields.descriptionFr),
    );
    expect(() => checkedProfile({ availTimeStr: 'x'.repeat(81) })).toThrow(
      rules.tooLong(rules.fields.availTimeStr, 81, 80),
    );
  });
});
