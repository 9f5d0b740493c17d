// /api/admin/advisors: an owner adds and edits advisors as the command line does (what the public
// feed then shows), sets presence, uploads a photo checked by its content, and sets payout rates
// from a day with a reason; every change writes one audit row with before and after, a refused
// change writes none, and support is refused (the matrix asks every route; one here by name).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdvisorFeedSchema } from '#shared/api/advisors.ts';
import {
  AdvisorAdminViewSchema,
  AdvisorListPageSchema,
  type AdvisorAdminView,
} from '#shared/api/admin/advisors.ts';
import { businessDate } from '#shared/time/business-time.ts';
import { seedDemo, temporaryDataDir } from '#tests/support/advisors.ts';
import { seedCustomer } from '#tests/support/customers.ts';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function admin(method: Method, url: string, payload?: unknown, cookies = owner.cookies) {
  return t.app.inject({
    method,
    url: `/api/admin/advisors${url}`,
    cookies,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function changed(method: Method, url: string, payload?: unknown): Promise<AdvisorAdminView> {
  const res = await admin(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return AdvisorAdminViewSchema.parse(res.json());
}

async function publicFeed() {
  const res = await t.app.inject({ method: 'GET', url: '/api/advisors' });
  return AdvisorFeedSchema.parse(res.json());
}

async function auditRows(action: string) {
  return t.database.kysely
    .selectFrom('auditLog')
    .selectAll()
    .where('action', '=', action)
    .orderBy('at')
    .execute();
}

const iris = {
  extension: 4051,
  name: 'Iris Delorme',
  description: 'Iris reads the tarot.',
  descriptionFr: 'Iris tire le tarot.',
  isListed: false,
};

describe('adding and editing', () => {
  it('adds an unlisted advisor the board does not show, then lists them: the feed shows the edit', async () => {
    const added = await admin('POST', '', iris);
    expect(added.statusCode).toBe(201);
    expect(AdvisorAdminViewSchema.parse(added.json())).toMatchObject({
      extension: 4051,
      name: 'Iris Delorme',
      status: 'offline',
      isListed: false,
      rates: [],
    });
    expect((await publicFeed()).map((advisor) => advisor.agentId)).not.toContain('4051');

    const edited = await changed('PATCH', '/4051', { isListed: true, name: 'Iris D.' });
    expect(edited).toMatchObject({ isListed: true, name: 'Iris D.' });
    const onBoard = (await publicFeed()).find((advisor) => advisor.agentId === '4051');
    expect(onBoard?.agentName).toBe('Iris D.');

    const [addRow] = await auditRows('advisor.add');
    expect(addRow).toMatchObject({ operatorId: owner.id, subjectType: 'advisor' });
    expect(addRow?.beforeJson).toBeNull();
    expect(JSON.parse(addRow?.afterJson ?? '{}')).toMatchObject({
      extension: 4051,
      isListed: false,
    });
    const [editRow] = await auditRows('advisor.edit');
    expect(JSON.parse(editRow?.beforeJson ?? '{}')).toEqual({
      isListed: false,
      name: 'Iris Delorme',
    });
    expect(JSON.parse(editRow?.afterJson ?? '{}')).toEqual({ isListed: true, name: 'Iris D.' });
  });

  it('lists with live status, filtered, sorted and paged by the server', async () => {
    const extensions = async (search: string) =>
      AdvisorListPageSchema.parse((await admin('GET', search)).json()).advisors.map((advisor) =>
        [advisor.extension, advisor.status].join(' '),
      );
    await changed('PUT', '/4001/presence', { presence: 'available' });
    expect(await extensions('?status=available&pageSize=200')).toContain('4001 available');
    await changed('PUT', '/4001/presence', { presence: 'offline' });
    expect(await extensions('?status=available&pageSize=200')).not.toContain('4001 available');
    expect(await extensions('?status=offline&q=4001')).toEqual(['4001 offline']);
    const all = AdvisorListPageSchema.parse(
      (await admin('GET', '?sort=-extension&pageSize=2')).json(),
    );
    expect(all.advisors).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    expect(all.advisors[0]?.extension).toBeGreaterThan(all.advisors[1]?.extension ?? Infinity);
  });

  it('refuses bad input with a clear 400 and writes nothing, neither the change nor an audit row', async () => {
    const shortExtension = await admin('POST', '', { ...iris, extension: 12 });
    expect(shortExtension.statusCode).toBe(400);
    expect(shortExtension.json().error.fields).toHaveProperty('extension');

    const taken = await admin('POST', '', { ...iris, extension: 4001 });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.message).toMatch(/extension 4001 is already/);

    const badTime = await admin('PUT', '/4001/schedule', {
      days: [1],
      ranges: [{ from: '9h', to: '13:00' }],
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().error.message).toMatch(/"9h" is not a time/);

    const nothing = await admin('PATCH', '/4001', {});
    expect(nothing.statusCode).toBe(400);

    expect(await auditRows('advisor.add')).toHaveLength(0);
    expect(await auditRows('advisor.schedule')).toHaveLength(0);
    expect((await admin('GET', '/4051')).statusCode).toBe(404);
  });

  it("refuses a customer's verified number for an advisor, as the command line does", async () => {
    await seedCustomer(t, { email: 'caller@example.com', phones: ['5145550177'] });
    const res = await admin('PUT', '/4001/phone', { phone: '514 555 0177' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/verified number of the customer caller@example.com/);
    const ok = await changed('PUT', '/4001/phone', { phone: '514 555 0188' });
    expect(ok.phone).toBe('5145550188');
    const [row] = await auditRows('advisor.phone');
    expect(JSON.parse(row?.afterJson ?? '{}')).toEqual({ phone: '5145550188' });
  });

  it('sets the schedule of some days, audited with those days before and after', async () => {
    const advisor = await changed('PUT', '/4001/schedule', {
      days: [1, 2],
      ranges: [{ from: '09:00', to: '13:00' }],
    });
    expect(advisor.schedule.filter((entry) => entry.dayOfWeek === 1)).toEqual([
      { dayOfWeek: 1, slot: 1, fromTime: '09:00', toTime: '13:00' },
    ]);
    const [row] = await auditRows('advisor.schedule');
    expect(JSON.parse(row?.afterJson ?? '{}')).toMatchObject({ days: [1, 2] });
  });
});

describe('presence', () => {
  it('signs an advisor in and out: the board and the list show it, each change audited', async () => {
    const out = await changed('PUT', '/4002/presence', { presence: 'offline' });
    expect(out.status).toBe('offline');
    expect((await publicFeed()).find((a) => a.agentId === '4002')?.signedIn).toBe('N');
    const back = await changed('PUT', '/4002/presence', { presence: 'available' });
    expect(back.status).toBe('available');
    expect((await publicFeed()).find((a) => a.agentId === '4002')?.signedIn).toBe('Y');
    const rows = await auditRows('advisor.presence');
    expect(rows.map((row) => JSON.parse(row.afterJson ?? '{}'))).toEqual([
      { signedIn: false },
      { signedIn: true },
    ]);
    const busy = await admin('PUT', '/4002/presence', { presence: 'busy' });
    expect(busy.statusCode).toBe(400);
  });
});

describe('photo and greeting', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const upload = (url: string, bytes: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/advisors${url}`,
      cookies: owner.cookies,
      headers: { 'content-type': 'application/octet-stream' },
      payload: bytes,
    });

  it('stores a photo checked by its content; the board serves it; removing it goes back to the portrait', async () => {
    const res = await upload('/4001/photo?name=celeste.png', png);
    expect(res.statusCode, res.body).toBe(200);
    const photoPath = AdvisorAdminViewSchema.parse(res.json()).photoPath;
    expect(photoPath).toMatch(/^4001-.*\.png$/);
    const served = await t.app.inject({ method: 'GET', url: '/api/advisors/4001/photo' });
    expect(served.headers['content-type']).toBe('image/png');

    const fake = await upload('/4001/photo?name=notes.png', Buffer.from('hello, not a picture'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toMatch(/does not hold image\/png content/);

    const removed = await changed('DELETE', '/4001/photo');
    expect(removed.photoPath).toBeNull();
    const rows = await auditRows('advisor.photo');
    expect(rows.map((row) => JSON.parse(row.afterJson ?? '{}'))).toEqual([
      { photoPath },
      { photoPath: null },
    ]);
  });

  it('refuses a photo over 2 MB in the rules’ words, and a greeting that is not a WAV', async () => {
    const large = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload('/4001/photo?name=big.png', large);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/at most 2\.0 MB/);
    const greeting = await upload('/4001/greeting?name=hello.mp3', png);
    expect(greeting.statusCode).toBe(400);
    expect(greeting.json().error.message).toMatch(/must be a \.wav file/);
  });

  it('refuses a visitor before reading the body: 401 even for a file over the upload limit', async () => {
    // Read first, an 11 MB body would be refused as too large (413) before anyone asked who sent it.
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/advisors/4001/greeting?name=big.wav',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(11 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(401);
    const signedIn = await upload('/4001/greeting?name=big.wav', Buffer.alloc(11 * 1024 * 1024));
    expect(signedIn.statusCode).toBe(413);
  });
});

describe('payout rates', () => {
  const tomorrow = () => businessDate(new Date(t.clock.now().getTime() + 86_400_000));

  it('refuses a rate without a reason, and changes nothing', async () => {
    const res = await admin('POST', '/4001/rates', {
      perMinuteHundredthsOfCent: 2750,
      appliesFrom: tomorrow(),
      reason: '  ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('reason');
    expect((await changed('GET', '/4001')).rates).toEqual([]);
  });

  it('keeps the history; a rate applies from its day; the audit row holds the reason', async () => {
    const today = businessDate(t.clock.now());
    const nextDay = tomorrow();
    await changed('POST', '/4001/rates', {
      perMinuteHundredthsOfCent: 2500,
      appliesFrom: today,
      reason: 'Starting rate',
    });
    const advisor = await changed('POST', '/4001/rates', {
      perMinuteHundredthsOfCent: 2750,
      appliesFrom: nextDay,
      reason: 'Raise after a year',
    });
    expect(advisor.rates.map((rate) => rate.perMinuteHundredthsOfCent)).toEqual([2750, 2500]);
    expect(advisor.rateInForce?.perMinuteHundredthsOfCent).toBe(2500);

    t.clock.advance(86_400_000);
    owner = await signedInOperator(t, 'owner'); // the first session has ended by then
    const list = AdvisorListPageSchema.parse((await admin('GET', '?q=4001')).json());
    expect(list.advisors[0]?.rateInForce?.perMinuteHundredthsOfCent).toBe(2750);

    const rows = await auditRows('advisor.rate');
    expect(rows.map((row) => row.reason)).toEqual(['Starting rate', 'Raise after a year']);
    expect(JSON.parse(rows[1]?.beforeJson ?? '{}')).toMatchObject({
      perMinuteHundredthsOfCent: 2500,
    });
    expect(JSON.parse(rows[1]?.afterJson ?? '{}')).toMatchObject({
      perMinuteHundredthsOfCent: 2750,
      appliesFrom: nextDay,
    });
  });

  it('refuses a day in the past', async () => {
    const res = await admin('POST', '/4001/rates', {
      perMinuteHundredthsOfCent: 2750,
      appliesFrom: '2020-01-01',
      reason: 'Back pay',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/before today/);
    expect(await auditRows('advisor.rate')).toHaveLength(0);
  });
});

it('refuses support: advisors and their pay are for owners', async () => {
  const support = await signedInOperator(t, 'support');
  for (const [method, url] of [
    ['GET', ''],
    ['POST', '/4001/rates'],
  ] as const) {
    const res = await admin(method, url, method === 'GET' ? undefined : {}, support.cookies);
    expect(res.statusCode).toBe(403);
  }
});
