// `npm run call` (docs/contracts.md "Command line"): a whole call against a small line that checks
// signatures, with the Twilio stand-in beside it keeping the records; what is printed, line by
// line; the options; and the refusals (bad command line, server down, refused signature, a real
// Twilio account).
import Fastify, { type FastifyInstance } from 'fastify';
import twilio from 'twilio';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig, type Config } from '#server/config.ts';
import type { PlayCallOptions, PlayedCall } from '#server/providers/voice/simulator/call-player.ts';
import {
  getTwilioVoiceSimulator,
  registerTwilioVoiceSimulator,
} from '#server/providers/voice/simulator/register.ts';
import { createSelfFetch } from '#tests/support/self-fetch.ts';
import { parseCallArguments, runCallLine } from './call-line.ts';

const publicUrl = 'http://localhost:3000';
const xml = '<?xml version="1.0" encoding="UTF-8"?>';

let config: Config;
let line: FastifyInstance;
let minutesCharged: string;

/** A phone line in miniature: menu, extension, dial with whisper, end of call. */
async function startLine(authToken: string) {
  const app = Fastify();
  await registerTwilioVoiceSimulator(app, { config });
  app.register(
    async (telephony) => {
      telephony.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      telephony.addHook('preHandler', async (request, reply) => {
        const signature = String(request.headers['x-twilio-signature'] ?? '');
        const params = request.body as Record<string, string>;
        if (!twilio.validateRequest(authToken, signature, `${publicUrl}${request.url}`, params)) {
          return reply.status(403).send();
        }
        reply.type('text/xml');
      });
      telephony.post(
        '/voice',
        async () =>
          `${xml}<Response><Gather action="/api/telephony/extension"><Say>Welcome to Lumina. ` +
          'Enter the extension, then pound.</Say></Gather><Hangup/></Response>',
      );
      telephony.post('/extension', async (request) => {
        const { Digits } = request.body as { Digits: string };
        return (
          `${xml}<Response><Say>Connecting you with advisor ${Digits}.</Say>` +
          '<Dial action="/api/telephony/dial-ended" timeLimit="1200" callerId="+18885550142">' +
          '<Number url="/api/telephony/whisper">+15145550199</Number></Dial></Response>'
        );
      });
      telephony.post(
        '/whisper',
        async () => `${xml}<Response><Say>Lumina caller.</Say></Response>`,
      );
      telephony.post('/dial-ended', async (_request, reply) => {
        reply.header('X-Call-Minutes-Charged', minutesCharged);
        return `${xml}<Response><Say>Thank you for calling.</Say><Hangup/></Response>`;
      });
    },
    { prefix: '/api/telephony' },
  );
  await app.ready();
  return app;
}

beforeEach(async () => {
  config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl });
  minutesCharged = '3';
  line = await startLine(config.voice.authToken);
});
afterEach(async () => {
  await line.close();
});

interface Run {
  code: number;
  out: string[];
  err: string[];
  sleeps: number[];
}

async function run(
  argv: string[],
  options: {
    config?: Config;
    fetch?: typeof fetch;
    playCall?: (options: PlayCallOptions) => Promise<PlayedCall>;
  } = {},
): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const sleeps: number[] = [];
  const app = line;
  const code = await runCallLine(argv, {
    io: { out: (text) => out.push(text), err: (text) => err.push(text) },
    config: options.config ?? config,
    fetch: options.fetch ?? createSelfFetch(publicUrl, () => app),
    sleep: async (milliseconds) => {
      sleeps.push(milliseconds);
    },
    ...(options.playCall ? { playCall: options.playCall } : {}),
  });
  return { code, out, err, sleeps };
}

/** Stands in for the player, keeping the options it was given. */
function fakePlayer(result: Partial<PlayedCall> = {}) {
  const given: PlayCallOptions[] = [];
  const playCall = async (options: PlayCallOptions): Promise<PlayedCall> => {
    given.push(options);
    return {
      callSid: `CA${'0'.repeat(32)}`,
      dialCallSid: null,
      events: [],
      prompts: [],
      whisper: [],
      minutesCharged: null,
      talkedSeconds: 0,
      failure: null,
      ...result,
    };
  };
  return { given, playCall };
}

describe('a call', () => {
  it('prints what the caller and the advisor hear, the press, the call’s end and the charge', async () => {
    const result = await run(['--from', '5145550100', '--ext', '4001', '--talk', '125', '--fast']);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.out).toEqual([
      `Calling +18885550142 from +15145550100 at ${publicUrl}`,
      'Line: Welcome to Lumina. Enter the extension, then pound.',
      'Pressed: 4001#',
      'Line: Connecting you with advisor 4001.',
      'Dialling advisor…',
      'Advisor hears: Lumina caller.',
      'Connected: talking 125 s',
      'Call ended: completed',
      'Line: Thank you for calling.',
      'Charged: 3 minutes',
    ]);
    expect(result.sleeps).toEqual([]);

    // The stand-in keeps both legs, as Twilio would, for the line to read back.
    const calls = getTwilioVoiceSimulator(line).all();
    expect(
      calls.map((call) => [call.parentCallSid === null, call.status, call.durationSeconds]),
    ).toEqual([
      [false, 'completed', 125],
      [true, 'completed', 125],
    ]);
    expect(calls[1]).toMatchObject({ from: '+15145550100', to: '+18885550142' });
  });

  it('waits in real time while talking, with a progress line every 15 s', async () => {
    const result = await run(['--from', '514-555-0100', '--ext', '4001', '--talk', '40']);
    expect(result.code).toBe(0);
    expect(result.sleeps).toEqual([15_000, 15_000, 10_000]);
    const connected = result.out.indexOf('Connected: talking 40 s');
    expect(result.out.slice(connected, connected + 4)).toEqual([
      'Connected: talking 40 s',
      '  …still talking: 15 s of 40 s',
      '  …still talking: 30 s of 40 s',
      'Call ended: completed',
    ]);
  });

  it('says when a menu timed out and nothing was charged', async () => {
    const result = await run(['--from', '5145550100']);
    expect(result.code).toBe(0);
    expect(result.out.slice(1)).toEqual([
      'Line: Welcome to Lumina. Enter the extension, then pound.',
      'Pressed: nothing (the menu timed out)',
      'Charged: nothing',
    ]);
  });

  it('says "1 minute" for one', async () => {
    minutesCharged = '1';
    const result = await run(['--from', '5145550100', '--ext', '4001', '--talk', '30', '--fast']);
    expect(result.out.at(-1)).toBe('Charged: 1 minute');
  });

  it('passes the presses in order, the talk, --no-answer and the line’s settings to the player', async () => {
    const { given, playCall } = fakePlayer();
    const result = await run(
      ['--from=5145550100', '--ext=4001', '--press', '1', '--press=2#', '--no-answer', '--fast'],
      { playCall },
    );
    expect(result.code).toBe(0);
    expect(given[0]).toMatchObject({
      publicUrl,
      authToken: config.voice.authToken,
      accountSid: config.voice.accountSid,
      from: '5145550100',
      to: '+18885550142',
      presses: ['4001', '1', '2#'],
      talkSeconds: 60,
      advisorAnswer: 'no-answer',
    });
    expect(given[0]?.talk).toBeUndefined();
    expect(given[0]?.recordCall).toBeTypeOf('function');
    // Without --language, the language prompt (if the line asks) takes no key of its own.
    expect(given[0]?.pressFor).toBeUndefined();
  });

  it('enters --pin at every PIN prompt, and sends --stir on the incoming call', async () => {
    const { given, playCall } = fakePlayer();
    await run(
      [
        '--from',
        '5145550100',
        '--pin',
        '2580',
        '--stir',
        'TN-Validation-Failed-B',
        '--ext',
        '4001',
      ],
      { playCall },
    );
    const options = given[0];
    expect(options).toMatchObject({ stirVerstat: 'TN-Validation-Failed-B', presses: ['4001'] });
    const pin = new URL(`${publicUrl}/api/telephony/pin?attempt=1&lang=en`);
    expect(options?.pressFor?.(pin)).toBe('2580');
    expect(options?.pressFor?.(pin)).toBe('2580');
    expect(options?.pressFor?.(new URL(`${publicUrl}/api/telephony/extension`))).toBeUndefined();
    expect(options?.pressFor?.(new URL(`${publicUrl}/api/telephony/language`))).toBeUndefined();

    // With --language as well, each prompt gets its own keys.
    await run(['--from', '5145550100', '--pin', '2580', '--language', 'fr'], { playCall });
    expect(given[1]?.pressFor?.(pin)).toBe('2580');
    expect(given[1]?.pressFor?.(new URL(`${publicUrl}/api/telephony/language`))).toBe('1');
    // Without them, nothing of the kind.
    await run(['--from', '5145550100'], { playCall });
    expect(given[2]?.stirVerstat).toBeUndefined();
  });

  it('calls from another country’s number, as Twilio sends it', async () => {
    const { given, playCall } = fakePlayer();
    const result = await run(['--from', '+445145550100'], { playCall });
    expect(result.code).toBe(0);
    expect(result.out[0]).toBe(`Calling +18885550142 from +445145550100 at ${publicUrl}`);
    expect(given[0]?.from).toBe('+445145550100');
  });

  it('presses the chosen language’s key at the language prompt, and only there', async () => {
    const { given, playCall } = fakePlayer();
    const choices = [
      ['fr', '1'],
      ['en', '2'],
      ['FR-CA', '1'],
    ] as const;
    for (const [language, key] of choices) {
      await run(['--from', '4385550999', '--language', language], { playCall });
      const pressFor = given.at(-1)?.pressFor;
      expect(pressFor?.(new URL(`${publicUrl}/api/telephony/language?attempt=2`))).toBe(key);
      expect(pressFor?.(new URL(`${publicUrl}/api/telephony/presence?lang=en`))).toBeUndefined();
    }
  });
});

describe('refusals', () => {
  it('prints the options for --help, and plays nothing', async () => {
    const { given, playCall } = fakePlayer();
    const result = await run(['--help'], { playCall });
    expect(result.code).toBe(0);
    expect(result.out[0]).toMatch(
      /^Plays Twilio's part of a call .* npm run call -- --from <phone>/,
    );
    for (const option of [
      '--from',
      '--ext',
      '--language',
      '--pin',
      '--stir',
      '--press',
      '--talk',
      '--no-answer',
      '--fast',
    ]) {
      expect(result.out.some((text) => text.trimStart().startsWith(option))).toBe(true);
    }
    expect(result.out.at(-1)).toBe(
      '--stir takes one of: TN-Validation-Passed-A, TN-Validation-Passed-B, TN-Validation-Passed-C, TN-Validation-Failed-A, TN-Validation-Failed-B, TN-Validation-Failed-C, TN-Validation-Failed, No-TN-Validation.',
    );
    expect(given).toEqual([]);
  });

  it.each([
    [[], "--from is required: the caller's phone number."],
    [
      ['--from', '12345'],
      '--from "12345" is not a phone number: 10 digits, e.g. 5145550100, or E.164, e.g. +445145550100.',
    ],
    [
      ['--from', '+1234'],
      '--from "+1234" is not a phone number: 10 digits, e.g. 5145550100, or E.164, e.g. +445145550100.',
    ],
    [['--from', '5145550100', '--pin', '258'], '--pin "258" must be 4 digits, e.g. 2580.'],
    [['--from', '5145550100', '--pin', '25a0'], '--pin "25a0" must be 4 digits, e.g. 2580.'],
    [['--from', '5145550100', '--pin'], '--pin needs a value.'],
    [
      ['--from', '5145550100', '--stir', 'TN-Validation-Maybe'],
      '--stir "TN-Validation-Maybe" is not one of Twilio\'s StirVerstat values.',
    ],
    [['--from', '5145550100', '--pin', '2580', '--pin', '1357'], '--pin is given twice.'],
    [['--from', '5145550100', '--ext', 'abc'], '--ext "abc" must be digits, e.g. 4001.'],
    [['--from', '5145550100', '--press', 'x'], '--press "x" must be phone keys: digits, * or #.'],
    [['--from', '5145550100', '--talk', '2m'], '--talk "2m" must be a whole number of seconds.'],
    [['--from', '5145550100', '--talk'], '--talk needs a value.'],
    [['--from', '5145550100', '--language', 'de'], '--language "de" must be fr or en.'],
    [['--from', '5145550100', '--from', '4385550100'], '--from is given twice.'],
    [['--from', '5145550100', '--slow'], 'Unknown option "--slow".'],
    [['5145550100'], 'Unknown option "5145550100".'],
    [['--from', '5145550100', '--fast=yes'], '--fast takes no value.'],
  ])('refuses %j', async (argv, message) => {
    const { given, playCall } = fakePlayer();
    const result = await run(argv, { playCall });
    expect(result.code).toBe(1);
    expect(result.err).toEqual([message, '"npm run call -- --help" lists the options.']);
    expect(given).toEqual([]);
  });

  it('says to start the server when it cannot be reached', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    const result = await run(['--from', '5145550100', '--ext', '4001'], {
      fetch: async () => {
        throw refused;
      },
    });
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      `Cannot reach the server: POST ${publicUrl}/api/telephony/voice (ECONNREFUSED).`,
      'Is the server running? Start it with npm start.',
    ]);
  });

  it('says the signature was refused when the server has another token', async () => {
    await line.close();
    line = await startLine('the-server-has-another-token');
    const result = await run(['--from', '5145550100', '--ext', '4001']);
    expect(result.code).toBe(1);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(/^The server refused the call's X-Twilio-Signature \(403/);
  });

  it('refuses to play a call on a line with a real Twilio account', async () => {
    const { given, playCall } = fakePlayer();
    const real = parseConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: publicUrl,
      TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'a-real-token',
    });
    const result = await run(['--from', '5145550100', '--ext', '4001'], { config: real, playCall });
    expect(result.code).toBe(1);
    expect(result.err.join(' ')).toMatch(/real calls come from Twilio itself/);
    expect(given).toEqual([]);
  });
});

describe('--answer', () => {
  it('needs no --from: it waits for the number the line calls back', () => {
    expect(parseCallArguments(['--answer', '--fast'])).toMatchObject({
      help: false,
      args: { answer: true, fast: true, noAnswer: false },
    });
    expect(parseCallArguments(['--answer', '--no-answer'])).toMatchObject({
      args: { answer: true, noAnswer: true },
    });
    expect(parseCallArguments(['--from', '5145550100'])).toMatchObject({
      args: { answer: false },
    });
  });
});
