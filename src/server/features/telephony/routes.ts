// The phone line's webhooks under /api/telephony (docs/contracts.md "Phone line"): HTTP only. Each
// request must carry a valid X-Twilio-Signature (403 otherwise, nothing changed); each answer is
// TwiML. A failure on our side is logged and answered with an apology and a hang-up, never with
// an error page Twilio would read out as "an application error has occurred". The line speaks
// the caller's language, never the request's (line-language.ts): each step reads it from its URL.
// Nothing names a customer or spends their minutes before their admission (caller-check.ts):
// their phone PIN when they have one, a refusal when their caller ID failed verification and
// they have none (docs/decisions/026).
import type { FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { acceptFormBodies } from '#server/http/form-bodies.ts';
import type { Config } from '#server/config.ts';
import { DomainError } from '#server/domain-error.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import { noMetrics, type Metrics } from '#server/observability/metrics-port.ts';
import { copy } from '#shared/copy/catalogue.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { createAnswers, MAX_MENU_ATTEMPTS, MAX_PIN_PROMPTS, type LineAnswers } from './answers.ts';
import {
  fallbackLineLocale,
  LANGUAGE_PARAM,
  lineLocaleOf,
  localeOfKey,
  MAX_LANGUAGE_PROMPTS,
} from './line-language.ts';
import {
  dialOutcome,
  type CallFacts,
  type Identified,
  type KnownCaller,
  type PinOutcome,
  type TelephonyService,
} from './service.ts';
import { isSignedByTwilio, paramsOf, type TwilioParams } from './twilio-request.ts';
import { telephonyPaths } from './urls.ts';

// Where app.ts mounts these routes; the line's webhook addresses (./urls.ts) are under it.
export { TELEPHONY_PREFIX } from './urls.ts';

/** Lets `npm run call` print what a call cost; Twilio ignores headers it does not know. */
export const MINUTES_CHARGED_HEADER = 'X-Call-Minutes-Charged';

/**
 * What the line's own URLs carry in their query (./urls.ts): the prompt's attempt, our call's id
 * and the caller's language. Nothing is refused: whatever else comes is ignored, and a value of
 * the wrong shape counts as absent, since Twilio reads out any answer that is not TwiML.
 */
const optionalText = z.catch(z.optional(z.string()), undefined);
const LineQuerySchema = z.object({
  attempt: optionalText,
  call: optionalText,
  /** The busy advisor's extension, on the "press 1 to be called back" step. */
  ext: optionalText,
  [LANGUAGE_PARAM]: optionalText,
});
type LineQuery = z.output<typeof LineQuerySchema>;

/** Twilio's form: its text parameters, whatever else the body holds (never refused). */
const TwilioFormSchema = z.transform((body: unknown) => paramsOf(body));

/** The `attempt` on the URL, from 1, at most one past `max`. */
function attemptOf(query: LineQuery, max: number): number {
  const value = Number(query.attempt);
  return Number.isSafeInteger(value) && value >= 1 ? Math.min(value, max + 1) : 1;
}

/** What this webhook says of the inbound call, for the caller's admission. */
function callFactsOf(params: TwilioParams): CallFacts {
  return { callSid: params.CallSid ?? '', stirVerstat: params.StirVerstat || null };
}

function callIdOf(query: LineQuery): string {
  return query.call ?? '';
}

export function telephonyRoutes(deps: {
  telephony: TelephonyService;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'supportEmail' | 'voice'>;
  /** Counts Twilio's webhooks: refused signatures, steps answered, steps that failed. */
  metrics?: Metrics;
}): RoutesPlugin {
  const { telephony, config } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const answers = createAnswers({
    brandName: config.brandName,
    frenchBrandName: config.voice.frenchBrandName,
    site: new URL(config.publicUrl).host,
    publicUrl: config.publicUrl,
    serviceNumber: config.voice.serviceNumber,
    supportEmail: config.supportEmail,
  });

  type Step = (params: TwilioParams, query: LineQuery, reply: FastifyReply) => Promise<string>;
  const webhook = { schema: { body: TwilioFormSchema, querystring: LineQuerySchema } };

  return async (app) => {
    // Twilio posts its parameters as a form.
    acceptFormBodies(app);

    app.addHook('preHandler', async (request) => {
      if (
        isSignedByTwilio(request, {
          authToken: config.voice.authToken,
          publicUrl: config.publicUrl,
        })
      ) {
        return;
      }
      metrics.webhookReceived('twilio', 'rejected');
      request.log.warn(
        { url: request.url },
        'phone line: refused a request without a valid Twilio signature',
      );
      throw new DomainError('INVALID_SIGNATURE', copy.errors.invalidSignature);
    });

    function post(path: string, step: Step) {
      app.post(path, webhook, async (request, reply) => {
        let twiml: string;
        try {
          twiml = await step(request.body, request.query, reply);
          metrics.webhookReceived('twilio', 'processed');
        } catch (error) {
          metrics.webhookReceived('twilio', 'failed');
          request.log.error({ err: error, url: request.url }, 'phone line: a step failed');
          twiml = answers.technicalProblem(lineLocaleOf(request.query));
        }
        return reply.header('Cache-Control', 'no-store').type('text/xml').send(twiml);
      });
    }

    /**
     * An admitted customer: why the account is on hold (an open payment dispute, decision 027, or
     * an operator's hold, decision 047), or their name and balance, then the extension menu. The
     * hold is told only after the PIN, so a copied caller ID learns nothing of the account.
     */
    function greet(caller: KnownCaller, line: LineAnswers): string {
      if (caller.hold) return line.accountOnHold(caller.hold);
      if (caller.balance <= 0) return line.noMinutes(caller.firstName);
      if (caller.available <= 0) return line.minutesInUse();
      return line.greeting(caller.firstName, caller.balance);
    }

    /** What a customer not admitted (yet) hears: never their name or their balance. */
    function beforeAdmission(outcome: Exclude<PinOutcome, 'admitted'>, line: LineAnswers) {
      switch (outcome) {
        case 'ask-pin':
          return line.askPin(1);
        case 'wrong-pin':
          return line.wrongPin();
        case 'too-many-wrong-pins':
          return line.tooManyWrongPins();
        case 'wrong-pin-locked':
          return line.wrongPinLocked();
        case 'pin-locked':
          return line.pinLocked();
        case 'caller-id-unverified':
          return line.callerIdUnverified();
      }
    }

    /** What the line says first to the caller, once their language is known. */
    async function welcome(who: Identified, locale: Locale, call: CallFacts): Promise<string> {
      const line = answers.speaking(locale);
      if (who.kind === 'advisor') return line.advisorMenu(who.advisor.name, who.advisor.signedIn);
      if (who.kind === 'unknown') return line.unknownCaller();
      const admission = await telephony.admission(who.caller, call);
      return admission === 'admitted' ? greet(who.caller, line) : beforeAdmission(admission, line);
    }

    /** The caller again (the From number is on each of Twilio's requests), in their language. */
    async function customerOf(params: TwilioParams, query: LineQuery) {
      const who = await telephony.identify(params.From ?? '', params.CallSid ?? '');
      const locale =
        lineLocaleOf(query) ?? (who.kind === 'customer' ? who.caller.language : fallbackLineLocale);
      return {
        caller: who.kind === 'customer' ? who.caller : null,
        line: answers.speaking(locale),
      };
    }

    /**
     * A step past the greeting: the caller again, on every step, in the language the URL
     * carries, else their account's; and admitted again, so no step skips the PIN.
     */
    async function customerStep(
      params: TwilioParams,
      query: LineQuery,
      then: (caller: KnownCaller, line: LineAnswers) => Promise<string>,
    ): Promise<string> {
      const { caller, line } = await customerOf(params, query);
      if (!caller) return line.unknownCaller();
      const admission = await telephony.admission(caller, callFactsOf(params));
      if (admission !== 'admitted') return beforeAdmission(admission, line);
      // Checked on every step, so a call that skips the greeting cannot reach an advisor.
      if (caller.hold) return line.accountOnHold(caller.hold);
      return then(caller, line);
    }

    /** The language this step speaks when the caller is not at hand to ask. */
    const localeOf = (query: LineQuery) => lineLocaleOf(query) ?? fallbackLineLocale;

    post(telephonyPaths.voice, async (params) => {
      const who = await telephony.identify(params.From ?? '', params.CallSid ?? '');
      // A customer's account says their language; anyone else is asked for it first.
      if (who.kind !== 'customer') return answers.languagePrompt(1);
      return welcome(who, who.caller.language, callFactsOf(params));
    });

    post(telephonyPaths.language, async (params, query) => {
      const chosen = localeOfKey(params.Digits);
      const attempt = attemptOf(query, MAX_LANGUAGE_PROMPTS);
      // No key or another key: the prompt once more, then French.
      if (!chosen && attempt < MAX_LANGUAGE_PROMPTS) return answers.languagePrompt(attempt + 1);
      const who = await telephony.identify(params.From ?? '', params.CallSid ?? '');
      return welcome(who, chosen ?? fallbackLineLocale, callFactsOf(params));
    });

    // The PIN prompt's answer: four digits, or none (silence, from the prompt's redirect).
    post(telephonyPaths.pin, async (params, query) => {
      const { caller, line } = await customerOf(params, query);
      if (!caller) return line.unknownCaller();
      const call = callFactsOf(params);
      const digits = params.Digits ?? '';
      if (digits === '') {
        const admission = await telephony.admission(caller, call);
        if (admission === 'ask-pin') return line.askPin(attemptOf(query, MAX_PIN_PROMPTS));
        return admission === 'admitted' ? greet(caller, line) : beforeAdmission(admission, line);
      }
      const outcome = await telephony.enterPin(caller, call, digits);
      return outcome === 'admitted' ? greet(caller, line) : beforeAdmission(outcome, line);
    });

    post(telephonyPaths.menu, async (params, query) =>
      customerStep(params, query, async (_caller, line) =>
        line.menu(attemptOf(query, MAX_MENU_ATTEMPTS)),
      ),
    );

    /** The caller chose an extension: put through, or told why not and asked again. */
    async function putThrough(
      caller: KnownCaller,
      line: LineAnswers,
      params: TwilioParams,
      extension: string,
      attempt: number,
    ): Promise<string> {
      if (extension === '') return line.tryAnother((say) => say.noExtension, attempt);
      const reservation = await telephony.reserve({
        customerId: caller.customerId,
        extension,
        providerCallSid: params.CallSid ?? '',
      });
      switch (reservation.kind) {
        case 'unknown-extension':
          return line.tryAnother((say) => say.unknownExtension(extension), attempt);
        case 'offline':
          return line.tryAnother((say) => say.advisorOffline(reservation.advisorName), attempt);
        case 'busy':
          // "Press 1 to be called back" (docs/decisions/052), or another extension.
          return line.busyOffer(reservation.advisorName, extension, attempt);
        case 'no-minutes':
          return caller.balance <= 0 ? line.noMinutes(caller.firstName) : line.minutesInUse();
        case 'reserved':
          return line.connect(reservation);
      }
    }

    post(telephonyPaths.extension, async (params, query) =>
      customerStep(params, query, async (caller, line) =>
        putThrough(
          caller,
          line,
          params,
          (params.Digits ?? '').replace(/#$/, ''),
          attemptOf(query, MAX_MENU_ATTEMPTS),
        ),
      ),
    );

    // At a busy advisor: 1 joins their call-back queue; other keys are another extension.
    post(telephonyPaths.queueChoice, async (params, query) =>
      customerStep(params, query, async (caller, line) => {
        const attempt = attemptOf(query, MAX_MENU_ATTEMPTS);
        const keys = (params.Digits ?? '').replace(/#$/, '');
        if (keys !== '1') return putThrough(caller, line, params, keys, attempt);
        const joined = await telephony.joinQueue({
          customerId: caller.customerId,
          extension: query.ext ?? '',
        });
        switch (joined.kind) {
          case 'joined':
            return line.queueJoined(joined.advisorName, joined.place.place);
          case 'refused':
            return line.queueRefused(joined.advisorName);
          case 'unknown-extension':
            return line.tryAnother((say) => say.noExtension, attempt);
        }
      }),
    );

    // The customer picked up the line's call-back: who calls, then the advisor, as any call.
    post(telephonyPaths.callback, async (params, query) => {
      const answered = await telephony.callbackAnswered(callIdOf(query), params.CallSid ?? '');
      if (!answered) return answers.hangUp();
      return answers.speaking(localeOf(query)).callback(answered);
    });

    // How a call-back ended (Twilio's StatusCallback): the unanswered are skipped.
    post(telephonyPaths.callbackStatus, async (params, query) => {
      await telephony.callbackEnded({
        callId: callIdOf(query),
        callSid: params.CallSid ?? '',
        callStatus: params.CallStatus ?? '',
      });
      return answers.empty();
    });

    post(telephonyPaths.whisper, async (params, query) =>
      answers
        .speaking(localeOf(query))
        .whisper(await telephony.answered(callIdOf(query), params.CallSid ?? null)),
    );

    post(telephonyPaths.dialEnded, async (params, query, reply) => {
      const duration = Number(params.DialCallDuration);
      const settled = await telephony.dialEnded({
        callId: callIdOf(query),
        providerCallSid: params.CallSid ?? '',
        dialCallSid: params.DialCallSid ?? null,
        outcome: dialOutcome(
          params.DialCallStatus ?? '',
          Number.isFinite(duration) && params.DialCallDuration !== '' ? duration : null,
        ),
      });
      if (!settled) return answers.hangUp();
      reply.header(MINUTES_CHARGED_HEADER, String(settled.minutesUsed));
      const line = answers.speaking(localeOf(query));
      return settled.connected
        ? line.callEnded(settled.minutesUsed, settled.balance)
        : line.notAnswered(settled.advisorName);
    });

    post(telephonyPaths.presence, async (params, query) => {
      const who = await telephony.identify(params.From ?? '', params.CallSid ?? '');
      if (who.kind !== 'advisor') return answers.hangUp();
      const line = answers.speaking(localeOf(query));
      const choice = params.Digits;
      if (choice !== '1' && choice !== '2') return line.presenceUnchanged();
      const change = await telephony.setPresence(who.advisor.extension, choice === '1');
      return line.presenceChanged(change.advisor.signedIn);
    });
  };
}
