// The session layer on its own, with kinds of principals made up for the test (a store in
// memory, no database): one look-up per request, scopes that refuse visitors, a dead cookie
// cleared, a slid session's cookie renewed, and a second kind with a cookie of its own.
import { beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { DomainError } from '#server/domain-error.ts';
import { registerErrorHandling } from '#server/http/error-handler.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { createSessionCookie } from './session-cookie.ts';
import type { SessionLookup } from './session-kind.ts';
import { createSessionLayer, type Sessions } from './session-layer.ts';

const publicUrl = 'http://localhost:3000';
const token = (letter: string) => letter.repeat(43);

interface Person {
  name: string;
}

/** A kind whose sessions live in a map; counts its look-ups. */
function memoryKind(
  name: string,
  cookieName: string,
  sessions: Map<string, SessionLookup<Person>>,
) {
  const kind = {
    name,
    cookie: createSessionCookie({ publicUrl, name: cookieName }),
    lookUps: 0,
    async lookUp(value: string): Promise<SessionLookup<Person>> {
      kind.lookUps += 1;
      return sessions.get(value) ?? { outcome: 'none' };
    },
  };
  return kind;
}

const signedIn = (
  name: string,
  renewedForSeconds: number | null = null,
): SessionLookup<Person> => ({
  outcome: 'signed-in',
  principal: { name },
  renewedForSeconds,
});

let app: FastifyInstance;
let customers: ReturnType<typeof memoryKind>;
let advisors: ReturnType<typeof memoryKind>;
let customerSessions: Sessions<Person>;
let advisorSessions: Sessions<Person>;

beforeEach(async () => {
  customers = memoryKind(
    'customer',
    'test_customer_session',
    new Map([
      [token('a'), signedIn('Ann')],
      [token('r'), signedIn('Rita', 3600)],
      [
        token('x'),
        {
          outcome: 'refused',
          error: new DomainError('ACCOUNT_INACTIVE', copy.auth.signIn.inactiveOrDeleted, {
            sessionEnded: true,
          }),
        },
      ],
    ]),
  );
  advisors = memoryKind(
    'advisor',
    'test_advisor_session',
    new Map([[token('b'), signedIn('Bea')]]),
  );
  const layer = createSessionLayer();
  customerSessions = layer.register(customers);
  advisorSessions = layer.register(advisors);

  app = Fastify();
  registerErrorHandling(app);
  await app.register(fastifyCookie);
  // A public route that asks who is there, twice.
  app.get('/public', async (request, reply) => {
    const first = await customerSessions.current(request, reply);
    const again = await customerSessions.current(request, reply);
    return { first: first?.name ?? null, again: again?.name ?? null };
  });
  // A customers' scope whose handler asks again after the hook.
  await app.register(async (scope) => {
    scope.addHook('preValidation', customerSessions.require());
    scope.get('/customer', async (request, reply) => {
      const again = await customerSessions.current(request, reply);
      return { name: customerSessions.of(request).name, again: again?.name };
    });
  });
  await app.register(async (scope) => {
    scope.addHook('preValidation', advisorSessions.require({ message: 'Advisors only' }));
    scope.get('/advisor', async (request) => ({ name: advisorSessions.of(request).name }));
  });
  // A scope whose check refuses one principal.
  await app.register(async (scope) => {
    scope.addHook(
      'preValidation',
      customerSessions.require({
        check: (person) => {
          if (person.name !== 'Ann') throw new DomainError('RECENT_SIGN_IN_REQUIRED', 'Not you');
        },
      }),
    );
    scope.get('/ann-only', async (request) => ({ name: customerSessions.of(request).name }));
  });
  // A route that forgot its scope.
  app.get('/forgot-scope', async (request) => ({ name: customerSessions.of(request).name }));
});

const get = (url: string, cookies: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, cookies });

describe('the session layer', () => {
  it('looks the principal up once per request, however often it is asked', async () => {
    const res = await get('/public', { test_customer_session: token('a') });
    expect(res.json()).toEqual({ first: 'Ann', again: 'Ann' });
    expect(customers.lookUps).toBe(1);

    const scoped = await get('/customer', { test_customer_session: token('a') });
    expect(scoped.json()).toEqual({ name: 'Ann', again: 'Ann' });
    expect(customers.lookUps).toBe(2);
  });

  it('looks nothing up for a request without the cookie, and answers no cookie', async () => {
    const res = await get('/public');
    expect(res.json()).toEqual({ first: null, again: null });
    expect(customers.lookUps).toBe(0);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('lets a scope refuse a visitor with 401, in the scope’s words when it has its own', async () => {
    const visitor = await get('/customer');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error).toEqual({
      code: 'UNAUTHENTICATED',
      message: copy.errors.unauthenticated,
    });
    const unknown = await get('/advisor', { test_advisor_session: token('z') });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toEqual({ code: 'UNAUTHENTICATED', message: 'Advisors only' });
  });

  it('runs a scope’s check on the principal it let in', async () => {
    expect((await get('/ann-only', { test_customer_session: token('a') })).json()).toEqual({
      name: 'Ann',
    });
    const rita = await get('/ann-only', { test_customer_session: token('r') });
    expect(rita.statusCode).toBe(403);
    expect(rita.json().error).toEqual({ code: 'RECENT_SIGN_IN_REQUIRED', message: 'Not you' });
  });

  it('clears a dead or malformed cookie, and a refused session’s, answering the refusal', async () => {
    for (const value of [token('z'), 'not-a-token']) {
      const res = await get('/public', { test_customer_session: value });
      expect(res.json()).toEqual({ first: null, again: null });
      expect(res.cookies).toMatchObject([{ name: 'test_customer_session', value: '', maxAge: 0 }]);
    }
    const refused = await get('/public', { test_customer_session: token('x') });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toEqual({
      code: 'ACCOUNT_INACTIVE',
      message: copy.auth.signIn.inactiveOrDeleted,
    });
    expect(refused.cookies).toMatchObject([{ name: 'test_customer_session', value: '' }]);
  });

  it('renews the cookie for what the session has left when the kind slid it', async () => {
    const res = await get('/customer', { test_customer_session: token('r') });
    expect(res.cookies).toMatchObject([
      { name: 'test_customer_session', value: token('r'), maxAge: 3600, httpOnly: true },
    ]);
    const unslid = await get('/customer', { test_customer_session: token('a') });
    expect(unslid.headers['set-cookie']).toBeUndefined();
  });

  it('keeps a second kind apart: its own cookie, its own sessions, its own scopes', async () => {
    const advisor = await get('/advisor', { test_advisor_session: token('b') });
    expect(advisor.json()).toEqual({ name: 'Bea' });
    expect(customers.lookUps).toBe(0);
    // A customer's cookie opens no advisor scope, nor an advisor's a customer scope.
    expect((await get('/advisor', { test_customer_session: token('a') })).statusCode).toBe(401);
    expect((await get('/customer', { test_advisor_session: token('b') })).statusCode).toBe(401);
    // The advisor's token under the customer's cookie is no customer session.
    expect((await get('/customer', { test_customer_session: token('b') })).statusCode).toBe(401);
  });

  it('refuses a second kind with a name or a cookie already taken', () => {
    const layer = createSessionLayer();
    layer.register(memoryKind('customer', 'one', new Map()));
    expect(() => layer.register(memoryKind('customer', 'two', new Map()))).toThrow(/twice/);
    expect(() => layer.register(memoryKind('advisor', 'one', new Map()))).toThrow(/reuses/);
  });

  it('answers a route that reads a principal its scope never required with a server error', async () => {
    const res = await get('/forgot-scope', { test_customer_session: token('a') });
    expect(res.statusCode).toBe(500);
  });
});
