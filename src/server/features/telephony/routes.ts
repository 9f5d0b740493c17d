// The phone line's webhooks under /api/telephony (CONTRACTS.md "Phone line"): HTTP only. Each
// request must carry a valid X-Twilio-Signature (403 otherwise, nothing changed); each answer is
// TwiML. A failure on our side is logged and answered with an apology and a hang-up, never with
// an error page Twilio would read out as "an application error has occurred".
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { acceptFormBodies } from '#server/http/form-bodies.ts';
import type { Config } from '#server/config.ts';
import { AppError } from '#server/http/app-error.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { phoneLineCopy } from '#shared/copy/message-catalogue.ts';
import { createAnswers, MAX_MENU_ATTEMPTS } from './answers.ts';
import { dialOutcome, type KnownCaller, type TelephonyService } from './service.ts';
import { isSignedByTwilio, paramsOf, type TwilioParams } from './twilio-request.ts';
import { telephonyPaths } from './urls.ts';

/** Lets `npm run call` print what a call cost; Twilio ignores headers it does not know. */
export const MINUTES_CHARGED_HEADER = 'X-Call-Minutes-Charged';

const say = phoneLineCopy;

function attemptOf(request: FastifyRequest): number {
  const { attempt } = request.query as { attempt?: string };
  const value = Number(attempt);
  return Number.isSafeInteger(value) && value >= 1 ? Math.min(value, MAX_MENU_ATTEMPTS + 1) : 1;
}

function callIdOf(request: FastifyRequest): string {
  const { call } = request.query as { call?: string };
  return typeof call === 'string' ? call : '';
}

export function telephonyRoutes(deps: {
  telephony: TelephonyService;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'voice'>;
}): FastifyPluginAsync {
  const { telephony, config } = deps;
  const answers = createAnswers({
    brandName: config.brandName,
    site: new URL(config.publicUrl).host,
    publicUrl: config.publicUrl,
    serviceNumber: config.voice.serviceNumber,
  });

  type Step = (
    params: TwilioParams,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<string>;

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
      request.log.warn(
        { url: request.url },
        'phone line: refused a request without a valid Twilio signature',
      );
      throw new AppError('INVALID_SIGNATURE', 403, copy.errors.invalidSignature);
    });

    function post(path: string, step: Step) {
      app.post(path, async (request, reply) => {
        let twiml: string;
        try {
          twiml = await step(paramsOf(request), request, reply);
        } catch (error) {
          request.log.error({ err: error, url: request.url }, 'phone line: a step failed');
          twiml = answers.technicalProblem();
        }
        return reply.header('Cache-Control', 'no-store').type('text/xml').send(twiml);
      });
    }

    /** The caller again, on every step: the From number is on each of Twilio's requests. */
    async function customerStep(
      params: TwilioParams,
      then: (caller: KnownCaller) => Promise<string>,
    ): Promise<string> {
      const who = await telephony.identify(params.From ?? '');
      if (who.kind !== 'customer') return answers.unknownCaller();
      return then(who.caller);
    }

    post(telephonyPaths.voice, async (params) => {
      const who = await telephony.identify(params.From ?? '');
      if (who.kind === 'advisor') {
        return answers.advisorMenu(who.advisor.name, who.advisor.signedIn);
      }
      if (who.kind === 'unknown') return answers.unknownCaller();
      const { caller } = who;
      if (caller.balance <= 0) return answers.noMinutes(caller.firstName);
      if (caller.available <= 0) return answers.minutesInUse();
      return answers.greeting(caller.firstName, caller.balance);
    });

    post(telephonyPaths.menu, async (params, request) =>
      customerStep(params, async () => answers.menu(attemptOf(request))),
    );

    post(telephonyPaths.extension, async (params, request) =>
      customerStep(params, async (caller) => {
        const attempt = attemptOf(request);
        const extension = (params.Digits ?? '').replace(/#$/, '');
        if (extension === '') return answers.tryAnother(say.noExtension, attempt);
        const reservation = await telephony.reserve({
          customerId: caller.customerId,
          extension,
          providerCallSid: params.CallSid ?? '',
        });
        switch (reservation.kind) {
          case 'unknown-extension':
            return answers.tryAnother(say.unknownExtension(extension), attempt);
          case 'offline':
            return answers.tryAnother(say.advisorOffline(reservation.advisorName), attempt);
          case 'busy':
            return answers.tryAnother(say.advisorBusy(reservation.advisorName), attempt);
          case 'no-minutes':
            return caller.balance <= 0
              ? answers.noMinutes(caller.firstName)
              : answers.minutesInUse();
          case 'reserved':
            return answers.connect(reservation);
        }
      }),
    );

    post(telephonyPaths.whisper, async (params, request) =>
      answers.whisper(await telephony.answered(callIdOf(request), params.CallSid ?? null)),
    );

    post(telephonyPaths.dialEnded, async (params, request, reply) => {
      const duration = Number(params.DialCallDuration);
      const settled = await telephony.dialEnded({
        callId: callIdOf(request),
        providerCallSid: params.CallSid ?? '',
        dialCallSid: params.DialCallSid ?? null,
        outcome: dialOutcome(
          params.DialCallStatus ?? '',
          Number.isFinite(duration) && params.DialCallDuration !== '' ? duration : null,
        ),
      });
      if (!settled) return answers.hangUp();
      reply.header(MINUTES_CHARGED_HEADER, String(settled.minutesUsed));
      return settled.connected
        ? answers.callEnded(settled.minutesUsed, settled.balance)
        : answers.notAnswered(settled.advisorName);
    });

    post(telephonyPaths.presence, async (params) => {
      const who = await telephony.identify(params.From ?? '');
      if (who.kind !== 'advisor') return answers.hangUp();
      const choice = params.Digits;
      if (choice !== '1' && choice !== '2') return answers.presenceUnchanged();
      const change = await telephony.setPresence(who.advisor.extension, choice === '1');
      return answers.presenceChanged(change.advisor.signedIn);
    });
  };
}
