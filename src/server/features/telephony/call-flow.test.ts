// Each branch of the line's call flow, asserted on the TwiML Twilio would receive, with the
// prompts read from the copy catalogue (docs/decisions/013-phone-line.md).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { phoneLineCopy, phoneLineCopyFor } from '#shared/copy/message-catalogue.ts';
import { seedDemo, updateAdvisor } from '#tests/support/advisors.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  aCaller,
  callParams,
  callsOf,
  chooseExtension,
  dialOf,
  endDial,
  find,
  newCallSid,
  saidIn,
  twilioPost,
  signatureFor,
  twimlOf,
  verbsOf,
  demoAdvisor,
} from '#tests/support/telephony.ts';

const say = phoneLineCopy;
const celeste = demoAdvisor(4001); // signed in
const rafael = demoAdvisor(4003); // signed out
const site = 'localhost:3000';
const brand = 'Lumina Psychics';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterEach(async () => t.close());

const incoming = (from: string, callSid = newCallSid()) =>
  twilioPost(t, '/api/telephony/voice', callParams(callSid, from, { CallStatus: 'ringing' }));

/** The caller presses `key` at the language prompt (attempt 1). */
const chooseLanguage = (from: string, key: string, callSid = newCallSid()) =>
  twilioPost(t, '/api/telephony/language?attempt=1', callParams(callSid, from, { Digits: key }));

/** The first prompt to a caller the line cannot place, French first. */
const languagePrompt = [
  phoneLineCopyFor('fr-CA').languageOffer('1'),
  phoneLineCopyFor('en').languageOffer('2'),
];

describe('an incoming call', () => {
  it('asks an unknown number for a language, then tells them how to register online', async () => {
    const twiml = twimlOf(await incoming('+14385550999'));
    expect(saidIn(twiml)).toEqual(languagePrompt);
    const english = twimlOf(await chooseLanguage('+14385550999', '2'));
    expect(saidIn(english)).toEqual([say.unknownCaller(brand, site)]);
    expect(verbsOf(english)).toEqual(['Say', 'Hangup']);
  });

  it('does not recognise the number of a deleted account', async () => {
    const caller = await aCaller(t, { phone: '4385550101', minutes: 10 });
    await t.database.kysely
      .updateTable('customers')
      .set({ deletedAt: t.clock.now().toISOString() })
      .where('id', '=', caller.id)
      .execute();
    expect(saidIn(twimlOf(await incoming('+14385550101')))).toEqual(languagePrompt);
    expect(saidIn(twimlOf(await chooseLanguage('+14385550101', '2')))).toEqual([
      say.unknownCaller(brand, site),
    ]);
  });

  it('does not recognise the number of an inactive account', async () => {
    const caller = await aCaller(t, { phone: '4385550102', minutes: 10 });
    await t.database.kysely
      .updateTable('customers')
      .set({ isActive: false })
      .where('id', '=', caller.id)
      .execute();
    expect(saidIn(twimlOf(await incoming('+14385550102')))).toEqual(languagePrompt);
    expect(saidIn(twimlOf(await chooseLanguage('+14385550102', '2')))).toEqual([
      say.unknownCaller(brand, site),
    ]);
  });

  it('tells a customer without minutes how to buy them, then hangs up', async () => {
    await aCaller(t, { phone: '4385550103', minutes: 0, name: 'Ivy Moon' });
    const twiml = twimlOf(await incoming('+14385550103'));
    expect(saidIn(twiml)).toEqual([say.noMinutes('Ivy', site)]);
    expect(verbsOf(twiml)).toEqual(['Say', 'Hangup']);
  });

  it('recognises the caller by +1 and their number, greets with the balance and asks for an extension', async () => {
    await aCaller(t, { phone: '4385550104', minutes: 17, name: 'Aurora Lightfoot' });
    const twiml = twimlOf(await incoming('+14385550104'));
    expect(verbsOf(twiml)).toEqual(['Say', 'Gather', 'Say', 'Redirect']);
    expect(saidIn(twiml)).toEqual([
      say.greeting(brand, 'Aurora', 17),
      say.askExtension,
      say.noExtension,
    ]);
    const gather = find(twiml, 'Gather');
    expect(gather?.attributes).toMatchObject({
      finishOnKey: '#',
      action: 'http://localhost:3000/api/telephony/extension?attempt=1&lang=en',
    });
    expect(find(twiml, 'Redirect')?.text).toBe(
      'http://localhost:3000/api/telephony/menu?attempt=2&lang=en',
    );
  });

  it('asks again after silence, then gives up after three tries', async () => {
    await aCaller(t, { phone: '4385550105', minutes: 5 });
    const sid = newCallSid();
    const second = twimlOf(
      await twilioPost(t, '/api/telephony/menu?attempt=2', callParams(sid, '+14385550105')),
    );
    expect(saidIn(second)).toEqual([say.askExtension, say.noExtension]);
    expect(find(second, 'Redirect')?.text).toContain('/api/telephony/menu?attempt=3');
    const fourth = twimlOf(
      await twilioPost(t, '/api/telephony/menu?attempt=4', callParams(sid, '+14385550105')),
    );
    expect(saidIn(fourth)).toEqual([say.tooManyTries]);
    expect(verbsOf(fourth)).toEqual(['Say', 'Hangup']);
  });
});

describe('an extension entered', () => {
  const from = '+14385550110';
  beforeEach(async () => {
    await aCaller(t, { phone: '4385550110', minutes: 30, name: 'Aurora Lightfoot' });
  });

  it('explains an unknown extension and lets the caller enter another', async () => {
    const twiml = twimlOf(await chooseExtension(t, newCallSid(), from, '4999'));
    expect(saidIn(twiml)).toEqual([
      say.unknownExtension('4999'),
      say.askAnotherExtension,
      say.noExtension,
    ]);
    expect(find(twiml, 'Gather')?.attributes.action).toContain(
      '/api/telephony/extension?attempt=2',
    );
  });

  it('explains an offline advisor', async () => {
    const twiml = twimlOf(await chooseExtension(t, newCallSid(), from, '4003'));
    expect(saidIn(twiml)[0]).toBe(say.advisorOffline(rafael.name));
    expect(find(twiml, 'Gather')).toBeDefined();
  });

  it('explains a busy advisor', async () => {
    await aCaller(t, { phone: '4385550111', minutes: 30, email: 'other@example.com' });
    twimlOf(await chooseExtension(t, newCallSid(), '+14385550111', '4001'));
    const twiml = twimlOf(await chooseExtension(t, newCallSid(), from, '4001'));
    expect(saidIn(twiml)[0]).toBe(say.advisorBusy(celeste.name));
  });

  it('gives up after the third wrong extension', async () => {
    const twiml = twimlOf(await chooseExtension(t, newCallSid(), from, '1', 3));
    expect(saidIn(twiml)).toEqual([`${say.unknownExtension('1')} ${say.tooManyTries}`]);
    expect(verbsOf(twiml)).toEqual(['Say', 'Hangup']);
  });

  it('reserves an available advisor and dials them with the caller’s minutes as the time limit', async () => {
    const sid = newCallSid();
    const res = await chooseExtension(t, sid, from, '4001');
    const twiml = twimlOf(res);
    expect(saidIn(twiml)).toEqual([say.connecting(celeste.name, 30)]);
    const dial = dialOf(twiml);
    expect(dial).toMatchObject({
      timeLimit: 30 * 60,
      // The advisor sees the service line, never the caller's number.
      callerId: '+18885550142',
      number: `+1${celeste.phone}`,
    });
    expect(dial.action).toMatch(/^http:\/\/localhost:3000\/api\/telephony\/dial-ended\?call=/);
    expect(dial.whisperUrl).toMatch(/^http:\/\/localhost:3000\/api\/telephony\/whisper\?call=/);
    expect(res.body).not.toContain('4385550110');
  });

  it('whispers the caller’s first name and minutes to the advisor before connecting', async () => {
    const sid = newCallSid();
    const { whisperUrl } = dialOf(twimlOf(await chooseExtension(t, sid, from, '4001')));
    const whisper = twimlOf(
      await twilioPost(t, whisperUrl, {
        ...callParams(newCallSid(), '+18885550142'),
        ParentCallSid: sid,
        To: '+15145550141',
        Direction: 'outbound-dial',
      }),
    );
    expect(saidIn(whisper)).toEqual([say.whisper('Aurora', 30)]);
    expect(verbsOf(whisper)).toEqual(['Say']);
  });

  it('plays the advisor’s recorded greeting before the dial, until the caller has talked with them', async () => {
    await updateAdvisor(t, 4001, { greetingAudioPath: '4001-greeting.wav' });
    const sid = newCallSid();
    const first = twimlOf(await chooseExtension(t, sid, from, '4001'));
    // "Connecting you", the greeting, then the ring: the time limit runs from the bridge only.
    expect(verbsOf(first)).toEqual(['Say', 'Play', 'Dial']);
    const played = find(first, 'Play')?.text ?? '';
    expect(played).toMatch(/^http:\/\/localhost:3000\/api\/advisors\/4001\/audio\?v=[0-9a-f]{12}$/);

    // The caller hangs up before the advisor answers: they have still not talked.
    const { action, whisperUrl } = dialOf(first);
    await endDial(t, action, sid, from, { status: 'no-answer' });
    const again = newCallSid();
    const second = twimlOf(await chooseExtension(t, again, from, '4001'));
    expect(verbsOf(second)).toEqual(['Say', 'Play', 'Dial']);

    // This time the advisor answers (the whisper marks the bridge) and they talk.
    const next = dialOf(second);
    await twilioPost(t, next.whisperUrl, {
      ...callParams(newCallSid(), '+18885550142'),
      ParentCallSid: again,
      To: `+1${celeste.phone}`,
      Direction: 'outbound-dial',
    });
    await endDial(t, next.action, again, from, { status: 'completed', seconds: 60 });
    const third = twimlOf(await chooseExtension(t, newCallSid(), from, '4001'));
    expect(verbsOf(third)).toEqual(['Say', 'Dial']);
    expect(whisperUrl).not.toBe(next.whisperUrl);
  });

  it('gives each new greeting a new address, so Twilio never plays a cached older one', async () => {
    const playedTo = async () => {
      const sid = newCallSid();
      const twiml = twimlOf(await chooseExtension(t, sid, from, '4002'));
      await endDial(t, dialOf(twiml).action, sid, from, { status: 'no-answer' });
      return find(twiml, 'Play')?.text;
    };
    await updateAdvisor(t, 4002, { greetingAudioPath: '4002-a.wav' });
    const older = await playedTo();
    await updateAdvisor(t, 4002, { greetingAudioPath: '4002-b.wav' });
    const newer = await playedTo();
    expect(older).toMatch(/\/api\/advisors\/4002\/audio\?v=/);
    expect(newer).toMatch(/\/api\/advisors\/4002\/audio\?v=/);
    expect(newer).not.toBe(older);
  });

  it('plays no greeting for an advisor who has not recorded one', async () => {
    const twiml = twimlOf(await chooseExtension(t, newCallSid(), from, '4001'));
    expect(verbsOf(twiml)).toEqual(['Say', 'Dial']);
  });

  it('caps the reservation at Twilio’s four-hour limit', async () => {
    await aCaller(t, { phone: '4385550112', minutes: 500, email: 'rich@example.com' });
    const twiml = twimlOf(await chooseExtension(t, newCallSid(), '+14385550112', '4002'));
    expect(dialOf(twiml).timeLimit).toBe(240 * 60);
  });
});

describe('an advisor calling from their registered number', () => {
  it('offers 1 to sign in and 2 to sign out, and changes the presence on the board', async () => {
    const sid = newCallSid();
    const from = `+1${rafael.phone}`;
    // Advisors keep no language: they choose it, as an unknown number does.
    expect(saidIn(twimlOf(await incoming(from, sid)))).toEqual(languagePrompt);
    const menu = twimlOf(await chooseLanguage(from, '2', sid));
    expect(saidIn(menu)[0]).toBe(say.advisorMenu(rafael.name, false));
    const action = find(menu, 'Gather')?.attributes.action ?? '';
    const done = twimlOf(await twilioPost(t, action, callParams(sid, from, { Digits: '1' })));
    expect(saidIn(done)).toEqual([say.advisorSignedIn]);
    const feed = (await t.app.inject({ method: 'GET', url: '/api/advisors' })).json<
      { agentId: string; signedIn: string }[]
    >();
    expect(feed.find((advisor) => advisor.agentId === String(rafael.extension))?.signedIn).toBe(
      'Y',
    );

    const out = twimlOf(await twilioPost(t, action, callParams(sid, from, { Digits: '2' })));
    expect(saidIn(out)).toEqual([say.advisorSignedOut]);
  });

  it('changes nothing on another key', async () => {
    const sid = newCallSid();
    const twiml = twimlOf(
      await twilioPost(
        t,
        '/api/telephony/presence?lang=en',
        callParams(sid, '+15145550141', { Digits: '7' }),
      ),
    );
    expect(saidIn(twiml)).toEqual([say.advisorNoChoice]);
  });
});

describe('the signature', () => {
  it('refuses unsigned, wrongly signed and tampered requests with 403, changing nothing', async () => {
    const caller = await aCaller(t, { phone: '4385550120', minutes: 30 });
    const params = callParams(newCallSid(), '+14385550120', { Digits: '4001' });
    const path = '/api/telephony/extension?attempt=1';

    const unsigned = await twilioPost(t, path, params, { signature: null });
    expect(unsigned.statusCode).toBe(403);
    const wrong = await twilioPost(t, path, params, { signature: 'bm90IGEgc2lnbmF0dXJl' });
    expect(wrong.statusCode).toBe(403);
    // Signed for 4002, sent for 4001.
    const tampered = await twilioPost(t, path, params, {
      signature: signatureFor(t, path, { ...params, Digits: '4002' }),
    });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toMatchObject({ error: { code: 'INVALID_SIGNATURE' } });
    expect(await callsOf(t, caller.id)).toEqual([]);
    // The same request, properly signed, goes through.
    expect((await twilioPost(t, path, params)).statusCode).toBe(200);
    expect((await callsOf(t, caller.id)).map((call) => call.status)).toEqual(['dialing']);
  });

  it('refuses a request signed with another token', async () => {
    const other = await createTestApp({ env: { TWILIO_AUTH_TOKEN: 'another-token-123' } });
    try {
      const params = callParams(newCallSid(), '+14385550121');
      // Signed with the development token, received by a line configured with another.
      const forOther = await twilioPost(other, '/api/telephony/voice', params, {
        signature: signatureFor(t, '/api/telephony/voice', params),
      });
      expect(forOther.statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });
});

it('answers an advisor that is listed but has no number as an unknown extension', async () => {
  await aCaller(t, { phone: '4385550130', minutes: 30 });
  await updateAdvisor(t, 4004, { phone: null });
  const twiml = twimlOf(await chooseExtension(t, newCallSid(), '+14385550130', '4004'));
  expect(saidIn(twiml)[0]).toBe(say.unknownExtension('4004'));
});
