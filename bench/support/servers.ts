// The two servers the benchmarks measure. The product's server as it runs in production: the
// esbuild bundle (as `npm run serve` runs dist/server/main.js), NODE_ENV=production, SQLite in a
// folder of its own, every provider simulated, and LOG_LEVEL=warn unless a benchmark asks for
// the shipped level (info, one line per request: the advisor feed). Production takes stand-ins and the demo data only on a test
// deployment, so it runs as one (STAGING=true: its pages also carry the test-mode band, a line
// of text more than a live site's). Production refuses the public development token, so the
// phone line signs with a token of its own. And the bare baseline (bare-server.ts), started the
// same way.
import type { Defer } from './cleanup.ts';
import { freePort } from './free-port.ts';
import { startServer, type ServerProcess } from './server-process.ts';

/** The token the benchmarks' server checks X-Twilio-Signature with (and the calls sign with). */
export const BENCH_TWILIO_AUTH_TOKEN = 'bench-twilio-auth-token';

/** The level the benchmarks run the servers at unless they name another. */
export const BENCH_LOG_LEVEL = 'warn';

export type BenchLogLevel = 'info' | 'warn';

export interface ProductServerOptions {
  bundle: string;
  /** Holds the SQLite file; a database already there (seeded by the benchmark) is kept. */
  dataDir: string;
  /** The built web app; a folder without index.html leaves the server without pages. */
  webDir: string;
  /** Where the process runs; a folder without .env. */
  cwd: string;
  name?: string;
  /** BENCH_LOG_LEVEL by default. */
  logLevel?: BenchLogLevel;
  /** Where the server's log goes (server-process.ts); kept in memory otherwise. */
  logFile?: string;
}

export async function startProductServer(
  options: ProductServerOptions,
  defer: Defer,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return startServer(
    {
      name: options.name ?? 'the product server',
      script: options.bundle,
      port,
      cwd: options.cwd,
      readyPath: '/api/health',
      ...(options.logFile ? { stdoutFile: options.logFile } : {}),
      env: {
        NODE_ENV: 'production',
        STAGING: 'true',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        DATABASE_URL: '',
        DATA_DIR: options.dataDir,
        WEB_DIR: options.webDir,
        SEED: 'demo',
        LOG_LEVEL: options.logLevel ?? BENCH_LOG_LEVEL,
        TWILIO_AUTH_TOKEN: BENCH_TWILIO_AUTH_TOKEN,
      },
    },
    defer,
  );
}

/**
 * How the bare baseline logs (bare-server.ts): 'pino' is a pino logger at the benchmark's level
 * with Fastify's own request lines (two a request, at info); 'none' is no logger at all;
 * 'request-line' a pino logger writing one line per request as the product does.
 */
export type BareLogging = 'pino' | 'none' | 'request-line';

/** The bare baseline server (bare-server.ts) answering `body` to one route. */
export async function startBareServer(
  options: {
    bundle: string;
    cwd: string;
    method: 'GET' | 'POST';
    path: string;
    bodyFile: string;
    contentType: string;
    name?: string;
    logging?: BareLogging;
    logLevel?: BenchLogLevel;
    logFile?: string;
  },
  defer: Defer,
): Promise<ServerProcess> {
  const port = await freePort();
  return startServer(
    {
      name: options.name ?? 'the bare baseline server',
      script: options.bundle,
      port,
      cwd: options.cwd,
      readyPath: '/ready',
      ...(options.logFile ? { stdoutFile: options.logFile } : {}),
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: options.logLevel ?? BENCH_LOG_LEVEL,
        BARE_LOGGING: options.logging ?? 'pino',
        BARE_METHOD: options.method,
        BARE_PATH: options.path,
        BARE_BODY_FILE: options.bodyFile,
        BARE_CONTENT_TYPE: options.contentType,
      },
    },
    defer,
  );
}
