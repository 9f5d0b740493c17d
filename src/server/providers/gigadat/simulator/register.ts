// Mounts the Interac (Gigadat) stand-in in the app while Gigadat is not configured and Interac
// is offered, and only then (docs/decisions/003): with real credentials every /sim/interac path
// answers 404, so the stand-in can never take a real payment's place. Never in production
// unless STAGING=true, whatever else the configuration says (docs/decisions/024). Tests built
// on buildApp reach its control methods through gigadatStandInOf(app).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '#server/clock.ts';
import { mayServeSimulations, offersPaymentMethod, type Config } from '#server/config.ts';
import { sendApiNotFound } from '#server/http/error-handler.ts';
import { gigadatPostbackUrl } from '../postback.ts';
import { createInProcessFetch } from './in-process-fetch.ts';
import { gigadatStandInPrefix, gigadatStandInRoutes } from './routes.ts';
import { createGigadatSimulator, type GigadatSimulator } from './simulator.ts';

const standIns = new WeakMap<FastifyInstance, GigadatSimulator>();

export interface GigadatStandInDeps {
  config: Pick<
    Config,
    'gigadat' | 'publicUrl' | 'brandName' | 'env' | 'staging' | 'paymentMethods'
  >;
  clock: Clock;
  logger?: FastifyBaseLogger;
}

export async function registerGigadatStandIn(app: FastifyInstance, deps: GigadatStandInDeps) {
  const { config } = deps;
  const mounted =
    config.gigadat.simulated &&
    offersPaymentMethod(config, 'interac') &&
    mayServeSimulations(config);
  if (!mounted) {
    await app.register(
      async (absent) => {
        absent.all('/', async (_request, reply) => sendApiNotFound(reply));
        absent.all('/*', async (_request, reply) => sendApiNotFound(reply));
      },
      { prefix: gigadatStandInPrefix },
    );
    return;
  }
  const simulator = createGigadatSimulator({
    accessToken: config.gigadat.accessToken,
    securityToken: config.gigadat.securityToken,
    campaignId: config.gigadat.campaignId,
    clock: deps.clock,
    listenerUrl: gigadatPostbackUrl(config.publicUrl),
    fetch: createInProcessFetch(config.publicUrl, app),
    ...(deps.logger ? { logger: deps.logger } : {}),
  });
  standIns.set(app, simulator);
  await app.register(gigadatStandInRoutes(simulator, { merchant: config.brandName }), {
    prefix: gigadatStandInPrefix,
  });
}

/**
 * The stand-in mounted in this app (buildApp's instance), or null when Gigadat is real.
 *
 * @internal For the tests, which play the payer and Gigadat through it.
 */
export function gigadatStandInOf(app: FastifyInstance): GigadatSimulator | null {
  return standIns.get(app) ?? null;
}
