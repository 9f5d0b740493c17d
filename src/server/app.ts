// buildApp(deps): the whole HTTP application as a Fastify instance that never listens by itself,
// so tests drive it with `inject` and main.ts decides where it listens (DESIGN.md §3). Every
// dependency arrives explicitly: configuration, database, providers and the clock.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';
import { publicConfig, type Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Providers } from './providers/index.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { createHealthService } from './features/health/service.ts';
import { healthRoutes } from './features/health/routes.ts';
import { appConfigRoutes } from './features/app-config/routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  providers: Providers;
  /** A pino logger; false (the default in tests) logs nothing. */
  logger?: FastifyBaseLogger | false;
}

/** JSON bodies are small in this product; anything larger is refused with 413. */
const bodyLimitBytes = 64 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Keep-alive sockets must not hold a shutdown open for long.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });
  registerOriginCheck(app, [config.publicUrl]);

  const health = createHealthService({ database });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(health));
      await api.register(appConfigRoutes(publicConfig(config)));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDir);
  return app;
}
