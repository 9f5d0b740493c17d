// The deployment the reliability tests run against: two server processes on one PostgreSQL
// schema behind one PUBLIC_URL, and one PayPal (the stand-in, in the test process) that both
// talk to. Each test file starts its own and closes it, leaving no process, directory or schema.
// By default instance A's address stands for the load balancer; a test with a real one in front
// (nginx.ts) gives its address, and PayPal's webhooks go there.
import { createServerProcess, type ServerProcess } from './server-process.ts';
import { createSharedDatabase, type SharedDatabase } from './shared-database.ts';
import { startPayPalStandIn, type PayPalStandIn } from './paypal-stand-in.ts';

export interface TwoInstances {
  shared: SharedDatabase;
  paypal: PayPalStandIn;
  a: ServerProcess;
  b: ServerProcess;
  /** The line's and the site's one address (instance A's, standing for the load balancer). */
  publicUrl: string;
  close(): Promise<void>;
}

export interface TwoInstancesOptions {
  /** The load balancer's address: both instances' PUBLIC_URL, where PayPal's webhooks go. */
  publicUrl?: string;
  /** How PayPal reaches publicUrl (an HTTPS fetch trusting the test's certificate). */
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  /** More environment for both instances (production mode, TRUST_PROXY, ...). */
  env?: Record<string, string>;
}

export async function startTwoInstances(options: TwoInstancesOptions = {}): Promise<TwoInstances> {
  const shared = await createSharedDatabase();
  // Every demo advisor takes calls, so a test can open as many calls at once as there are.
  await shared.database.kysely.updateTable('advisors').set({ signedIn: true }).execute();

  const started: { paypal?: PayPalStandIn; servers: ServerProcess[] } = { servers: [] };
  const close = async () => {
    const results = await Promise.allSettled([
      ...started.servers.map((server) => server.stop()),
      started.paypal?.stop(),
    ]);
    await shared.drop();
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  };

  try {
    const paypal = await startPayPalStandIn({
      webhookTarget: 'http://127.0.0.1:9',
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    started.paypal = paypal;
    const env = { ...paypal.serverEnv, ...options.env };
    const a = await createServerProcess({
      name: 'instance A',
      databaseUrl: shared.url,
      ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
      env,
    });
    started.servers.push(a);
    const publicUrl = options.publicUrl ?? a.url;
    const b = await createServerProcess({
      name: 'instance B',
      databaseUrl: shared.url,
      publicUrl,
      env,
    });
    started.servers.push(b);
    paypal.deliverWebhooksTo(publicUrl);
    await Promise.all([a.start(), b.start()]);
    return { shared, paypal, a, b, publicUrl, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
