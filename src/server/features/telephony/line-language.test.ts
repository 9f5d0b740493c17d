// The line in the caller's language : a French-speaking customer hears the whole call
// in French, said by a Canadian French voice; a number the line cannot place is first asked for
// a language, French first, and silence or a wrong key ends in French; English customers still
// hear English.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageChoice } from '#server/cli/call-line.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import type { CallEvent } from '#server/providers/voice/simulator/call-player.ts';
import { parseTwiml } from '#server/providers/voice/simulator/twiml.ts';
import { phoneLineCopyFor } from '#shared/copy/message-catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { createAnswers } from './answers.ts';
import {
  aCaller,
  callParams,
  demoAdvisor,
  find,
  newCallSid,
  playLineCall,
  saidIn,
  spokenIn,
  twilioPost,
  twimlOf,
  verbsOf,
} from '#tests/support/telephony.ts';

const french = phoneLineCopyFor('fr-CA');
const english = phoneLineCopyFor('en');
const celeste = demoAdvisor(4001); // signed in
const brand = 'Lumina Psychics';
const site = 'localhost:3000';
const inFrench = { language: 'fr-CA', voice: 'Polly.Chantal' };
const inEnglish = { language: 'en-US', voice: 'Polly.Joanna' };
/** The first prompt to a caller the line cannot place: each language in its own words. */
const languagePrompt = [
  { text: french.languageOffer('1'), ...inFrench },
  { text: english.languageOffer('2'), ...inEnglish },
];
const promptTexts = languagePrompt.map((say) => say.text);

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterEach(async () => t.close());

const incoming = (from: string, callSid = newCallSid()) =>
  twilioPost(t, '/api/telephony/voice', callParams(callSid, from, { CallStatus: 'ringing' }));

/** The languages of what the caller heard, in order. */
const callerLanguages = (events: CallEvent[]) =>
  events.flatMap((event) =>
    event.kind === 'say' && event.to === 'caller' ? [event.language] : [],
  );

describe('a French-speaking customer', () => {
  beforeEach(async () => {
    await aCaller(t, {
      phone: '4385550301',
      minutes: 30,
      name: 'Aurore Lefebvre',
      language: 'fr-CA',
    });
  });

  it('is greeted in French by a Canadian French voice, with no language prompt', async () => {
    const twiml = twimlOf(await incoming('+14385550301'));
    expect(spokenIn(twiml)).toEqual([
      { text: french.greeting(brand, 'Aurore', 30), ...inFrench },
      { text: french.askExtension, ...inFrench },
      { text: french.noExtension, ...inFrench },
    ]);
    // The next steps stay in French.
    expect(find(twiml, 'Gather')?.attributes.action).toBe(
      'http://localhost:3000/api/telephony/extension?attempt=1&lang=fr-CA',
    );
    expect(find(twiml, 'Redirect')?.text).toBe(
      'http://localhost:3000/api/telephony/menu?attempt=2&lang=fr-CA',
    );
  });

  it('hears the whole call in French, from the greeting to the end-of-call message', async () => {
    const played = await playLineCall(t, {
      from: '4385550301',
      presses: ['9', '4001'],
      talkSeconds: 125,
    });
    expect(played.failure).toBeNull();
    expect(played.prompts).toEqual([
      french.greeting(brand, 'Aurore', 30),
      french.askExtension,
      french.unknownExtension('9'),
      french.askAnotherExtension,
      french.connecting(celeste.name, 30),
      french.callEnded(brand, 3, 27),
    ]);
    expect(callerLanguages(played.events)).toEqual(played.prompts.map(() => 'fr-CA'));
    // The advisor hears who is calling in the caller's language, and so knows which to speak.
    expect(played.whisper).toEqual([french.whisper('Aurore', 30)]);
    expect(played.minutesCharged).toBe(3);
  });

  it('hears in French that the advisor did not answer', async () => {
    const played = await playLineCall(t, {
      from: '4385550301',
      presses: ['4001'],
      advisorAnswer: 'no-answer',
    });
    expect(played.prompts.at(-1)).toBe(french.notAnswered(celeste.name));
  });

  it('hears in French that there are no minutes left', async () => {
    await aCaller(t, { phone: '4385550302', minutes: 0, name: 'Rémi Gagnon', language: 'fr-CA' });
    expect(spokenIn(twimlOf(await incoming('+14385550302')))).toEqual([
      { text: french.noMinutes('Rémi', site), ...inFrench },
    ]);
  });
});

describe('an English-speaking customer', () => {
  it('is greeted in English by an American English voice, with no language prompt', async () => {
    await aCaller(t, { phone: '4385550310', minutes: 12, name: 'Ivy Moon', language: 'en' });
    const twiml = twimlOf(await incoming('+14385550310'));
    expect(spokenIn(twiml)[0]).toEqual({ text: english.greeting(brand, 'Ivy', 12), ...inEnglish });
    expect(find(twiml, 'Gather')?.attributes.action).toContain('lang=en');
  });
});

describe('a number the line does not know', () => {
  const from = '+14385550399';

  it('is offered French, then English, one key each', async () => {
    const twiml = twimlOf(await incoming(from));
    expect(verbsOf(twiml)).toEqual(['Gather', 'Redirect']);
    expect(spokenIn(twiml)).toEqual(languagePrompt);
    expect(find(twiml, 'Gather')?.attributes).toMatchObject({
      numDigits: '1',
      action: 'http://localhost:3000/api/telephony/language?attempt=1',
    });
    expect(find(twiml, 'Redirect')?.text).toBe(
      'http://localhost:3000/api/telephony/language?attempt=1',
    );
  });

  it('continues in French after 1, and in English after 2', async () => {
    const pressed = (key: string) =>
      twilioPost(
        t,
        '/api/telephony/language?attempt=1',
        callParams(newCallSid(), from, { Digits: key }),
      );
    expect(spokenIn(twimlOf(await pressed('1')))).toEqual([
      { text: french.unknownCaller(brand, site), ...inFrench },
    ]);
    expect(spokenIn(twimlOf(await pressed('2')))).toEqual([
      { text: english.unknownCaller(brand, site), ...inEnglish },
    ]);
  });

  it('hears the prompt once more after silence, then goes on in French', async () => {
    const played = await playLineCall(t, { from, presses: [] });
    expect(played.prompts).toEqual([
      ...promptTexts,
      ...promptTexts,
      french.unknownCaller(brand, site),
    ]);
    expect(callerLanguages(played.events).at(-1)).toBe('fr-CA');
  });

  it('hears the prompt once more after another key, then goes on in French', async () => {
    const played = await playLineCall(t, { from, presses: ['7', '9'] });
    expect(played.prompts).toEqual([
      ...promptTexts,
      ...promptTexts,
      french.unknownCaller(brand, site),
    ]);
  });

  it('may still choose at the second prompt', async () => {
    const played = await playLineCall(t, { from, presses: ['7', '2'] });
    expect(played.prompts.at(-1)).toBe(english.unknownCaller(brand, site));
  });
});

describe('an advisor calling from their registered number', () => {
  it('chooses French and hears the presence menu and its outcome in French', async () => {
    // As `npm run call -- --from 5145550141 --language fr --press 2` plays it.
    const played = await playLineCall(t, {
      from: celeste.phone,
      presses: ['2'],
      pressFor: languageChoice('fr-CA'),
    });
    expect(played.prompts).toEqual([
      ...promptTexts,
      french.advisorMenu(celeste.name, true),
      french.advisorSignedOut,
    ]);
    expect(callerLanguages(played.events).slice(2)).toEqual(['fr-CA', 'fr-CA']);
  });
});

describe('the brand and the site said by the French voice', () => {
  // Replaces the suite's app: this one says the brand in French as configured.
  const spokenBrand = 'Lumina Saïkiks';
  let line: TestApp;
  beforeEach(async () => {
    line = await createTestApp({ env: { BRAND_NAME_SPOKEN_FR: spokenBrand } });
    await seedDemo(line);
  });
  afterEach(async () => line.close());
  const call = (from: string, path = '/api/telephony/voice') =>
    twilioPost(line, path, callParams(newCallSid(), from, { CallStatus: 'ringing' }));

  it('greets a French customer with the brand’s spoken form, an English one with BRAND_NAME', async () => {
    await aCaller(line, { phone: '4385550401', minutes: 21, name: 'Aurore L', language: 'fr-CA' });
    await aCaller(line, { phone: '4385550402', minutes: 12, name: 'Ivy Moon', language: 'en' });

    const inFrenchSaid = saidIn(twimlOf(await call('+14385550401')));
    expect(inFrenchSaid[0]).toBe(french.greeting(spokenBrand, 'Aurore', 21));
    expect(inFrenchSaid[0]).toBe(
      'Bonjour Aurore, et bienvenue chez Lumina Saïkiks. Il vous reste vingt et une minutes.',
    );
    expect(saidIn(twimlOf(await call('+14385550402')))[0]).toBe(english.greeting(brand, 'Ivy', 12));
  });

  it('spells the site’s address for an unknown French caller, and names the brand as said', async () => {
    const twiml = twimlOf(
      await twilioPost(
        line,
        '/api/telephony/language?attempt=1',
        callParams(newCallSid(), '+14385550499', { Digits: '1' }),
      ),
    );
    const [said] = saidIn(twiml);
    expect(said).toBe(french.unknownCaller(spokenBrand, site));
    expect(said).toContain('Bienvenue chez Lumina Saïkiks.');
    expect(said).toContain('visitez l o c a l h o s t, deux-points, 3 0 0 0, puis');
    expect(said).not.toContain(brand);
  });

  it('spells the site’s address to a French customer without minutes', async () => {
    await aCaller(line, { phone: '4385550403', minutes: 0, name: 'Rémi G', language: 'fr-CA' });
    expect(saidIn(twimlOf(await call('+14385550403')))).toEqual([
      'Bonjour Rémi. Il ne vous reste plus de minutes. Pour en acheter, visitez l o c a l h o s t, deux-points, 3 0 0 0. Au revoir.',
    ]);
  });
});

describe('a failure on our side', () => {
  const answers = createAnswers({
    brandName: brand,
    frenchBrandName: brand,
    site,
    publicUrl: 'http://localhost:3000',
    serviceNumber: '+18885550142',
    supportEmail: 'support@lumina-psychics.example',
  });

  it('apologises in both languages, French first, before the caller’s language is known', () => {
    expect(spokenIn(parseTwiml(answers.technicalProblem(null)))).toEqual([
      { text: french.technicalProblem, ...inFrench },
      { text: english.technicalProblem, ...inEnglish },
    ]);
  });

  it('apologises in the caller’s language once it is known', () => {
    expect(saidIn(parseTwiml(answers.technicalProblem('fr-CA')))).toEqual([
      french.technicalProblem,
    ]);
  });
});
