// The call player against a tiny phone line written here: a Fastify app that checks every
// request's X-Twilio-Signature with twilio-node's own validateRequest (403 otherwise) and
// answers TwiML scripted per test. What the player sends (parameters, URLs, methods) and what it
// reports (events, prompts, whisper, records) are what Twilio would send and keep.
import Fastify, { type FastifyInstance } from 'fastify';
import twilio from 'twilio';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock, type FakeClock } from '#tests/support/fake-clock.ts';
import { createSelfFetch } from '#tests/support/self-fetch.ts';
import {
  maxRequestsPerCall,
  playCall,
  type CallEvent,
  type PlayCallOptions,
  type ReportedCallRecord,
} from './call-player.ts';

const publicUrl = 'http://localhost:3000';
const authToken = 'line-auth-token';
const accountSid = `AC${'0'.repeat(32)}`;
const lineNumber = '+18885550142';
const advisorNumber = '+15145550199';
const callSidPattern = /^CA[0-9a-f]{32}$/;

interface Seen {
  method: string;
  /** Path and query, as requested. */
  url: string;
  params: Record<string, string>;
}
interface Scripted {
  twiml: string;
  status?: number;
  headers?: Record<string, string>;
}
type Script = (request: Seen) => Scripted | string;

let line: FastifyInstance;
let scripts: Map<string, Script>;
let seen: Seen[];
let clock: FakeClock;
let records: ReportedCallRecord[];

function twiml(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`;
}

/** The line answers `path` (without query) with this script. */
function on(path: string, script: Script | string) {
  scripts.set(path, typeof script === 'string' ? () => twiml(script) : script);
}

async function startLine(token = authToken) {
  const app = Fastify();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.all('/*', async (request, reply) => {
    const params = (request.body ?? {}) as Record<string, string>;
    const signature = String(request.headers['x-twilio-signature'] ?? '');
    if (!twilio.validateRequest(token, signature, `${publicUrl}${request.url}`, params)) {
      return reply.status(403).send('Forbidden');
    }
    const query = Object.fromEntries(new URL(request.url, publicUrl).searchParams);
    const one = { method: request.method, url: request.url, params: { ...query, ...params } };
    seen.push(one);
    const script = scripts.get(request.url.split('?')[0] ?? '');
    if (!script) return reply.status(404).send('Not found');
    const answer = script(one);
    const scripted = typeof answer === 'string' ? { twiml: answer } : answer;
    return reply
      .status(scripted.status ?? 200)
      .headers(scripted.headers ?? {})
      .type('text/xml')
      .send(scripted.twiml);
  });
  await app.ready();
  return app;
}

beforeEach(async () => {
  scripts = new Map();
  seen = [];
  records = [];
  clock = createFakeClock('2026-11-21T20:00:00.000Z');
  line = await startLine();
});
afterEach(async () => {
  await line.close();
});

function call(overrides: Partial<PlayCallOptions> = {}) {
  const app = line;
  return playCall({
    publicUrl,
    authToken,
    accountSid,
    from: '514-555-0100',
    to: lineNumber,
    presses: [],
    talkSeconds: 60,
    fetch: createSelfFetch(publicUrl, () => app),
    now: () => clock.now(),
    recordCall: async (record) => {
      records.push(record);
    },
    ...overrides,
  });
}

function kinds(events: CallEvent[]) {
  return events.map((event) => event.kind);
}

const menu =
  '<Gather action="/api/telephony/extension" numDigits="6" timeout="7">' +
  '<Say>Welcome to Lumina.</Say><Say>Enter the advisor’s extension, then the pound key.</Say>' +
  '</Gather><Say>We did not receive your entry. Goodbye.</Say><Hangup/>';

describe('the first request and a menu', () => {
  it('signs Twilio’s inbound-call parameters, and presses the digits with pound', async () => {
    on('/api/telephony/voice', menu);
    on('/api/telephony/extension', '<Say>You entered 4001.</Say><Hangup/>');
    const played = await call({ presses: ['4001'] });

    expect(played.failure).toBeNull();
    expect(played.callSid).toMatch(callSidPattern);
    expect(played.prompts).toEqual([
      'Welcome to Lumina.',
      'Enter the advisor’s extension, then the pound key.',
      'You entered 4001.',
    ]);
    expect(kinds(played.events)).toEqual(['say', 'say', 'gather', 'say', 'hangup']);
    expect(played.events[2]).toEqual({ kind: 'gather', pressed: '4001#' });

    const [first, second, ...others] = seen;
    expect(others).toEqual([]);
    expect(first).toEqual({
      method: 'POST',
      url: '/api/telephony/voice',
      params: {
        AccountSid: accountSid,
        ApiVersion: '2010-04-01',
        CallSid: played.callSid,
        CallStatus: 'ringing',
        Direction: 'inbound',
        From: '+15145550100',
        To: lineNumber,
        Caller: '+15145550100',
        Called: lineNumber,
      },
    });
    expect(second?.url).toBe('/api/telephony/extension');
    expect(second?.params).toMatchObject({
      CallSid: played.callSid,
      CallStatus: 'in-progress',
      Digits: '4001',
      FinishedOnKey: '#',
    });
  });

  it('sends StirVerstat on the incoming call only, as Twilio does', async () => {
    on('/api/telephony/voice', menu);
    on('/api/telephony/extension', '<Hangup/>');
    await call({ presses: ['4001'], stirVerstat: 'TN-Validation-Failed-A' });
    expect(seen.map((request) => [request.url, request.params['StirVerstat']])).toEqual([
      ['/api/telephony/voice', 'TN-Validation-Failed-A'],
      ['/api/telephony/extension', undefined],
    ]);
  });

  it('times out a menu when no press is left, and goes on with the next verb', async () => {
    on('/api/telephony/voice', menu);
    const played = await call({ presses: [] });
    expect(played.failure).toBeNull();
    expect(played.prompts.at(-1)).toBe('We did not receive your entry. Goodbye.');
    expect(played.events).toContainEqual({ kind: 'gather', pressed: null });
    expect(seen.map((request) => request.url)).toEqual(['/api/telephony/voice']);
    // The menu's 7 s passed on the call's clock.
    expect(records).toEqual([
      expect.objectContaining({ parentCallSid: null, status: 'completed', durationSeconds: 7 }),
    ]);
  });

  it('stops at numDigits without the pound key, and strips a pound typed with the press', async () => {
    on(
      '/api/telephony/voice',
      '<Gather action="/api/telephony/one" numDigits="1"><Say>Press 1.</Say></Gather>',
    );
    on('/api/telephony/one', '<Gather action="/api/telephony/two"><Say>Extension?</Say></Gather>');
    on('/api/telephony/two', '<Hangup/>');
    const played = await call({ presses: ['12', '4001#'] });
    expect(played.events.filter((event) => event.kind === 'gather')).toEqual([
      { kind: 'gather', pressed: '1' },
      { kind: 'gather', pressed: '4001#' },
    ]);
    expect(seen[1]?.params).toMatchObject({ Digits: '1', FinishedOnKey: '' });
    expect(seen[2]?.params).toMatchObject({ Digits: '4001', FinishedOnKey: '#' });
  });

  it('resolves relative action URLs against the current document, and defaults to it', async () => {
    on('/api/telephony/voice', (request) =>
      request.params['Digits'] === undefined
        ? twiml('<Gather><Say>First menu.</Say></Gather>')
        : twiml('<Gather action="menu/choice?attempt=2"><Say>Second menu.</Say></Gather>'),
    );
    on('/api/telephony/menu/choice', '<Say>Done.</Say>');
    const played = await call({ presses: ['1', '2'] });
    expect(played.failure).toBeNull();
    expect(seen.map((request) => [request.url, request.params['Digits']])).toEqual([
      ['/api/telephony/voice', undefined],
      ['/api/telephony/voice', '1'],
      ['/api/telephony/menu/choice?attempt=2', '2'],
    ]);
    expect(played.prompts).toEqual(['First menu.', 'Second menu.', 'Done.']);
  });
});

describe('dialling the advisor', () => {
  const dial =
    '<Dial action="/api/telephony/dial-ended?session=s1" timeLimit="600" timeout="20" ' +
    `callerId="${lineNumber}"><Number url="/api/telephony/whisper?session=s1">${advisorNumber}</Number></Dial>` +
    '<Say>Never reached.</Say>';

  function dialLine(minutes = '3') {
    on('/api/telephony/voice', menu);
    on('/api/telephony/extension', `<Say>Connecting you with Celeste.</Say>${dial}`);
    on(
      '/api/telephony/whisper',
      '<Say>Call from Lumina.</Say><Pause length="1"/><Say>The caller has 10 minutes.</Say>',
    );
    on('/api/telephony/dial-ended', (request) => ({
      twiml: twiml(
        request.params['DialCallStatus'] === 'completed'
          ? '<Say>Thank you for calling.</Say><Hangup/>'
          : '<Say>The advisor is not available.</Say><Hangup/>',
      ),
      headers: { 'X-Call-Minutes-Charged': minutes },
    }));
  }

  it('plays the whisper to the advisor, talks, and posts the Dial action with the duration', async () => {
    dialLine();
    const talked: number[] = [];
    const played = await call({
      presses: ['4001'],
      talkSeconds: 125,
      talk: async (seconds) => {
        talked.push(seconds);
      },
    });

    expect(played.failure).toBeNull();
    expect(talked).toEqual([125]);
    expect(played.talkedSeconds).toBe(125);
    expect(played.minutesCharged).toBe(3);
    expect(played.dialCallSid).toMatch(callSidPattern);
    expect(played.whisper).toEqual(['Call from Lumina.', 'The caller has 10 minutes.']);
    expect(played.prompts).toEqual([
      'Welcome to Lumina.',
      'Enter the advisor’s extension, then the pound key.',
      'Connecting you with Celeste.',
      'Thank you for calling.',
    ]);
    expect(played.events.filter((event) => !['say', 'pause'].includes(event.kind))).toEqual([
      { kind: 'gather', pressed: '4001#' },
      { kind: 'dial', number: advisorNumber, callerId: lineNumber, timeLimit: 600 },
      { kind: 'connected', seconds: 125 },
      { kind: 'dial-ended', status: 'completed', durationSeconds: 125, minutesCharged: 3 },
      { kind: 'hangup' },
    ]);

    const whisper = seen.find((request) => request.url.startsWith('/api/telephony/whisper'));
    expect(whisper?.url).toBe('/api/telephony/whisper?session=s1');
    expect(whisper?.params).toEqual({
      session: 's1',
      AccountSid: accountSid,
      ApiVersion: '2010-04-01',
      CallSid: played.dialCallSid,
      ParentCallSid: played.callSid,
      CallStatus: 'in-progress',
      Direction: 'outbound-dial',
      From: lineNumber,
      To: advisorNumber,
    });
    const action = seen.at(-1);
    expect(action?.url).toBe('/api/telephony/dial-ended?session=s1');
    expect(action?.params).toMatchObject({
      CallSid: played.callSid,
      CallStatus: 'in-progress',
      DialCallStatus: 'completed',
      DialCallSid: played.dialCallSid,
      DialCallDuration: '125',
    });

    // The leg's record, then the call's: the 7 s menu never timed out, the whisper paused 1 s.
    expect(records).toEqual([
      {
        sid: played.dialCallSid,
        parentCallSid: played.callSid,
        status: 'completed',
        startTime: '2026-11-21T20:00:01.000Z',
        endTime: '2026-11-21T20:02:06.000Z',
        durationSeconds: 125,
        from: lineNumber,
        to: advisorNumber,
      },
      {
        sid: played.callSid,
        parentCallSid: null,
        status: 'completed',
        startTime: '2026-11-21T20:00:00.000Z',
        endTime: '2026-11-21T20:02:06.000Z',
        durationSeconds: 126,
        from: '+15145550100',
        to: lineNumber,
      },
    ]);
  });

  it('cuts the talk at the Dial’s timeLimit', async () => {
    dialLine('10');
    const played = await call({ presses: ['4001'], talkSeconds: 900 });
    expect(played.events).toContainEqual({ kind: 'connected', seconds: 600 });
    expect(played.talkedSeconds).toBe(600);
    expect(seen.at(-1)?.params['DialCallDuration']).toBe('600');
    expect(records[0]?.durationSeconds).toBe(600);
  });

  it('reports a leg nobody picked up: no whisper, no duration, the action says so', async () => {
    dialLine('0');
    const played = await call({ presses: ['4001'], advisorAnswer: 'no-answer' });
    expect(played.failure).toBeNull();
    expect(played.whisper).toEqual([]);
    expect(played.talkedSeconds).toBe(0);
    expect(kinds(played.events)).not.toContain('connected');
    expect(seen.some((request) => request.url.startsWith('/api/telephony/whisper'))).toBe(false);
    const action = seen.at(-1);
    expect(action?.params).toMatchObject({ DialCallStatus: 'no-answer' });
    expect(action?.params).not.toHaveProperty('DialCallDuration');
    expect(played.prompts.at(-1)).toBe('The advisor is not available.');
    expect(played.minutesCharged).toBe(0);
    // It rang for the Dial's 20 s timeout.
    expect(records[0]).toMatchObject({
      status: 'no-answer',
      durationSeconds: 0,
      startTime: '2026-11-21T20:00:00.000Z',
      endTime: '2026-11-21T20:00:20.000Z',
    });
  });

  it.each(['busy', 'failed'] as const)(
    'passes a %s advisor phone on as DialCallStatus',
    async (status) => {
      dialLine('0');
      const played = await call({ presses: ['4001'], advisorAnswer: status });
      expect(seen.at(-1)?.params['DialCallStatus']).toBe(status);
      expect(records[0]?.status).toBe(status);
      expect(played.events).toContainEqual({
        kind: 'dial-ended',
        status,
        durationSeconds: null,
        minutesCharged: 0,
      });
    },
  );

  it('treats a whisper that hangs up as a leg not answered', async () => {
    dialLine('0');
    on('/api/telephony/whisper', '<Say>This caller cannot be connected.</Say><Hangup/>');
    const played = await call({ presses: ['4001'] });
    expect(played.whisper).toEqual(['This caller cannot be connected.']);
    expect(kinds(played.events)).not.toContain('connected');
    expect(seen.at(-1)?.params['DialCallStatus']).toBe('no-answer');
  });

  it('never posts the action when Twilio drops it, but keeps the records', async () => {
    dialLine();
    const played = await call({ presses: ['4001'], talkSeconds: 90, dropDialAction: true });
    expect(played.failure).toBeNull();
    expect(seen.some((request) => request.url.startsWith('/api/telephony/dial-ended'))).toBe(false);
    expect(played.minutesCharged).toBeNull();
    expect(played.prompts).not.toContain('Never reached.');
    expect(played.events.slice(-2)).toEqual([
      { kind: 'dial-ended', status: 'completed', durationSeconds: 90, minutesCharged: null },
      { kind: 'hangup' },
    ]);
    expect(records.map((record) => [record.parentCallSid, record.status])).toEqual([
      [played.callSid, 'completed'],
      [null, 'completed'],
    ]);
  });

  it('goes on with the next verb after a Dial without action', async () => {
    on('/api/telephony/voice', `<Dial>${advisorNumber}</Dial><Say>The reading has ended.</Say>`);
    const played = await call({ talkSeconds: 30 });
    expect(played.events).toContainEqual({
      kind: 'dial',
      number: advisorNumber,
      callerId: null,
      timeLimit: null,
    });
    expect(played.events).toContainEqual({ kind: 'connected', seconds: 30 });
    expect(played.prompts).toEqual(['The reading has ended.']);
    // The leg's caller id is the caller's own number when the Dial names none.
    expect(records[0]).toMatchObject({ from: '+15145550100', to: advisorNumber });
  });
});

describe('redirects, loops and refusals', () => {
  it('follows a Redirect, with GET when asked, signing the query it carries', async () => {
    on(
      '/api/telephony/voice',
      '<Say>One moment.</Say><Redirect method="GET">next?step=2</Redirect>',
    );
    on('/api/telephony/next', '<Say>Here we are.</Say>');
    const played = await call();
    expect(played.failure).toBeNull();
    expect(played.prompts).toEqual(['One moment.', 'Here we are.']);
    const redirected = seen[1];
    expect(redirected?.method).toBe('GET');
    expect(redirected?.url).toMatch(/^\/api\/telephony\/next\?step=2&AccountSid=/);
    expect(redirected?.params).toMatchObject({ step: '2', CallStatus: 'in-progress' });
  });

  it(`ends a call that loops after ${maxRequestsPerCall} requests`, async () => {
    on('/api/telephony/voice', '<Redirect>/api/telephony/voice</Redirect>');
    const played = await call();
    expect(seen).toHaveLength(maxRequestsPerCall);
    expect(played.failure?.reason).toBe('loop');
    expect(played.events.at(-1)).toEqual({
      kind: 'error',
      message: `The call made ${maxRequestsPerCall} requests without ending: the TwiML goes round in circles.`,
    });
  });

  it('says clearly when the line refuses the signature (403)', async () => {
    await line.close();
    line = await startLine('another-token');
    on('/api/telephony/voice', menu);
    const played = await call();
    expect(played.failure?.reason).toBe('signature-refused');
    expect(played.events).toEqual([{ kind: 'error', message: played.failure?.message }]);
    expect(played.failure?.message).toMatch(/refused the call's X-Twilio-Signature \(403/);
    expect(played.failure?.message).toContain('TWILIO_AUTH_TOKEN');
    // The line never took the call, so there is no record to keep.
    expect(records).toEqual([]);
  });

  it.each([
    ['a status other than 200', { twiml: twiml('<Say>Hi</Say>'), status: 500 }, /answered 500/],
    ['a body that is not XML', { twiml: '{"say":"hi"}' }, /not TwiML: Expected the root element/],
    ['XML that is not TwiML', { twiml: '<Html/>' }, /its root is <Html>/],
  ])('ends the call on %s', async (_case, answer, message) => {
    on('/api/telephony/voice', () => answer);
    const played = await call();
    expect(played.failure?.reason).toBe('bad-answer');
    expect(played.failure?.message).toMatch(message);
    expect(played.events.at(-1)?.kind).toBe('error');
  });

  it('ends the call on a verb it does not play', async () => {
    on('/api/telephony/voice', '<Say>Leave a message.</Say><Record maxLength="30"/>');
    const played = await call();
    expect(played.prompts).toEqual(['Leave a message.']);
    expect(played.failure).toEqual({
      reason: 'unsupported',
      message: 'The call player does not play <Record> in a call.',
    });
    expect(records.map((record) => record.parentCallSid)).toEqual([null]);
  });

  it('says the server cannot be reached, and reports no record', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3000'), {
        code: 'ECONNREFUSED',
      }),
    });
    const played = await call({
      fetch: async () => {
        throw refused;
      },
    });
    expect(played.failure).toEqual({
      reason: 'unreachable',
      message: `Cannot reach the server: POST ${publicUrl}/api/telephony/voice (ECONNREFUSED).`,
    });
    expect(records).toEqual([]);
  });

  it('reports a record that could not be kept as an error', async () => {
    on('/api/telephony/voice', '<Hangup/>');
    const played = await call({
      recordCall: async () => {
        throw new Error('the stand-in answered 401');
      },
    });
    expect(played.failure?.reason).toBe('record-failed');
    expect(played.events.at(-1)).toEqual({
      kind: 'error',
      message: `The call's record (${played.callSid}) could not be reported: the stand-in answered 401`,
    });
  });

  it('refuses a caller number that is no phone number', async () => {
    await expect(call({ from: '12' })).rejects.toThrow(/not a phone number/);
  });
});
