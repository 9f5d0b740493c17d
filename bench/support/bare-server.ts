// The baseline of the load benchmarks: a bare Fastify server with one route answering fixed
// bytes, started exactly like the product's server (bundled beside it, its own process, the same
// Node, the same pino logger at the same level) so the difference is what the product adds:
// security headers, hooks, signature checks, database work. Configured by the environment:
//   BARE_METHOD, BARE_PATH          the one route, e.g. GET /api/advisors
//   BARE_BODY_FILE, BARE_CONTENT_TYPE  the bytes it answers, and their type
//   HOST, PORT, LOG_LEVEL           as the product's server reads them
// A form-encoded body (the phone line's webhooks) is read as text and not parsed. GET /ready
// answers once it listens.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
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

const app = Fastify({
  loggerInstance: pino({ level: (process.env.LOG_LEVEL ?? 'info') as LevelWithSilent }),
});
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
