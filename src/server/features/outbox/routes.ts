// The dev outbox (docs/contracts.md): GET /api/dev/outbox as JSON and GET /dev/outbox as a page, both
// listing what the simulated providers accepted, newest first. When it is off (production, or
// every provider real) both answer the API's JSON 404, and the web app must not answer either.
// Never on in production unless STAGING=true, whatever else the configuration says
// (docs/decisions/024).
import type { FastifyPluginAsync } from 'fastify';
import type { DevOutboxResponse } from '#shared/api/dev-outbox.ts';
import { mayServeSimulations, type Config } from '#server/config.ts';
import { sendApiNotFound } from '#server/http/error-handler.ts';
import { renderDevOutboxPage } from './dev-outbox-page.ts';
import type { OutboxService } from './service.ts';

export const devOutboxApiPath = '/api/dev/outbox';
export const devOutboxPagePath = '/dev/outbox';
const listLimit = 100;
const pageRefreshSeconds = 5;

export function devOutboxRoutes(
  outbox: OutboxService,
  options: { config: Pick<Config, 'devOutboxEnabled' | 'env' | 'staging'> },
): FastifyPluginAsync {
  const enabled = options.config.devOutboxEnabled && mayServeSimulations(options.config);
  return async (app) => {
    app.get(devOutboxApiPath, async (_request, reply) => {
      if (!enabled) return sendApiNotFound(reply);
      const body: DevOutboxResponse = {
        messages: await outbox.listSimulated({ limit: listLimit }),
      };
      return reply.header('Cache-Control', 'no-store').send(body);
    });

    app.get(devOutboxPagePath, async (_request, reply) => {
      if (!enabled) return sendApiNotFound(reply);
      const messages = await outbox.listSimulated({ limit: listLimit });
      const channels = outbox.simulatedChannels();
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          renderDevOutboxPage(messages, {
            channels,
            refreshSeconds: pageRefreshSeconds,
            jsonPath: devOutboxApiPath,
          }),
        );
    });
  };
}
