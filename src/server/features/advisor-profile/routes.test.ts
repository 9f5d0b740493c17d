// The advisor's own profile (docs/decisions/050): the advisor sees and edits only their own; the
// schedule is on the board at once; texts, a photo and a greeting wait, invisible on the board,
// until an owner approves (applied, audited) or declines (the public profile kept, the advisor
// texted why in their language); a new submission replaces the pending one; greetings are
// checked by content and converted to mono 8 kHz; customers, support and other advisors cannot.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProfileChangeListSchema } from '#shared/api/admin/profile-changes.ts';
import { AdvisorProfileResponseSchema } from '#shared/api/advisor/profile.ts';
import { advisorAppCopyFor } from '#shared/copy/advisor-app-catalogue.ts';
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import {
  startWithDemoAdvisors,
  stopWithDemoAdvisors,
  type TemporaryDataDir,
} from '#tests/support/advisors.ts';
import { signedInAdvisor, type SignedInAdvisor } from '#tests/support/advisor-app.ts';
import { outboxRowsTo } from '#tests/support/auth.ts';
import { seedCustomer, signIn, SESSION_COOKIE } from '#tests/support/customers.ts';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators.ts';
import type { TestApp } from '#tests/support/test-app.ts';
import { toneWav } from '#tests/support/wav.ts';
import { parseWav } from './wav.ts';

let t: TestApp;
let data: TemporaryDataDir;
let rose: SignedInAdvisor;
let owner: SignedInOperator;

beforeEach(async () => {
  ({ t, data } = await startWithDemoAdvisors());
  rose = await signedInAdvisor(t, 4001);
  owner = await signedInOperator(t, 'owner');
});
afterEach(() => stopWithDemoAdvisors(t, data));

const appEn = advisorAppCopyFor('en');
const adminEn = adminCopyFor('en');

const newTexts = {
  description: 'Tarot and astrology, thirty years of readings: clear answers about love.',
  descriptionFr: 'Tarot et astrologie, trente ans de lectures : des réponses claires en amour.',
  availTimeStr: 'Evenings',
  availTimeStrFr: 'Les soirs',
};

function asAdvisor(
  method: 'GET' | 'PUT',
  url: string,
  payload?: object | Buffer,
  cookies: Record<string, string> = rose.cookies,
) {
  const isFile = Buffer.isBuffer(payload);
  return t.app.inject({
    method,
    url: `/api/advisor${url}`,
    cookies,
    ...(payload === undefined ? {} : { payload }),
    ...(isFile ? { headers: { 'content-type': 'application/octet-stream' } } : {}),
  });
}

const admin = (method: 'GET' | 'POST', url: string, payload?: object, cookies = owner.cookies) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    cookies,
    ...(payload === undefined ? {} : { payload }),
  });

async function board(extension = 4001) {
  const res = await t.app.inject({ method: 'GET', url: '/api/advisors' });
  const record = res
    .json<{ agentId: string; descr: string; availTimeStr: string; schedule: object }[]>()
    .find((candidate) => candidate.agentId === String(extension));
  if (!record) throw new Error(`${extension} is not on the board`);
  return record;
}

async function myProfile(cookies = rose.cookies) {
  const res = await asAdvisor('GET', '/profile', undefined, cookies);
  expect(res.statusCode).toBe(200);
  return AdvisorProfileResponseSchema.parse(res.json());
}

async function pending() {
  const res = await admin('GET', '/profile-changes');
  expect(res.statusCode).toBe(200);
  return ProfileChangeListSchema.parse(res.json()).changes;
}

const auditActions = async () =>
  (await t.database.kysely.selectFrom('auditLog').select('action').execute()).map(
    (row) => row.action,
  );

describe('the advisor’s texts', () => {
  it('wait for approval, invisible on the board, then show once an owner approves', async () => {
    const before = await board();
    const sent = await asAdvisor('PUT', '/profile/texts', newTexts);
    expect(sent.statusCode).toBe(200);
    const mine = AdvisorProfileResponseSchema.parse(sent.json());
    expect(mine.changes.texts).toMatchObject({ status: 'pending', texts: newTexts });
    expect(mine.profile.texts.description).toBe(before.descr);
    expect((await board()).descr).toBe(before.descr);

    const [change] = await pending();
    expect(change).toMatchObject({
      kind: 'texts',
      advisor: { extension: 4001 },
      texts: newTexts,
      currentTexts: { description: before.descr },
    });
    const approved = await admin('POST', `/profile-changes/${change?.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect((await board()).descr).toBe(newTexts.description);
    expect((await board()).availTimeStr).toBe(newTexts.availTimeStr);
    expect((await myProfile()).changes.texts?.status).toBe('approved');
    expect(await pending()).toEqual([]);
    expect(await auditActions()).toContain('advisor-profile-change.approve-texts');

    // Decided once.
    const again = await admin('POST', `/profile-changes/${change?.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(adminEn.profileChanges.alreadyDecided);
  });

  it('replace the pending change when sent again', async () => {
    await asAdvisor('PUT', '/profile/texts', newTexts);
    const first = (await pending())[0];
    await asAdvisor('PUT', '/profile/texts', { ...newTexts, availTimeStr: 'Mornings' });
    const changes = await pending();
    expect(changes).toHaveLength(1);
    expect(changes[0]?.texts?.availTimeStr).toBe('Mornings');
    const stale = await admin('POST', `/profile-changes/${first?.id}/approve`);
    expect(stale.statusCode).toBe(404);
  });

  it('make one pending change when sent twice at once', async () => {
    const answers = await Promise.all([
      asAdvisor('PUT', '/profile/texts', newTexts),
      asAdvisor('PUT', '/profile/texts', { ...newTexts, availTimeStr: 'Mornings' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await pending()).toHaveLength(1);
  });

  it('declined, keep the public profile and text the advisor the reason in their language', async () => {
    const before = await board();
    await asAdvisor('PUT', '/profile/texts', newTexts);
    const [change] = await pending();
    const reason = 'Please do not promise results.';
    const declined = await admin('POST', `/profile-changes/${change?.id}/decline`, {
      message: reason,
    });
    expect(declined.statusCode).toBe(200);
    expect((await board()).descr).toBe(before.descr);
    expect((await myProfile()).changes.texts).toMatchObject({
      status: 'declined',
      declineReason: reason,
    });
    const texts = (await outboxRowsTo(t, rose.phone)).map((row) => row.text);
    expect(texts).toContain(
      messageCopyFor('fr-CA').advisorProfileChangeDeclinedSms.texts(t.config.brandName, reason),
    );
    expect(await auditActions()).toContain('advisor-profile-change.decline-texts');
    // A decline needs a message.
    await asAdvisor('PUT', '/profile/texts', newTexts);
    const [next] = await pending();
    const bare = await admin('POST', `/profile-changes/${next?.id}/decline`, { message: ' ' });
    expect(bare.statusCode).toBe(400);
  });

  it('are refused by the rules when empty, and nothing is kept', async () => {
    const res = await asAdvisor('PUT', '/profile/texts', { ...newTexts, description: '  ' });
    expect(res.statusCode).toBe(400);
    expect(await pending()).toEqual([]);
  });
});

describe('the advisor’s schedule', () => {
  it('is on the board at once, by the operators’ rules', async () => {
    const res = await asAdvisor('PUT', '/profile/schedule', {
      days: [1],
      ranges: [{ from: '09:00', to: '12:00' }],
    });
    expect(res.statusCode).toBe(200);
    expect((await board()).schedule).toMatchObject({ Mon: [{ from: '09:00', to: '12:00' }] });
    expect(AdvisorProfileResponseSchema.parse(res.json()).profile.schedule).toContainEqual({
      dayOfWeek: 1,
      slot: 1,
      fromTime: '09:00',
      toTime: '12:00',
    });
    const backwards = await asAdvisor('PUT', '/profile/schedule', {
      days: [2],
      ranges: [{ from: '12:00', to: '09:00' }],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe(
      adminEn.advisorRules.rangeBackwards('12:00', '09:00'),
    );
  });
});

describe('the advisor’s greeting', () => {
  const greetingFiles = () =>
    readdirSync(join(data.dir, 'advisor-greetings'), { withFileTypes: true }).map(
      (entry) => entry.name,
    );

  it('is converted from stereo 44.1 kHz to mono 8 kHz, and plays once approved', async () => {
    const res = await asAdvisor(
      'PUT',
      '/profile/greeting',
      toneWav({ seconds: 2, sampleRate: 44_100, channels: 2 }),
    );
    expect(res.statusCode).toBe(200);
    expect(AdvisorProfileResponseSchema.parse(res.json()).changes.greeting).toMatchObject({
      status: 'pending',
      seconds: 2,
    });
    const mine = await asAdvisor('GET', '/profile/changes/greeting/file');
    const converted = parseWav(mine.rawPayload);
    expect(converted).toMatchObject({ channels: 1, sampleRate: 8000 });
    expect(converted.samples.length).toBe(16_000);

    // Not public yet: the board's audio is the spoken description.
    const publicBefore = await t.app.inject({ method: 'GET', url: '/api/advisors/4001/audio' });
    expect(publicBefore.rawPayload.equals(mine.rawPayload)).toBe(false);

    const [change] = await pending();
    const listened = await admin('GET', `/profile-changes/${change?.id}/file`);
    expect(listened.headers['content-type']).toBe('audio/wav');
    expect(listened.rawPayload.equals(mine.rawPayload)).toBe(true);
    expect((await admin('POST', `/profile-changes/${change?.id}/approve`)).statusCode).toBe(200);
    const publicAfter = await t.app.inject({ method: 'GET', url: '/api/advisors/4001/audio' });
    expect(publicAfter.rawPayload.equals(mine.rawPayload)).toBe(true);
    expect(greetingFiles().filter((name) => !name.startsWith('.'))).toHaveLength(1);
  });

  it('is refused when not a WAV by content, too long, too short or empty', async () => {
    const refusals = appEn.profile.greetingRefused;
    const cases: [Buffer, string][] = [
      [Buffer.from('<html>this is not audio</html>'), refusals.notWav],
      [toneWav({ seconds: 61 }), refusals.tooLong],
      [toneWav({ seconds: 0.4 }), refusals.tooShort],
      [toneWav({ seconds: 0 }), refusals.empty],
    ];
    for (const [bytes, message] of cases) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/advisor/profile/greeting',
        cookies: rose.cookies,
        payload: bytes,
        headers: { 'content-type': 'application/octet-stream', 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await pending()).toEqual([]);
  });
});

describe('the advisor’s photo', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(200, 1),
  ]);

  it('is checked by the operators’ rules and shows once approved', async () => {
    const renamed = await asAdvisor(
      'PUT',
      '/profile/photo?name=me.png',
      Buffer.from('GIF89a not a png at all'),
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.message).toBe(
      adminEn.advisorRules.wrongContent('me.png', '.png', 'image/png'),
    );
    const res = await asAdvisor('PUT', '/profile/photo?name=me.png', png);
    expect(res.statusCode).toBe(200);
    const before = await t.app.inject({ method: 'GET', url: '/api/advisors/4001/photo' });
    expect(before.rawPayload.equals(png)).toBe(false);
    const [change] = await pending();
    expect(change?.kind).toBe('photo');
    await admin('POST', `/profile-changes/${change?.id}/approve`);
    const after = await t.app.inject({ method: 'GET', url: '/api/advisors/4001/photo' });
    expect(after.headers['content-type']).toBe('image/png');
    expect(after.rawPayload.equals(png)).toBe(true);
    // The advisor's page asks for it by the approved change's id, past the browser's cache.
    const versioned = await t.app.inject({
      method: 'GET',
      url: `/api/advisors/4001/photo?v=${change?.id}`,
    });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.rawPayload.equals(png)).toBe(true);
  });
});

describe('who may', () => {
  it('an advisor sees only their own profile and changes', async () => {
    const other = await signedInAdvisor(t, 4002);
    await asAdvisor('PUT', '/profile/texts', newTexts);
    const theirs = await myProfile(other.cookies);
    expect(theirs.profile.agentId).toBe('4002');
    expect(theirs.changes.texts).toBeNull();
    await asAdvisor('PUT', '/profile/greeting', toneWav({ seconds: 2 }));
    const file = await asAdvisor('GET', '/profile/changes/greeting/file', undefined, other.cookies);
    expect(file.statusCode).toBe(404);
    // An advisor's cookie opens nothing in the back office.
    const list = await admin('GET', '/profile-changes', undefined, other.cookies);
    expect(list.statusCode).toBe(401);
  });

  it('a customer or a visitor cannot reach an advisor’s profile', async () => {
    const customer = await seedCustomer(t, { email: 'ada@example.com' });
    const cookies = { [SESSION_COOKIE]: await signIn(t, customer) };
    expect((await asAdvisor('GET', '/profile', undefined, cookies)).statusCode).toBe(401);
    expect((await asAdvisor('PUT', '/profile/texts', newTexts, cookies)).statusCode).toBe(401);
    expect((await asAdvisor('PUT', '/profile/texts', newTexts, {})).statusCode).toBe(401);
    expect(
      (await asAdvisor('PUT', '/profile/greeting', toneWav({ seconds: 2 }), {})).statusCode,
    ).toBe(401);
  });

  it('support cannot decide profile changes', async () => {
    const support = await signedInOperator(t, 'support', { email: 'support@example.com' });
    await asAdvisor('PUT', '/profile/texts', newTexts);
    const [change] = await pending();
    expect((await admin('GET', '/profile-changes', undefined, support.cookies)).statusCode).toBe(
      403,
    );
    expect(
      (await admin('POST', `/profile-changes/${change?.id}/approve`, undefined, support.cookies))
        .statusCode,
    ).toBe(403);
  });
});
