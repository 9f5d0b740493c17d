// Puts the Twilio Voice stand-in on our server under /sim/twilio when the phone line is
// simulated (no Twilio account configured), and answers 404 there otherwise, so a real
// deployment never exposes it (docs/decisions/003); never in production unless STAGING=true,
// whatever else the configuration says (docs/decisions/024). Its call records live in this process's
// memory: `npm run call` and the tests report the calls they play to its control route, and the
// phone line reads them back through the real Calls client, as it would read Twilio's.
//
// Tests read and seed the records with `getTwilioVoiceSimulator(app)`.
import type { FastifyInstance } from 'fastify';
import { systemClock, type Clock } from '#server/clock.ts';
import { mayServeSimulations, type Config } from '#server/config.ts';
import { sendApiNotFound } from '#server/http/error-handler.ts';
import { createTwilioCallStore, type TwilioCallStore } from './call-store.ts';
import { simTwilioPrefix } from './paths.ts';
import { twilioVoiceRoutes } from './routes.ts';

const stores = new WeakMap<FastifyInstance, TwilioCallStore>();

export interface TwilioVoiceSimulatorDeps {
  config: Pick<Config, 'voice' | 'env' | 'staging'>;
  /** Stamps the records' date_created and date_updated (default: the system clock). */
  clock?: Clock;
}

export async function registerTwilioVoiceSimulator(
  app: FastifyInstance,
  deps: TwilioVoiceSimulatorDeps,
): Promise<void> {
  const { voice } = deps.config;
  if (!voice.simulated || !mayServeSimulations(deps.config)) {
    await app.register(
      async (absent) => {
        absent.all('/', async (_request, reply) => sendApiNotFound(reply));
        absent.all('/*', async (_request, reply) => sendApiNotFound(reply));
      },
      { prefix: simTwilioPrefix },
    );
    return;
  }
  const clock = deps.clock ?? systemClock;
  const store = createTwilioCallStore(() => clock.now());
  stores.set(app, store);
  await app.register(
    twilioVoiceRoutes(store, { accountSid: voice.accountSid, authToken: voice.authToken }),
    { prefix: simTwilioPrefix },
  );
}

/**
 * The stand-in's call records in this app (simulated mode): what tests read and seed.
 *
 * @internal For the tests.
 */
export function getTwilioVoiceSimulator(app: FastifyInstance): TwilioCallStore {
  const store = stores.get(app);
  if (!store)
    throw new Error('This app has no Twilio Voice stand-in: the phone line is not simulated.');
  return store;
}
