// The TwiML the line answers with, built with the official `twilio` package's builder (escaping
// and attribute names are its job). Every text comes from the copy catalogue (phoneLineCopy);
// every next step is an absolute URL under PUBLIC_URL, the address the signatures are made over.
import VoiceResponse from 'twilio/lib/twiml/VoiceResponse.js';
import { phoneLineCopy } from '#shared/copy/message-catalogue.ts';
import { telephonyUrls } from './urls.ts';

const say = phoneLineCopy;

/** Attempts at choosing an extension before the line gives up. */
export const MAX_MENU_ATTEMPTS = 3;
/** Seconds of silence before a <Gather> gives up. */
const GATHER_TIMEOUT_SECONDS = 8;
/** Seconds the advisor's phone rings before the dial counts as unanswered. */
export const DIAL_TIMEOUT_SECONDS = 30;

export interface LineFacts {
  brandName: string;
  /** The site's address as a caller would type it. */
  site: string;
  publicUrl: string;
  /** The caller id the advisor sees: the service number, never the caller's. */
  serviceNumber: string;
}

export function createAnswers(facts: LineFacts) {
  const urls = telephonyUrls(facts.publicUrl);

  function goodbye(text: string): string {
    const response = new VoiceResponse();
    response.say(text);
    response.hangup();
    return response.toString();
  }

  /** Asks for an extension; on silence, says so and comes back through the menu. */
  function askExtension(response: VoiceResponse, prompt: string, attempt: number): string {
    const gather = response.gather({
      input: ['dtmf'],
      finishOnKey: '#',
      timeout: GATHER_TIMEOUT_SECONDS,
      action: urls.extension(attempt),
      method: 'POST',
    });
    gather.say(prompt);
    response.say(say.noExtension);
    response.redirect({ method: 'POST' }, urls.menu(attempt + 1));
    return response.toString();
  }

  return {
    unknownCaller: () => goodbye(say.unknownCaller(facts.brandName, facts.site)),
    noMinutes: (firstName: string) => goodbye(say.noMinutes(firstName, facts.site)),
    minutesInUse: () => goodbye(say.minutesInUse),
    technicalProblem: () => goodbye(say.technicalProblem),
    tooManyTries: () => goodbye(say.tooManyTries),

    greeting(firstName: string, balance: number): string {
      const response = new VoiceResponse();
      response.say(say.greeting(facts.brandName, firstName, balance));
      return askExtension(response, say.askExtension, 1);
    },

    /** Back at the menu after silence: `attempt` counts from 1. */
    menu(attempt: number): string {
      if (attempt > MAX_MENU_ATTEMPTS) return goodbye(say.tooManyTries);
      return askExtension(new VoiceResponse(), say.askExtension, attempt);
    },

    /** The extension could not be put through: why, then another try (or goodbye). */
    tryAnother(reason: string, attempt: number): string {
      if (attempt >= MAX_MENU_ATTEMPTS) return goodbye(`${reason} ${say.tooManyTries}`);
      const response = new VoiceResponse();
      response.say(reason);
      return askExtension(response, say.askAnotherExtension, attempt + 1);
    },

    connect(input: {
      callId: string;
      advisorName: string;
      advisorNumber: string;
      minutes: number;
    }): string {
      const response = new VoiceResponse();
      response.say(say.connecting(input.advisorName, input.minutes));
      const dial = response.dial({
        action: urls.dialEnded(input.callId),
        method: 'POST',
        timeLimit: input.minutes * 60,
        timeout: DIAL_TIMEOUT_SECONDS,
        callerId: facts.serviceNumber,
      });
      dial.number({ url: urls.whisper(input.callId), method: 'POST' }, input.advisorNumber);
      return response.toString();
    },

    /** Played to the advisor before the caller is put through; null: hang the advisor up. */
    whisper(caller: { firstName: string; minutes: number } | null): string {
      const response = new VoiceResponse();
      if (caller) response.say(say.whisper(caller.firstName, caller.minutes));
      else response.hangup();
      return response.toString();
    },

    callEnded(used: number, balance: number): string {
      return goodbye(say.callEnded(facts.brandName, used, balance));
    },

    notAnswered: (advisorName: string) => goodbye(say.notAnswered(advisorName)),

    /** Hangs up without a word: a request about a call that is not this one. */
    hangUp(): string {
      const response = new VoiceResponse();
      response.hangup();
      return response.toString();
    },

    advisorMenu(name: string, signedIn: boolean): string {
      const response = new VoiceResponse();
      const gather = response.gather({
        input: ['dtmf'],
        numDigits: 1,
        timeout: GATHER_TIMEOUT_SECONDS,
        action: urls.presence(),
        method: 'POST',
      });
      gather.say(say.advisorMenu(name, signedIn));
      response.say(say.advisorNoChoice);
      response.hangup();
      return response.toString();
    },

    presenceChanged: (signedIn: boolean) =>
      goodbye(signedIn ? say.advisorSignedIn : say.advisorSignedOut),
    presenceUnchanged: () => goodbye(say.advisorNoChoice),
  };
}

export type Answers = ReturnType<typeof createAnswers>;
