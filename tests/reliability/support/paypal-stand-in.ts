// PayPal for several server processes at once: the product's own PayPal stand-in
// (src/server/providers/paypal/simulator), served over HTTP from the test process, so every
// instance talks to one PayPal with one memory of orders and captures, as in production. The
// servers use it as the real PayPal (credentials set, PAYPAL_API_BASE_URL pointed here), and its
// webhooks go to whichever instance the test names, over HTTP.
//
// Two holds let a test place a crash exactly: a capture's answer can be held after PayPal has
// captured (the money is taken, our server has not heard yet), and webhook deliveries can be
// held and then released (PayPal retries each failed delivery, here within seconds).
import Fastify, { type FastifyInstance } from 'fastify';
import { systemClock } from '#server/clock.ts';
import { webhookListenerPath } from '#server/providers/paypal/simulator/paths.ts';
import {
  getPayPalSimulator,
  registerPayPalSimulator,
} from '#server/providers/paypal/simulator/register.ts';
import type { PayPalSimulatorControl } from '#server/providers/paypal/simulator/simulator.ts';
import type { WebhookTransport } from '#server/providers/paypal/simulator/webhooks.ts';
import { freePort } from '#tests/support/free-port.ts';

const credentials = {
  clientId: 'reliability-client-id',
  clientSecret: 'reliability-client-secret',
  webhookId: 'RELIABILITYWEBHOOK',
};
const captureRoute = '/sim/paypal/v2/checkout/orders/:id/capture';
/** PayPal's retries, compressed from minutes to seconds so a restart is within reach. */
const webhookRetryDelaysMs = [500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export interface CaptureHold {
  /** Resolves once `count` captures are done at PayPal and their answers are held. */
  readonly held: Promise<void>;
  /** Lets the held answers (and any later ones) go. */
  release(): void;
}

export interface PayPalStandIn {
  /** What a server needs to use this stand-in as PayPal. */
  readonly serverEnv: Record<string, string>;
  /** The simulator's test handle: approve as the buyer, read orders and sent webhooks. */
  readonly control: PayPalSimulatorControl;
  /** Holds the answers of the next `count` captures once PayPal has made them. */
  holdCaptureAnswers(count: number): CaptureHold;
  /** Where webhooks go from now on (an instance's address). */
  deliverWebhooksTo(baseUrl: string): void;
  /** Deliveries wait until releaseWebhooks(). */
  holdWebhooks(): void;
  releaseWebhooks(): void;
  stop(): Promise<void>;
}

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

export async function startPayPalStandIn(options: {
  webhookTarget: string;
  /** How webhooks are sent (an HTTPS fetch through a proxy); the global fetch by default. */
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
}): Promise<PayPalStandIn> {
  const send = options.fetch ?? fetch;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const apiBaseUrl = `${baseUrl}/sim/paypal`;
  let webhookTarget = options.webhookTarget;
  let webhookGate: ReturnType<typeof gate> | null = null;

  const transport: WebhookTransport = async (_url, request) => {
    await webhookGate?.opened;
    const response = await send(`${webhookTarget}${webhookListenerPath}`, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return { status: response.status };
  };

  const holds: { remaining: number; reached: () => void; released: Promise<void> }[] = [];
  const releases: (() => void)[] = [];
  const app: FastifyInstance = Fastify({ logger: false, forceCloseConnections: true });
  // Runs after the simulator answered, so the capture is made before its answer is held.
  app.addHook('onSend', async (request, _reply, payload) => {
    const hold = holds[0];
    if (request.routeOptions.url !== captureRoute || !hold) return payload;
    hold.remaining -= 1;
    if (hold.remaining === 0) {
      holds.shift();
      hold.reached();
    }
    await hold.released;
    return payload;
  });
  await registerPayPalSimulator(app, {
    config: {
      env: 'test',
      staging: false,
      paymentMethods: ['paypal'],
      publicUrl: baseUrl,
      brandName: 'Lumina Psychics',
      paypal: {
        simulated: true,
        ...credentials,
        apiBaseUrl,
        sdkUrl: `${apiBaseUrl}/sdk/js`,
      },
    },
    clock: systemClock,
    overrides: { transport, webhookRetryDelaysMs },
  });
  await app.listen({ host: '127.0.0.1', port });

  return {
    serverEnv: {
      PAYPAL_CLIENT_ID: credentials.clientId,
      PAYPAL_CLIENT_SECRET: credentials.clientSecret,
      PAYPAL_WEBHOOK_ID: credentials.webhookId,
      PAYPAL_API_BASE_URL: apiBaseUrl,
    },
    control: getPayPalSimulator(app),
    holdCaptureAnswers(count) {
      const reached = gate();
      const released = gate();
      holds.push({ remaining: count, reached: reached.open, released: released.opened });
      releases.push(released.open);
      return { held: reached.opened, release: released.open };
    },
    deliverWebhooksTo(target) {
      webhookTarget = target;
    },
    holdWebhooks() {
      webhookGate ??= gate();
    },
    releaseWebhooks() {
      webhookGate?.open();
      webhookGate = null;
    },
    async stop() {
      webhookGate?.open();
      for (const hold of holds.splice(0)) hold.reached();
      for (const release of releases) release();
      await app.close();
    },
  };
}
