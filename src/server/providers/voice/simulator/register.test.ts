// The Twilio Voice stand-in on a Fastify instance of its own: the call player's reports go in
// through the control route, and the real Calls client reads them back as it reads Twilio's;
// refusals come in Twilio's envelope; with a real Twilio account configured it is not there.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import { parseConfig, type Config } from '#server/config.ts';
import { createSelfFetch } from '#tests/support/self-fetch.ts';
import { ProviderError } from '../../provider-error.ts';
import { createTwilioCallRecords } from '../twilio-call-records.ts';
import { simTwilioControlCallsPath, simTwilioPrefix } from './paths.ts';
import { getTwilioVoiceSimulator, registerTwilioVoiceSimulator } from './register.ts';

const publicUrl = 'http://localhost:3000';
const parentSid = `CA${'a'.repeat(32)}`;
const childSid = `CA${'b'.repeat(32)}`;
const otherChildSid = `CA${'c'.repeat(32)}`;

const child = {
  sid: childSid,
  parentCallSid: parentSid,
  status: 'completed' as const,
  startTime: '2026-11-21T15:00:20.000Z',
  endTime: '2026-11-21T15:02:25.000Z',
  durationSeconds: 125,
  from: '+18885550142',
  to: '+15145550199',
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function standIn(env: Record<string, string> = {}) {
  const config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl, ...env });
  const instance = Fastify();
  const clock = createFakeClock('2026-11-21T15:03:00.000Z');
  await registerTwilioVoiceSimulator(instance, { config, clock });
  await instance.ready();
  app = instance;
  return { app: instance, config };
}

function basic(accountSid: string, authToken: string) {
  return `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
}

function callRecords(config: Config, overrides: { authToken?: string } = {}) {
  const target = app;
  if (!target) throw new Error('no app');
  return createTwilioCallRecords({
    accountSid: config.voice.accountSid,
    authToken: overrides.authToken ?? config.voice.authToken,
    apiBaseUrl: config.voice.apiBaseUrl,
    mode: 'simulated',
    fetch: createSelfFetch(publicUrl, () => target),
  });
}

function report(instance: FastifyInstance, config: Config, body: unknown, authorization?: string) {
  return instance.inject({
    method: 'POST',
    url: simTwilioControlCallsPath,
    headers: {
      authorization: authorization ?? basic(config.voice.accountSid, config.voice.authToken),
    },
    payload: body as object,
  });
}

describe('the stand-in of a simulated line', () => {
  it('keeps the calls the player reports, and the real client reads them back', async () => {
    const { app, config } = await standIn();
    expect(config.voice.apiBaseUrl).toBe(`${publicUrl}${simTwilioPrefix}`);
    const parent = {
      sid: parentSid,
      parentCallSid: null,
      status: 'completed',
      startTime: '2026-11-21T15:00:00.000Z',
      endTime: '2026-11-21T15:02:40.000Z',
      durationSeconds: 160,
      from: '+15145550100',
      to: '+18885550142',
    };
    for (const record of [parent, child]) {
      const answer = await report(app, config, record);
      expect(answer.statusCode).toBe(204);
      expect(answer.headers['cache-control']).toBe('no-store');
    }

    const records = callRecords(config);
    const { from: _from, to: _to, ...childRecord } = child;
    await expect(records.fetchCall(childSid)).resolves.toEqual(childRecord);
    await expect(records.listChildCalls(parentSid)).resolves.toEqual([childRecord]);
    await expect(records.listChildCalls(childSid)).resolves.toEqual([]);
    expect((await records.fetchCall(parentSid))?.durationSeconds).toBe(160);
  });

  it('answers Twilio’s JSON for a call: RFC 2822 times, the duration as a string', async () => {
    const { app, config } = await standIn();
    await report(app, config, child);
    const { accountSid } = config.voice;
    const path = `/2010-04-01/Accounts/${accountSid}/Calls/${childSid}.json`;
    const answer = await app.inject({
      method: 'GET',
      url: `${simTwilioPrefix}${path}`,
      headers: { authorization: basic(accountSid, config.voice.authToken) },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toMatchObject({
      sid: childSid,
      parent_call_sid: parentSid,
      account_sid: accountSid,
      from: '+18885550142',
      to: '+15145550199',
      status: 'completed',
      direction: 'outbound-dial',
      start_time: 'Sat, 21 Nov 2026 15:00:20 +0000',
      end_time: 'Sat, 21 Nov 2026 15:02:25 +0000',
      duration: '125',
      date_created: 'Sat, 21 Nov 2026 15:03:00 +0000',
      api_version: '2010-04-01',
      uri: path,
    });
  });

  it('lists a call’s legs a page at a time', async () => {
    const { app, config } = await standIn();
    await report(app, config, child);
    await report(app, config, { ...child, sid: otherChildSid, status: 'no-answer' });
    const { accountSid, authToken } = config.voice;
    const list = `/2010-04-01/Accounts/${accountSid}/Calls.json`;
    const answer = await app.inject({
      method: 'GET',
      url: `${simTwilioPrefix}${list}?ParentCallSid=${parentSid}&PageSize=1`,
      headers: { authorization: basic(accountSid, authToken) },
    });
    const body = answer.json();
    expect(body.calls.map((call: { sid: string }) => call.sid)).toEqual([childSid]);
    expect(body).toMatchObject({ page: 0, page_size: 1, previous_page_uri: null });
    expect(body.next_page_uri).toBe(`${list}?ParentCallSid=${parentSid}&PageSize=1&Page=1`);

    const next = await app.inject({
      method: 'GET',
      url: `${simTwilioPrefix}${body.next_page_uri}`,
      headers: { authorization: basic(accountSid, authToken) },
    });
    expect(next.json().calls.map((call: { sid: string }) => call.sid)).toEqual([otherChildSid]);
    expect(next.json().next_page_uri).toBeNull();
  });

  it('writes every field of Twilio’s call resource, numbers formatted, subresources listed', async () => {
    const { app, config } = await standIn();
    await report(app, config, child);
    const { accountSid, authToken } = config.voice;
    const path = `/2010-04-01/Accounts/${accountSid}/Calls/${childSid}`;
    const answer = await app.inject({
      method: 'GET',
      url: `${simTwilioPrefix}${path}.json`,
      headers: { authorization: basic(accountSid, authToken) },
    });
    const call = answer.json<Record<string, unknown>>();
    // The properties of the Calls resource in Twilio's API document (2010-04-01).
    expect(Object.keys(call).sort()).toEqual(
      [
        'sid',
        'date_created',
        'date_updated',
        'parent_call_sid',
        'account_sid',
        'to',
        'to_formatted',
        'from',
        'from_formatted',
        'phone_number_sid',
        'status',
        'start_time',
        'end_time',
        'duration',
        'price',
        'price_unit',
        'direction',
        'answered_by',
        'api_version',
        'forwarded_from',
        'group_sid',
        'caller_name',
        'queue_time',
        'trunk_sid',
        'uri',
        'subresource_uris',
      ].sort(),
    );
    expect(call).toMatchObject({
      from_formatted: '(888) 555-0142',
      to_formatted: '(514) 555-0199',
      subresource_uris: {
        recordings: `${path}/Recordings.json`,
        notifications: `${path}/Notifications.json`,
        events: `${path}/Events.json`,
      },
    });
  });

  it('refuses a page of more than 1000 calls with Twilio’s 20007', async () => {
    const { app, config } = await standIn();
    const { accountSid, authToken } = config.voice;
    const list = `${simTwilioPrefix}/2010-04-01/Accounts/${accountSid}/Calls.json`;
    const headers = { authorization: basic(accountSid, authToken) };
    const tooMany = await app.inject({ method: 'GET', url: `${list}?PageSize=1001`, headers });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      code: 20007,
      message: 'Page size too large',
      more_info: 'https://www.twilio.com/docs/errors/20007',
      status: 400,
    });
    const most = await app.inject({ method: 'GET', url: `${list}?PageSize=1000`, headers });
    expect(most.statusCode).toBe(200);
  });

  it('answers Twilio’s 404 for a call it does not know, which the client reads as null', async () => {
    const { app, config } = await standIn();
    const { accountSid, authToken } = config.voice;
    const path = `/2010-04-01/Accounts/${accountSid}/Calls/${childSid}.json`;
    const answer = await app.inject({
      method: 'GET',
      url: `${simTwilioPrefix}${path}`,
      headers: { authorization: basic(accountSid, authToken) },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({
      code: 20404,
      message: `The requested resource ${path} was not found`,
      more_info: 'https://www.twilio.com/docs/errors/20404',
      status: 404,
    });
    await expect(callRecords(config).fetchCall(childSid)).resolves.toBeNull();
  });

  it('refuses requests without the account’s credentials with Twilio’s 20003', async () => {
    const { app, config } = await standIn();
    const { accountSid, authToken } = config.voice;
    const wrong = await report(app, config, child, basic(accountSid, 'not-the-token'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Basic realm="Twilio API"');
    expect(wrong.headers['cache-control']).toBe('no-store');
    expect(wrong.json()).toMatchObject({ code: 20003, message: 'Authenticate', status: 401 });

    const none = await app.inject({
      method: 'GET',
      url: `${simTwilioPrefix}/2010-04-01/Accounts/${accountSid}/Calls.json`,
    });
    expect(none.statusCode).toBe(401);

    // Right credentials, another account's path.
    const otherAccount = `AC${'9'.repeat(32)}`;
    const elsewhere = await app.inject({
      method: 'GET',
      url: `${simTwilioPrefix}/2010-04-01/Accounts/${otherAccount}/Calls/${childSid}.json`,
      headers: { authorization: basic(accountSid, authToken) },
    });
    expect(elsewhere.statusCode).toBe(401);

    const error = await callRecords(config, { authToken: 'not-the-token' })
      .fetchCall(childSid)
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ retryable: false, options: { status: 401, code: 20003 } });
    expect(getTwilioVoiceSimulator(app).all()).toEqual([]);
  });

  it.each([
    ['a sid that is no CallSid', { ...child, sid: 'CA123' }],
    ['an unknown status', { ...child, status: 'answered' }],
    ['a negative duration', { ...child, durationSeconds: -1 }],
    ['a time that is no ISO instant', { ...child, startTime: 'yesterday' }],
    ['an unknown field', { ...child, price: '0.01' }],
  ])('refuses a report with %s', async (_case, body) => {
    const { app, config } = await standIn();
    const answer = await report(app, config, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 20001, status: 400 });
    expect(answer.json().message).toMatch(/^Invalid call record/);
    expect(getTwilioVoiceSimulator(app).all()).toEqual([]);
  });

  it('refuses a body that is not JSON, and unknown paths, in Twilio’s envelope', async () => {
    const { app, config } = await standIn();
    const authorization = basic(config.voice.accountSid, config.voice.authToken);
    const garbled = await app.inject({
      method: 'POST',
      url: simTwilioControlCallsPath,
      headers: { authorization, 'content-type': 'application/json' },
      payload: '{"sid":',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ code: 20001, status: 400 });

    const unknown = await app.inject({
      method: 'GET',
      url: `${simTwilioPrefix}/2010-04-01/Accounts/${config.voice.accountSid}/Recordings.json`,
      headers: { authorization },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 20404, status: 404 });
  });

  it('lets tests seed and read the records, and keeps numbers a later report leaves out', async () => {
    const { app, config } = await standIn();
    const store = getTwilioVoiceSimulator(app);
    store.upsert({ ...child, status: 'in-progress', endTime: null, durationSeconds: null });
    const { from: _from, to: _to, ...update } = child;
    expect((await report(app, config, update)).statusCode).toBe(204);
    expect(store.get(childSid)).toMatchObject({
      status: 'completed',
      durationSeconds: 125,
      from: child.from,
      to: child.to,
    });
    expect(store.children(parentSid)).toHaveLength(1);
    store.clear();
    await expect(callRecords(config).fetchCall(childSid)).resolves.toBeNull();
  });
});

describe('a line with a real Twilio account', () => {
  it('has no stand-in: every /sim/twilio path answers our 404', async () => {
    const { app, config } = await standIn({
      TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'a-real-token',
    });
    expect(config.voice.simulated).toBe(false);
    const authorization = basic(config.voice.accountSid, config.voice.authToken);
    for (const [method, url] of [
      ['GET', simTwilioPrefix],
      ['GET', `${simTwilioPrefix}/2010-04-01/Accounts/${config.voice.accountSid}/Calls.json`],
      ['POST', simTwilioControlCallsPath],
    ] as const) {
      const answer = await app.inject({ method, url, headers: { authorization } });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect(() => getTwilioVoiceSimulator(app)).toThrow(/not simulated/);
  });
});
