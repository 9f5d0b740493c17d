// /api/me/favourites (docs/decisions/051): a signed-in customer keeps advisors as favourites, only
// their own (another customer's never show or change), a visitor is refused, adding and removing
// are idempotent (two at once leave one row), only listed advisors can be added or are answered,
// and account deletion and the data export include them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FavouritesResponseSchema } from '#shared/api/favourites.ts';
import { seedDemo, updateAdvisor } from '#tests/support/advisors.ts';
import {
  seedCustomer,
  signIn,
  SESSION_COOKIE,
  type TestCustomer,
} from '#tests/support/customers.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;
let adaSession: string;
let bobSession: string;

beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
  ada = await seedCustomer(t, { email: 'ada@example.com' });
  bob = await seedCustomer(t, { email: 'bob@example.com' });
  adaSession = await signIn(t, ada);
  bobSession = await signIn(t, bob);
});
afterEach(async () => t.close());

type Method = 'GET' | 'PUT' | 'DELETE';

function favourites(method: Method, agentId = '', session: string | null = adaSession) {
  return t.app.inject({
    method,
    url: `/api/me/favourites${agentId ? `/${agentId}` : ''}`,
    ...(session === null ? {} : { cookies: { [SESSION_COOKIE]: session } }),
  });
}

async function listOf(method: Method, agentId = '', session = adaSession) {
  const res = await favourites(method, agentId, session);
  expect(res.statusCode, res.body).toBe(200);
  return FavouritesResponseSchema.parse(res.json()).favourites;
}

async function rowsOf(customerId: string) {
  return t.database.kysely
    .selectFrom('customerFavourites')
    .selectAll()
    .where('customerId', '=', customerId)
    .execute();
}

describe('favourites', () => {
  it('a visitor is refused every one of them', async () => {
    for (const [method, agentId] of [
      ['GET', ''],
      ['PUT', '4001'],
      ['DELETE', '4001'],
    ] as const) {
      const res = await favourites(method, agentId, null);
      expect(res.statusCode, `${method} ${agentId}`).toBe(401);
    }
    expect(await t.database.kysely.selectFrom('customerFavourites').selectAll().execute()).toEqual(
      [],
    );
  });

  it('adds in order, idempotently, and removes, also when not there', async () => {
    expect(await listOf('GET')).toEqual([]);
    expect(await listOf('PUT', '4003')).toEqual(['4003']);
    t.clock.advance(1000);
    expect(await listOf('PUT', '4001')).toEqual(['4003', '4001']);
    expect(await listOf('PUT', '4003')).toEqual(['4003', '4001']);
    expect(await rowsOf(ada.id)).toHaveLength(2);
    expect(await listOf('DELETE', '4003')).toEqual(['4001']);
    expect(await listOf('DELETE', '4003')).toEqual(['4001']);
    expect(await listOf('GET')).toEqual(['4001']);
  });

  it('each customer sees and changes only their own', async () => {
    await listOf('PUT', '4001', adaSession);
    await listOf('PUT', '4002', bobSession);
    expect(await listOf('GET', '', adaSession)).toEqual(['4001']);
    expect(await listOf('GET', '', bobSession)).toEqual(['4002']);
    // Bob removing 4001 removes nothing of Ada's.
    expect(await listOf('DELETE', '4001', bobSession)).toEqual(['4002']);
    expect(await listOf('GET', '', adaSession)).toEqual(['4001']);
  });

  it('two adds at once leave one row and both answer it', async () => {
    const answers = await Promise.all([favourites('PUT', '4002'), favourites('PUT', '4002')]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(FavouritesResponseSchema.parse(res.json()).favourites).toEqual(['4002']);
    }
    expect(await rowsOf(ada.id)).toHaveLength(1);
  });

  it('an advisor the board does not list cannot be added, and drops out while unlisted', async () => {
    const unknown = await favourites('PUT', '4999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'ADVISOR_NOT_FOUND' } });
    expect((await favourites('PUT', 'abc')).statusCode).toBe(400);

    await listOf('PUT', '4002');
    await updateAdvisor(t, 4002, { isListed: false });
    expect(await listOf('GET')).toEqual([]);
    expect((await favourites('PUT', '4002')).statusCode).toBe(404);
    await updateAdvisor(t, 4002, { isListed: true });
    expect(await listOf('GET')).toEqual(['4002']);
  });

  it('deleting the account deletes its favourites, and no one else’s', async () => {
    await listOf('PUT', '4001', adaSession);
    await listOf('PUT', '4001', bobSession);
    const deletion = await t.app.inject({
      method: 'POST',
      url: '/api/me/deletion',
      cookies: { [SESSION_COOKIE]: adaSession },
      payload: { confirmation: 'DELETE' },
    });
    expect(deletion.statusCode, deletion.body).toBeLessThan(300);
    expect(await rowsOf(ada.id)).toEqual([]);
    expect(await rowsOf(bob.id)).toHaveLength(1);
  });

  it('the data export lists them, and only the customer’s', async () => {
    await listOf('PUT', '4002', adaSession);
    await listOf('PUT', '4003', bobSession);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      cookies: { [SESSION_COOKIE]: adaSession },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().favouriteAdvisors).toEqual([
      { extension: 4002, name: 'Marguerite Bélanger', addedAt: t.clock.now().toISOString() },
    ]);
  });
});
