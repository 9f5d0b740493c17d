// The baseline of the load benchmarks: a bare Fastify server with one route answering fixed
// bytes, started exactly like the product's server (bundled beside it, its own process, the same
// Node, a pino logger at the same level) so the difference is what the product adds: security
// headers, hooks, signature checks, database work. Configured by the environment:
//   BARE_METHOD, BARE_PATH          the one route, e.g. GET /api/advisors
//   BARE_BODY_FILE, BARE_CONTENT_TYPE  the bytes it answers, and their type
//   HOST, PORT, LOG_LEVEL           as the product's server reads them
//   BARE_LOGGING                    pino: Fastify's own request lines (two a request);
//                                   none: no logger at all;
//                                   request-line: Fastify's lines off, and one line a request
//                                   when the answer is finished, the fields the product's line
//                                   has (src/server/logging/request-line.ts), with plain pino
// A form-encoded body (the phone line's webhooks) is read as text and not parsed. GET /ready
// answers once it listens.
import { readFileSync } from 'node:fs';
import Fastify, { LogController } from 'fastify';
import { pino, type LevelWithSilent } from 'pino';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const method = required('BARE_METHOD') === 'POST' ? 'POST' : 'GET';
const path = required('BARE_PATH');
const body = readFileSync(required('BARE_BODY_FILE'));
const contentType = required('BARE_CONTENT_TYPE');

const logging = process.env.BARE_LOGGING ?? 'pino';
const level = (process.env.LOG_LEVEL ?? 'info') as LevelWithSilent;

const app = Fastify({
  // Standard output written as the product's logger writes it (src/server/logging/logger.ts).
  ...(logging === 'none'
    ? { logger: false }
    : { loggerInstance: pino({ level }, pino.destination({ dest: 1, sync: true })) }),
  logController: new LogController({ disableRequestLogging: logging === 'request-line' }),
});
if (logging === 'request-line') {
  app.addHook('onResponse', (request, reply, done) => {
    const { url } = request.raw;
    const query = url?.indexOf('?') ?? -1;
    app.log.info(
      {
        reqId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? null,
        path: query < 0 ? url : url?.slice(0, query),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request',
    );
    done();
  });
}
app.addContentTypeParser(
  'application/x-www-form-urlencoded',
  { parseAs: 'string' },
  (_request, text, done) => done(null, text),
);
// Async and returning the reply, like the product's routes.
app.route({
  method,
  url: path,
  handler: async (_request, reply) => reply.type(contentType).send(body),
});
app.get('/ready', async () => 'ready');

const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(required('PORT')) });
