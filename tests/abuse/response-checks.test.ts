// The sweep's judge must itself catch what it is there to catch, or a sweep that finds nothing
// proves nothing: a server error, a stack trace, a file path, an exception name, a refusal
// outside its envelope.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblems } from './support/response-checks.ts';

const app = Fastify({ logger: false });
const answers: Record<string, { status: number; body: unknown }> = {
  '/stack': { status: 400, body: new Error('boom').stack ?? '' },
  '/path': { status: 404, body: 'not found in /work/main/src/server/app.ts' },
  '/exception': {
    status: 400,
    body: "TypeError: Cannot read properties of undefined (reading 'x')",
  },
  '/server-error': { status: 502, body: { error: { code: 'INTERNAL_ERROR', message: 'Sorry' } } },
  '/bare': { status: 400, body: { message: 'bad' } },
  '/ours': {
    status: 400,
    body: { error: { code: 'INVALID_REQUEST', message: 'Invalid request' } },
  },
  '/paypal': {
    status: 400,
    body: { name: 'INVALID_REQUEST', message: 'Request is not well-formed' },
  },
};
beforeAll(async () => {
  for (const [url, { status, body }] of Object.entries(answers)) {
    app.get(url, async (_request, reply) => reply.status(status).send(body));
  }
  await app.ready();
});
afterAll(async () => app.close());

const problemsOf = async (url: string, kind: Parameters<typeof answerProblems>[0] = 'api') =>
  answerProblems(kind, await app.inject({ method: 'GET', url }));

describe("the sweep's judge", () => {
  it('reports leaks of the server’s insides', async () => {
    expect(await problemsOf('/stack')).toContain('the body shows a stack frame');
    expect(await problemsOf('/path')).toContain('the body shows a source file path');
    expect(await problemsOf('/exception')).toContain('the body shows an exception name');
  });

  it('reports a server error and a refusal outside the route’s envelope', async () => {
    expect(await problemsOf('/server-error')).toContain('answered 502');
    expect(await problemsOf('/bare')).toEqual(['the 400 body is not the product error envelope']);
    expect(await problemsOf('/paypal')).toHaveLength(1);
  });

  it('passes a refusal in the right envelope', async () => {
    expect(await problemsOf('/ours')).toEqual([]);
    expect(await problemsOf('/paypal', 'paypal-stand-in')).toEqual([]);
  });
});
