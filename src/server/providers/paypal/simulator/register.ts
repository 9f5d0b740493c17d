// Puts the PayPal stand-in on our server under /sim/paypal when PayPal is simulated (no
// credentials configured) and offered, and answers 404 there otherwise, so a real deployment
// never exposes it (docs/decisions/003). Never in production unless STAGING=true, whatever
// else the configuration says (docs/decisions/024). The stand-in's state lives in this
// process's memory.
//
// Its webhooks go to `${PUBLIC_URL}/api/payments/paypal/webhook`. That address is this very
// server, so deliveries are handed to it through `inject` — the same routing, hooks and body
// bytes as an HTTP request, and it also works in tests where the app never listens.
//
// Tests reach the stand-in's control methods with `getPayPalSimulator(app)`.
import type { FastifyError, FastifyInstance } from 'fastify';
import { statusOfError } from '#server/http/error-statuses.ts';
import { acceptFormBodies } from '#server/http/form-bodies.ts';
import type { Clock } from '#server/clock.ts';
import {
  mayServeSimulations,
  offersPaymentMethod,
  SIMULATED_PAYPAL_WEBHOOK_ID,
  type Config,
} from '#server/config.ts';
import { registerApprovalRoutes } from './approval-routes.ts';
import { simPayPalPrefix, webhookListenerPath } from './paths.ts';
import { registerRestRoutes } from './rest-routes.ts';
import { registerSdkRoute } from './sdk-routes.ts';
import {
  createPayPalSimulator,
  type PayPalSimulatorControl,
  type PayPalSimulatorOptions,
} from './simulator.ts';
import type { WebhookTransport } from './webhooks.ts';
import { payPalError } from './wire-errors.ts';

const deliveryTimeoutMs = 10_000;
const simulators = new WeakMap<FastifyInstance, PayPalSimulatorControl>();

/** Deliveries to our own PUBLIC_URL go through inject; any other listener over HTTP. */
function createSelfTransport(app: FastifyInstance, publicUrl: string): WebhookTransport {
  return async (url, request) => {
    if (url.startsWith(`${publicUrl}/`)) {
      const target = new URL(url);
      const response = await app.inject({
        method: 'POST',
        url: `${target.pathname}${target.search}`,
        headers: { ...request.headers, host: target.host },
        payload: request.body,
      });
      return { status: response.statusCode };
    }
    const response = await fetch(url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(deliveryTimeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status };
  };
}

export interface PayPalSimulatorDeps {
  config: Pick<Config, 'publicUrl' | 'brandName' | 'paypal' | 'env' | 'staging' | 'paymentMethods'>;
  clock: Clock;
  /** Timings and transport, for tests that need them other than the defaults. */
  overrides?: Partial<
    Pick<
      PayPalSimulatorOptions,
      | 'transport'
      | 'pendingCaptureDelayMs'
      | 'tokenLifetimeSeconds'
      | 'webhookDeliveryDelayMs'
      | 'webhookRetryDelaysMs'
      | 'webhookEventTypes'
    >
  >;
}

export async function registerPayPalSimulator(
  app: FastifyInstance,
  deps: PayPalSimulatorDeps,
): Promise<void> {
  const { config } = deps;
  const mounted =
    config.paypal.simulated && offersPaymentMethod(config, 'paypal') && mayServeSimulations(config);
  if (!mounted) {
    await app.register(
      async (scope) => {
        scope.all('/', async (_request, reply) => reply.status(404).send(payPalError(404).body));
        scope.all('/*', async (_request, reply) => reply.status(404).send(payPalError(404).body));
      },
      { prefix: simPayPalPrefix },
    );
    return;
  }

  const simulator = createPayPalSimulator({
    clientId: config.paypal.clientId,
    clientSecret: config.paypal.clientSecret,
    webhookId: config.paypal.webhookId ?? SIMULATED_PAYPAL_WEBHOOK_ID,
    apiBaseUrl: config.paypal.apiBaseUrl,
    webhookUrl: `${config.publicUrl}${webhookListenerPath}`,
    brandName: config.brandName,
    clock: deps.clock,
    transport: createSelfTransport(app, config.publicUrl),
    onWebhookDeliveryFailure: (webhook) =>
      app.log.warn(
        {
          eventId: webhook.eventId,
          eventType: webhook.eventType,
          attempt: webhook.attempts.at(-1),
        },
        'PayPal stand-in: our webhook listener did not accept a delivery; it will be retried',
      ),
    ...deps.overrides,
  });
  simulators.set(app, simulator.control);
  app.addHook('onClose', async () => simulator.close());

  await app.register(
    async (scope) => {
      // PayPal's token endpoint takes a form body.
      acceptFormBodies(scope);
      // Whatever goes wrong answers in PayPal's envelope, not ours.
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        const status = statusOfError(error);
        if (status >= 500) request.log.error({ err: error }, 'PayPal stand-in failed');
        const answer =
          status < 500
            ? payPalError(400, {
                issue: 'MALFORMED_REQUEST_JSON',
                description: 'The request JSON is not well formed.',
              })
            : payPalError(500);
        return reply.status(answer.status).type('application/json').send(answer.body);
      });
      scope.setNotFoundHandler((_request, reply) =>
        reply.status(404).type('application/json').send(payPalError(404).body),
      );
      registerRestRoutes(scope, simulator);
      registerApprovalRoutes(scope, simulator);
      registerSdkRoute(scope, { clientId: config.paypal.clientId });
    },
    { prefix: simPayPalPrefix },
  );
}

/**
 * The stand-in of this app (simulated mode): what tests use to play the buyer and PayPal.
 *
 * @internal For the tests.
 */
export function getPayPalSimulator(app: FastifyInstance): PayPalSimulatorControl {
  const simulator = simulators.get(app);
  if (!simulator) throw new Error('This app has no PayPal stand-in: PayPal is not simulated.');
  return simulator;
}
