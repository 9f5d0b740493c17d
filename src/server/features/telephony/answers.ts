// The TwiML the line answers with, built with the official `twilio` package's builder (escaping
// and attribute names are its job). Every text comes from the phone line's catalogue in the
// caller's language (phoneLineCopyFor), said by a voice of that language (line-language.ts);
// every next step is an absolute URL under PUBLIC_URL, the address the signatures are made over,
// carrying that language on.
import twilio from 'twilio';
import { locales, type Locale } from '#shared/copy/locale.ts';
import { phoneLineCopyFor } from '#shared/copy/message-catalogue.ts';
import { languageKey, sayVoiceFor } from './line-language.ts';
import { telephonyUrls } from './urls.ts';

const { VoiceResponse } = twilio.twiml;
type VoiceResponse = twilio.twiml.VoiceResponse;

/** Attempts at choosing an extension before the line gives up. */
export const MAX_MENU_ATTEMPTS = 3;
/** Times the PIN is asked for in silence before the line gives up (wrong PINs count apart). */
export const MAX_PIN_PROMPTS = 3;
/** A phone PIN's digits: the <Gather> ends at the fourth key. */
const PIN_DIGITS = 4;
/** Seconds of silence before a <Gather> gives up. */
const GATHER_TIMEOUT_SECONDS = 8;
/** Seconds the advisor's phone rings before the dial counts as unanswered. */
export const DIAL_TIMEOUT_SECONDS = 30;

export interface LineFacts {
  brandName: string;
  /** The brand as the French voice must say it (BRAND_NAME_SPOKEN_FR). */
  frenchBrandName: string;
  /** The site's address as a caller would type it. */
  site: string;
  publicUrl: string;
  /** The caller id the advisor sees: the service number, never the caller's. */
  serviceNumber: string;
  /** Where a caller whose account is on hold is told to write. */
  supportEmail: string;
}

type Speaker = VoiceResponse | ReturnType<VoiceResponse['gather']>;

/** `text` in `locale`'s words and voice. */
function sayIn(node: Speaker, locale: Locale, text: string): void {
  node.say(sayVoiceFor(locale), text);
}

export function createAnswers(facts: LineFacts) {
  const urls = telephonyUrls(facts.publicUrl);

  /** Everything the line says once the caller's language is known. */
  function speaking(locale: Locale) {
    const say = phoneLineCopyFor(locale);
    const brand = locale === 'fr-CA' ? facts.frenchBrandName : facts.brandName;

    function goodbye(text: string): string {
      const response = new VoiceResponse();
      sayIn(response, locale, text);
      response.hangup();
      return response.toString();
    }

    /** Asks for an extension; on silence, says so and comes back through the menu. */
    function askExtension(response: VoiceResponse, prompt: string, attempt: number): string {
      const gather = response.gather({
        input: ['dtmf'],
        finishOnKey: '#',
        timeout: GATHER_TIMEOUT_SECONDS,
        action: urls.extension(attempt, locale),
        method: 'POST',
      });
      sayIn(gather, locale, prompt);
      sayIn(response, locale, say.noExtension);
      response.redirect({ method: 'POST' }, urls.menu(attempt + 1, locale));
      return response.toString();
    }

    /**
     * Asks for the PIN (before anything names the caller); on silence, says so and comes back
     * through the PIN step, which gives up after MAX_PIN_PROMPTS.
     */
    function askPin(response: VoiceResponse, attempt: number): string {
      const gather = response.gather({
        input: ['dtmf'],
        numDigits: PIN_DIGITS,
        timeout: GATHER_TIMEOUT_SECONDS,
        action: urls.pin(attempt, locale),
        method: 'POST',
      });
      sayIn(gather, locale, say.askPin);
      sayIn(response, locale, say.noPin);
      response.redirect({ method: 'POST' }, urls.pin(attempt + 1, locale));
      return response.toString();
    }

    /**
     * "Connecting you", the advisor's recorded greeting when the caller is to hear it, then the
     * advisor dialled with the call's time limit (its minutes held), the whisper, and the
     * end-of-call action that settles it: the same for a call-back (which has no greeting).
     */
    function connectOn(
      response: VoiceResponse,
      input: {
        callId: string;
        advisorName: string;
        advisorNumber: string;
        minutes: number;
        greeting?: { extension: number; version: string } | null;
      },
    ): string {
      sayIn(response, locale, say.connecting(input.advisorName, input.minutes));
      // Before the dial: the time limit runs from the bridge, so the greeting is not billed.
      if (input.greeting)
        response.play(urls.greeting(input.greeting.extension, input.greeting.version));
      const dial = response.dial({
        action: urls.dialEnded(input.callId, locale),
        method: 'POST',
        timeLimit: input.minutes * 60,
        timeout: DIAL_TIMEOUT_SECONDS,
        callerId: facts.serviceNumber,
      });
      dial.number({ url: urls.whisper(input.callId, locale), method: 'POST' }, input.advisorNumber);
      return response.toString();
    }

    return {
      unknownCaller: () => goodbye(say.unknownCaller(brand, facts.site)),
      callerIdUnverified: () => goodbye(say.callerIdUnverified(brand, facts.site)),

      /** The PIN prompt; `attempt` counts silences from 1. */
      askPin(attempt: number): string {
        if (attempt > MAX_PIN_PROMPTS) return goodbye(say.pinNotReceived);
        return askPin(new VoiceResponse(), attempt);
      },

      /** A wrong PIN: said so, and asked again. */
      wrongPin(): string {
        const response = new VoiceResponse();
        sayIn(response, locale, say.wrongPin);
        return askPin(response, 1);
      },
      tooManyWrongPins: () => goodbye(say.tooManyWrongPins),
      pinLocked: () => goodbye(say.pinLocked(facts.site)),
      wrongPinLocked: () => goodbye(`${say.wrongPin} ${say.pinLocked(facts.site)}`),
      noMinutes: (firstName: string) => goodbye(say.noMinutes(firstName, facts.site)),
      minutesInUse: () => goodbye(say.minutesInUse),
      accountOnHold: (reason: 'payment_dispute' | 'operator_hold') =>
        goodbye(
          reason === 'operator_hold'
            ? say.accountHeld(facts.supportEmail)
            : say.accountOnHold(facts.supportEmail),
        ),
      tooManyTries: () => goodbye(say.tooManyTries),

      greeting(firstName: string, balance: number): string {
        const response = new VoiceResponse();
        sayIn(response, locale, say.greeting(brand, firstName, balance));
        return askExtension(response, say.askExtension, 1);
      },

      /** Back at the menu after silence: `attempt` counts from 1. */
      menu(attempt: number): string {
        if (attempt > MAX_MENU_ATTEMPTS) return goodbye(say.tooManyTries);
        return askExtension(new VoiceResponse(), say.askExtension, attempt);
      },

      /** The extension could not be put through: why (from `say`), then another try or goodbye. */
      tryAnother(reason: (texts: typeof say) => string, attempt: number): string {
        const why = reason(say);
        if (attempt >= MAX_MENU_ATTEMPTS) return goodbye(`${why} ${say.tooManyTries}`);
        const response = new VoiceResponse();
        sayIn(response, locale, why);
        return askExtension(response, say.askAnotherExtension, attempt + 1);
      },

      /**
       * A busy advisor: why, then "press 1 to be called back" or another extension. The key
       * goes to the queue's step, which reads 1 as the queue and anything else as an extension.
       */
      busyOffer(name: string, extension: string, attempt: number): string {
        const why = say.advisorBusy(name);
        if (attempt >= MAX_MENU_ATTEMPTS) return goodbye(`${why} ${say.tooManyTries}`);
        const response = new VoiceResponse();
        sayIn(response, locale, why);
        const gather = response.gather({
          input: ['dtmf'],
          finishOnKey: '#',
          timeout: GATHER_TIMEOUT_SECONDS,
          action: urls.queueChoice(extension, attempt + 1, locale),
          method: 'POST',
        });
        sayIn(gather, locale, say.queueOffer(name));
        sayIn(response, locale, say.noExtension);
        response.redirect({ method: 'POST' }, urls.menu(attempt + 2, locale));
        return response.toString();
      },

      queueJoined: (name: string, place: number) => goodbye(say.queueJoined(name, place)),
      queueRefused: (name: string) => goodbye(say.queueRefused(name)),

      /** A call-back the customer picked up: who calls, then the call as an inbound one. */
      callback(input: {
        callId: string;
        customerFirstName: string;
        advisorName: string;
        advisorNumber: string;
        minutes: number;
      }): string {
        const response = new VoiceResponse();
        sayIn(
          response,
          locale,
          say.callbackIntro(brand, input.customerFirstName, input.advisorName),
        );
        return connectOn(response, input);
      },

      connect(input: {
        callId: string;
        advisorName: string;
        advisorNumber: string;
        minutes: number;
        greeting: { extension: number; version: string } | null;
      }): string {
        return connectOn(new VoiceResponse(), input);
      },

      /**
       * Played to the advisor before the caller is put through, in the caller's language, so
       * the advisor knows which one to answer in; null: hang the advisor up.
       */
      whisper(caller: { firstName: string; minutes: number } | null): string {
        const response = new VoiceResponse();
        if (caller) sayIn(response, locale, say.whisper(caller.firstName, caller.minutes));
        else response.hangup();
        return response.toString();
      },

      callEnded(used: number, balance: number): string {
        return goodbye(say.callEnded(brand, used, balance));
      },

      notAnswered: (advisorName: string) => goodbye(say.notAnswered(advisorName)),

      advisorMenu(name: string, signedIn: boolean): string {
        const response = new VoiceResponse();
        const gather = response.gather({
          input: ['dtmf'],
          numDigits: 1,
          timeout: GATHER_TIMEOUT_SECONDS,
          action: urls.presence(locale),
          method: 'POST',
        });
        sayIn(gather, locale, say.advisorMenu(name, signedIn));
        sayIn(response, locale, say.advisorNoChoice);
        response.hangup();
        return response.toString();
      },

      presenceChanged: (signedIn: boolean) =>
        goodbye(signedIn ? say.advisorSignedIn : say.advisorSignedOut),
      presenceUnchanged: () => goodbye(say.advisorNoChoice),
    };
  }

  const byLocale = new Map(locales.map((locale) => [locale, speaking(locale)]));

  return {
    speaking: (locale: Locale) => byLocale.get(locale) ?? speaking(locale),

    /**
     * The first prompt to a caller whose language is not known: each language offered in its
     * own words and voice, French first, one key each. Silence comes back with no key pressed.
     */
    languagePrompt(attempt: number): string {
      const response = new VoiceResponse();
      const gather = response.gather({
        input: ['dtmf'],
        numDigits: 1,
        timeout: GATHER_TIMEOUT_SECONDS,
        action: urls.language(attempt),
        method: 'POST',
      });
      for (const locale of locales) {
        sayIn(gather, locale, phoneLineCopyFor(locale).languageOffer(languageKey(locale)));
      }
      response.redirect({ method: 'POST' }, urls.language(attempt));
      return response.toString();
    },

    /**
     * Something failed on our side: an apology and a hang-up, in the caller's language, or in
     * each language (French first) when it is not known yet.
     */
    technicalProblem(locale: Locale | null): string {
      const response = new VoiceResponse();
      for (const each of locale ? [locale] : locales) {
        sayIn(response, each, phoneLineCopyFor(each).technicalProblem);
      }
      response.hangup();
      return response.toString();
    },

    /** Nothing to do (an answer to a status callback, which Twilio does not play). */
    empty(): string {
      return new VoiceResponse().toString();
    },

    /** Hangs up without a word: a request about a call that is not this one. */
    hangUp(): string {
      const response = new VoiceResponse();
      response.hangup();
      return response.toString();
    },
  };
}

export type Answers = ReturnType<typeof createAnswers>;
export type LineAnswers = ReturnType<Answers['speaking']>;
