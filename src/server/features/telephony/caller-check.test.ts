// Who is calling (docs/decisions/026): a caller is recognised by +1 and their whole
// number only; a customer with a phone PIN enters it before the line names them or tells their
// balance; three wrong PINs end the call and warn the owner by email and SMS; a caller ID that
// failed SHAKEN/STIR verification spends no minutes without the PIN; and wrong PINs have a daily
// budget per customer. Asserted on the TwiML Twilio would receive, with the prompts, the email
// and the SMS read from the catalogues.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageChoice, promptAnswers } from '#server/cli/call-line.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import { phonePinLimits } from '#server/features/phone-pin/service.ts';
import { messageCopyFor, phoneLineCopyFor } from '#shared/copy/message-catalogue.ts';
import { formatPhone } from '#shared/format/display.ts';
import type { TestCustomer } from '#tests/support/customers.ts';
import {
  createTestApp,
  latestMessageTo,
  readOutbox,
  type TestApp,
} from '#tests/support/test-app.ts';
import { MAX_WRONG_PINS_PER_CALL } from './caller-check.ts';
import {
  aCaller,
  balanceOf,
  callParams,
  callsOf,
  chooseExtension,
  demoAdvisor,
  dialOf,
  find,
  newCallSid,
  playLineCall,
  saidIn,
  setPhonePin,
  spokenIn,
  twilioPost,
  twimlOf,
  verbsOf,
} from '#tests/support/telephony.ts';

const say = phoneLineCopyFor('en');
const french = phoneLineCopyFor('fr-CA');
const brand = 'Lumina Psychics';
const site = 'localhost:3000';
const celeste = demoAdvisor(4001); // signed in
const rafael = demoAdvisor(4003); // signed out
const DAY_MS = 24 * 60 * 60 * 1000;

const phone = '4385550140';
const from = `+1${phone}`;
const pin = '2580';

/** What a caller hears when asked for the PIN: the prompt, then what follows a silence. */
const pinPrompt = [say.askPin, say.noPin];
const languagePrompt = [
  phoneLineCopyFor('fr-CA').languageOffer('1'),
  phoneLineCopyFor('en').languageOffer('2'),
];

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterEach(async () => t.close());

const incoming = (caller: string, callSid: string, extra: Record<string, string> = {}) =>
  twilioPost(
    t,
    '/api/telephony/voice',
    callParams(callSid, caller, { CallStatus: 'ringing', ...extra }),
  );

const chooseLanguage = (caller: string, callSid: string, key = '2') =>
  twilioPost(t, '/api/telephony/language?attempt=1', callParams(callSid, caller, { Digits: key }));

/** Digits entered at the PIN prompt (its Gather's action); '' is the prompt's silence redirect. */
const enterPin = (callSid: string, digits: string, attempt = 1, caller = from) =>
  twilioPost(
    t,
    `/api/telephony/pin?attempt=${attempt}&lang=en`,
    callParams(callSid, caller, digits === '' ? {} : { Digits: digits }),
  );

const wrongPinAgain = [say.wrongPin, ...pinPrompt];

async function outboxTexts() {
  return (await readOutbox(t.app)).map((message) => `${message.subject ?? ''} ${message.text}`);
}

describe('the whole number', () => {
  it('takes +44 and a customer’s ten digits for an unknown caller, who spends nothing', async () => {
    const caller = await aCaller(t, { phone, minutes: 30 });
    const foreign = `+44${phone}`;
    const sid = newCallSid();
    expect(saidIn(twimlOf(await incoming(foreign, sid)))).toEqual(languagePrompt);
    expect(saidIn(twimlOf(await chooseLanguage(foreign, sid)))).toEqual([
      say.unknownCaller(brand, site),
    ]);
    // Straight to the extension, as a replayed step would: still nobody's minutes.
    const extension = await twilioPost(
      t,
      '/api/telephony/extension?attempt=1&lang=en',
      callParams(sid, foreign, { Digits: '4001' }),
    );
    expect(saidIn(twimlOf(extension))).toEqual([say.unknownCaller(brand, site)]);

    // A whole call, as Twilio plays it.
    const played = await playLineCall(t, {
      from: foreign,
      presses: ['4001'],
      pressFor: languageChoice('en'),
    });
    expect(played.prompts).toEqual([...languagePrompt, say.unknownCaller(brand, site)]);
    expect(played.minutesCharged).toBeNull();
    expect(await callsOf(t, caller.id)).toEqual([]);
    expect(await balanceOf(t, caller.id)).toBe(30);
  });

  it.each([
    ['a withheld number', 'anonymous'],
    ['the ten digits alone', phone],
    ['1 and the ten digits without +', `1${phone}`],
    ['another country code ending in 1', `+351${phone}`],
  ])('takes %s for an unknown caller', async (_case, caller) => {
    await aCaller(t, { phone, minutes: 30 });
    expect(saidIn(twimlOf(await incoming(caller, newCallSid())))).toEqual(languagePrompt);
  });

  it('recognises an advisor by +1 and their number only', async () => {
    const sid = newCallSid();
    const foreign = `+44${rafael.phone}`;
    expect(saidIn(twimlOf(await chooseLanguage(foreign, sid)))).toEqual([
      say.unknownCaller(brand, site),
    ]);
    const presence = await twilioPost(
      t,
      '/api/telephony/presence?lang=en',
      callParams(sid, foreign, { Digits: '1' }),
    );
    expect(verbsOf(twimlOf(presence))).toEqual(['Hangup']);
    const feed = (await t.app.inject({ method: 'GET', url: '/api/advisors' })).json<
      { agentId: string; signedIn: string }[]
    >();
    expect(feed.find((advisor) => advisor.agentId === String(rafael.extension))?.signedIn).toBe(
      'N',
    );
  });
});

describe('a customer with a phone PIN', () => {
  let caller: TestCustomer;
  beforeEach(async () => {
    caller = await aCaller(t, { phone, minutes: 30, name: 'Aurora Lightfoot' });
    await setPhonePin(t, caller, pin);
  });

  it('is asked for it before anything names them or tells their balance', async () => {
    const sid = newCallSid();
    const twiml = twimlOf(await incoming(from, sid));
    expect(saidIn(twiml)).toEqual(pinPrompt);
    expect(verbsOf(twiml)).toEqual(['Gather', 'Say', 'Redirect']);
    expect(find(twiml, 'Gather')?.attributes).toMatchObject({
      numDigits: '4',
      action: 'http://localhost:3000/api/telephony/pin?attempt=1&lang=en',
    });
    expect(find(twiml, 'Redirect')?.text).toBe(
      'http://localhost:3000/api/telephony/pin?attempt=2&lang=en',
    );

    // A step further on, without the PIN, is asked for it too, and reserves nothing.
    expect(saidIn(twimlOf(await chooseExtension(t, sid, from, '4001')))).toEqual(pinPrompt);
    const menu = await twilioPost(t, '/api/telephony/menu?attempt=2', callParams(sid, from));
    expect(saidIn(twimlOf(menu))).toEqual(pinPrompt);
    expect(await callsOf(t, caller.id)).toEqual([]);
  });

  it('is greeted by name with the balance after the right PIN, and put through as usual', async () => {
    const sid = newCallSid();
    twimlOf(await incoming(from, sid));
    const greeted = twimlOf(await enterPin(sid, pin));
    expect(saidIn(greeted)).toEqual([
      say.greeting(brand, 'Aurora', 30),
      say.askExtension,
      say.noExtension,
    ]);
    const connecting = twimlOf(await chooseExtension(t, sid, from, '4001'));
    expect(saidIn(connecting)).toEqual([say.connecting(celeste.name, 30)]);
    expect(dialOf(connecting).timeLimit).toBe(30 * 60);
    expect((await callsOf(t, caller.id)).map((call) => call.status)).toEqual(['dialing']);
  });

  it('is asked again after a wrong PIN; the third ends the call, warns them and spends nothing', async () => {
    const sid = newCallSid();
    twimlOf(await incoming(from, sid));
    for (let wrong = 1; wrong < MAX_WRONG_PINS_PER_CALL; wrong += 1) {
      expect(saidIn(twimlOf(await enterPin(sid, '1357')))).toEqual(wrongPinAgain);
    }
    expect(await readOutbox(t.app)).toEqual([]);
    const ended = twimlOf(await enterPin(sid, '1357'));
    expect(saidIn(ended)).toEqual([say.tooManyWrongPins]);
    expect(verbsOf(ended)).toEqual(['Say', 'Hangup']);

    const texts = messageCopyFor('en');
    const email = await latestMessageTo(t.app, caller.email);
    expect(email?.subject).toBe(texts.wrongPinsEmail.subject(brand));
    expect(email?.text).toContain(formatPhone(phone));
    const sms = await latestMessageTo(t.app, phone);
    expect(sms?.text).toBe(texts.wrongPinsSms(brand));
    // Neither the PIN nor the wrong one is ever written anywhere.
    for (const text of await outboxTexts()) {
      expect(text).not.toContain(pin);
      expect(text).not.toContain('1357');
    }
    expect(await callsOf(t, caller.id)).toEqual([]);
    expect(await balanceOf(t, caller.id)).toBe(30);
  });

  it('is asked again after silence, and the line gives up after the third', async () => {
    const sid = newCallSid();
    twimlOf(await incoming(from, sid));
    const second = twimlOf(await enterPin(sid, '', 2));
    expect(saidIn(second)).toEqual(pinPrompt);
    expect(find(second, 'Redirect')?.text).toContain('/api/telephony/pin?attempt=3');
    const gaveUp = twimlOf(await enterPin(sid, '', 4));
    expect(saidIn(gaveUp)).toEqual([say.pinNotReceived]);
    expect(verbsOf(gaveUp)).toEqual(['Say', 'Hangup']);
    expect(await readOutbox(t.app)).toEqual([]);
  });

  it('is asked for it on every call: a PIN entered on one call admits no other', async () => {
    const first = newCallSid();
    twimlOf(await incoming(from, first));
    twimlOf(await enterPin(first, pin));
    const second = newCallSid();
    expect(saidIn(twimlOf(await incoming(from, second)))).toEqual(pinPrompt);
    expect(saidIn(twimlOf(await chooseExtension(t, second, from, '4001')))).toEqual(pinPrompt);
    expect(await callsOf(t, caller.id)).toEqual([]);
  });

  it('enters the new PIN once it is changed on the dashboard; the old one is wrong', async () => {
    await setPhonePin(t, caller, '8642');
    const sid = newCallSid();
    twimlOf(await incoming(from, sid));
    expect(saidIn(twimlOf(await enterPin(sid, pin)))).toEqual(wrongPinAgain);
    expect(saidIn(twimlOf(await enterPin(sid, '8642')))[0]).toBe(say.greeting(brand, 'Aurora', 30));
  });

  it('plays a whole call with the PIN as `npm run call -- --pin` enters it', async () => {
    const played = await playLineCall(t, {
      from,
      presses: ['4001'],
      pressFor: promptAnswers({ language: null, pin }),
      talkSeconds: 61,
    });
    expect(played.failure).toBeNull();
    expect(played.prompts).toEqual([
      say.askPin,
      say.greeting(brand, 'Aurora', 30),
      say.askExtension,
      say.connecting(celeste.name, 30),
      say.callEnded(brand, 2, 28),
    ]);
    expect(played.minutesCharged).toBe(2);
  });
});

it('asks a French-speaking customer for the PIN, and warns them, in French', async () => {
  const caller = await aCaller(t, { phone, minutes: 30, language: 'fr-CA' });
  await setPhonePin(t, caller, pin);
  const sid = newCallSid();
  expect(spokenIn(twimlOf(await incoming(from, sid)))).toEqual(
    [french.askPin, french.noPin].map((text) => ({
      text,
      language: 'fr-CA',
      voice: 'Polly.Chantal',
    })),
  );
  const frenchPin = (digits: string) =>
    twilioPost(
      t,
      '/api/telephony/pin?attempt=1&lang=fr-CA',
      callParams(sid, from, { Digits: digits }),
    );
  expect(saidIn(twimlOf(await frenchPin('1357')))).toEqual([
    french.wrongPin,
    french.askPin,
    french.noPin,
  ]);
  await frenchPin('1357');
  expect(saidIn(twimlOf(await frenchPin('1357')))).toEqual([french.tooManyWrongPins]);
  const texts = messageCopyFor('fr-CA');
  expect((await latestMessageTo(t.app, caller.email))?.subject).toBe(
    texts.wrongPinsEmail.subject(brand),
  );
  expect((await latestMessageTo(t.app, phone))?.text).toBe(texts.wrongPinsSms(brand));
});

describe('a caller ID that failed verification (SHAKEN/STIR)', () => {
  it.each(['TN-Validation-Failed-A', 'TN-Validation-Failed-C', 'TN-Validation-Failed'])(
    '%s, on an account without a PIN: refused without a name, for the whole call',
    async (stirVerstat) => {
      const caller = await aCaller(t, { phone, minutes: 30, name: 'Aurora Lightfoot' });
      const sid = newCallSid();
      const refused = twimlOf(await incoming(from, sid, { StirVerstat: stirVerstat }));
      expect(saidIn(refused)).toEqual([say.callerIdUnverified(brand, site)]);
      expect(verbsOf(refused)).toEqual(['Say', 'Hangup']);
      // Later webhooks of the call carry no StirVerstat: the first one's still holds.
      const extension = twimlOf(await chooseExtension(t, sid, from, '4001'));
      expect(saidIn(extension)).toEqual([say.callerIdUnverified(brand, site)]);
      const pinStep = twimlOf(await enterPin(sid, '2580'));
      expect(saidIn(pinStep)).toEqual([say.callerIdUnverified(brand, site)]);
      expect(await callsOf(t, caller.id)).toEqual([]);
      expect(await balanceOf(t, caller.id)).toBe(30);
    },
  );

  it('on an account with a PIN: asked for the PIN, which then admits the caller', async () => {
    const caller = await aCaller(t, { phone, minutes: 30, name: 'Aurora Lightfoot' });
    await setPhonePin(t, caller, pin);
    const sid = newCallSid();
    const asked = twimlOf(await incoming(from, sid, { StirVerstat: 'TN-Validation-Failed-B' }));
    expect(saidIn(asked)).toEqual(pinPrompt);
    expect(saidIn(twimlOf(await enterPin(sid, pin)))[0]).toBe(say.greeting(brand, 'Aurora', 30));
    expect(saidIn(twimlOf(await chooseExtension(t, sid, from, '4001')))).toEqual([
      say.connecting(celeste.name, 30),
    ]);
  });

  it('plays a whole call with --stir and --pin as `npm run call` does', async () => {
    const caller = await aCaller(t, { phone, minutes: 30, name: 'Aurora Lightfoot' });
    const refused = await playLineCall(t, {
      from,
      presses: ['4001'],
      stirVerstat: 'TN-Validation-Failed-A',
    });
    expect(refused.prompts).toEqual([say.callerIdUnverified(brand, site)]);
    expect(refused.minutesCharged).toBeNull();

    await setPhonePin(t, caller, pin);
    const admitted = await playLineCall(t, {
      from,
      presses: ['4001'],
      stirVerstat: 'TN-Validation-Failed-A',
      pressFor: promptAnswers({ language: null, pin }),
    });
    expect(admitted.prompts.slice(0, 2)).toEqual([say.askPin, say.greeting(brand, 'Aurora', 30)]);
    expect(admitted.minutesCharged).toBe(1);
  });

  it.each(['TN-Validation-Passed-A', 'TN-Validation-Passed-C', 'No-TN-Validation'])(
    '%s: the usual greeting',
    async (stirVerstat) => {
      await aCaller(t, { phone, minutes: 30, name: 'Aurora Lightfoot' });
      const twiml = twimlOf(await incoming(from, newCallSid(), { StirVerstat: stirVerstat }));
      expect(saidIn(twiml)[0]).toBe(say.greeting(brand, 'Aurora', 30));
    },
  );
});

describe('the daily budget of wrong PINs', () => {
  const budget = phonePinLimits.wrongPinsPerCustomer.limit;
  let caller: TestCustomer;
  beforeEach(async () => {
    caller = await aCaller(t, { phone, minutes: 30, name: 'Aurora Lightfoot' });
    await setPhonePin(t, caller, pin);
  });

  /** A call with `count` wrong PINs; answers what the last one heard. */
  async function callWithWrongPins(count: number) {
    const sid = newCallSid();
    twimlOf(await incoming(from, sid));
    let last: string[] = [];
    for (let i = 0; i < count; i += 1) last = saidIn(twimlOf(await enterPin(sid, '1357')));
    return last;
  }

  const emailsTo = async (email: string) =>
    (await readOutbox(t.app)).filter((message) => message.to === email);

  it('is two calls of three: then the line takes no PIN, says so, until the next day', async () => {
    expect(budget).toBe(2 * MAX_WRONG_PINS_PER_CALL);
    expect(await callWithWrongPins(3)).toEqual([say.tooManyWrongPins]);
    expect(await callWithWrongPins(3)).toEqual([`${say.wrongPin} ${say.pinLocked(site)}`]);
    expect(await emailsTo(caller.email)).toHaveLength(2);

    const sid = newCallSid();
    const locked = twimlOf(await incoming(from, sid));
    expect(saidIn(locked)).toEqual([say.pinLocked(site)]);
    expect(verbsOf(locked)).toEqual(['Say', 'Hangup']);
    // Not even the right PIN is taken, and no more warnings are sent.
    expect(saidIn(twimlOf(await enterPin(sid, pin)))).toEqual([say.pinLocked(site)]);
    expect(await emailsTo(caller.email)).toHaveLength(2);
    expect(await callsOf(t, caller.id)).toEqual([]);

    t.clock.advance(DAY_MS);
    const nextDay = newCallSid();
    expect(saidIn(twimlOf(await incoming(from, nextDay)))).toEqual(pinPrompt);
    expect(saidIn(twimlOf(await enterPin(nextDay, pin)))[0]).toBe(
      say.greeting(brand, 'Aurora', 30),
    );
  });

  it('counts wrong PINs across calls that hang up early, and warns when it runs out', async () => {
    expect(await callWithWrongPins(2)).toEqual(wrongPinAgain);
    expect(await callWithWrongPins(2)).toEqual(wrongPinAgain);
    expect(await emailsTo(caller.email)).toEqual([]);
    expect(await callWithWrongPins(2)).toEqual([`${say.wrongPin} ${say.pinLocked(site)}`]);
    expect(await emailsTo(caller.email)).toHaveLength(1);
    expect(saidIn(twimlOf(await incoming(from, newCallSid())))).toEqual([say.pinLocked(site)]);
  });

  it('is lifted by a new PIN set on the dashboard', async () => {
    await callWithWrongPins(3);
    await callWithWrongPins(3);
    await setPhonePin(t, caller, '8642');
    const sid = newCallSid();
    expect(saidIn(twimlOf(await incoming(from, sid)))).toEqual(pinPrompt);
    expect(saidIn(twimlOf(await enterPin(sid, '8642')))[0]).toBe(say.greeting(brand, 'Aurora', 30));
  });

  it('holds against simultaneous calls: no more wrong PINs are checked than it allows', async () => {
    const calls = Array.from({ length: budget + 4 }, () => newCallSid());
    for (const sid of calls) twimlOf(await incoming(from, sid));
    const heard = await Promise.all(
      calls.map(async (sid) => saidIn(twimlOf(await enterPin(sid, '1357')))),
    );
    const count = (expected: string[]) =>
      heard.filter((said) => JSON.stringify(said) === JSON.stringify(expected)).length;
    expect(count(wrongPinAgain)).toBe(budget - 1);
    expect(count([`${say.wrongPin} ${say.pinLocked(site)}`])).toBe(1);
    expect(count([say.pinLocked(site)])).toBe(4);
    expect(await emailsTo(caller.email)).toHaveLength(1);
  });

  it('belongs to each customer: another customer’s calls use none of it', async () => {
    const other = await aCaller(t, {
      phone: '4385550141',
      minutes: 30,
      email: 'other@example.com',
    });
    await setPhonePin(t, other, pin);
    await callWithWrongPins(3);
    await callWithWrongPins(3);
    const sid = newCallSid();
    expect(saidIn(twimlOf(await incoming('+14385550141', sid)))).toEqual(pinPrompt);
  });
});
