// The back office's authorisation matrix (docs/security.md): every route under /api/admin — read
// from the app's own routes (the abuse sweep's discovery), so a route added later is asked
// too — refuses anyone without an operator session: a visitor, a customer (their cookie, or
// their token under the operator's cookie name), an operator half-way through set-up (who has
// no session), a disabled operator. Routes open to support are listed below; every other route
// is for owners only, and answers support 403: a new route is owner-only until it is listed here
// as open to support.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedCustomer, signIn, SESSION_COOKIE } from '#tests/support/customers.ts';
import {
  OPERATOR_COOKIE,
  seedOperator,
  signedInOperator,
  signInOperator,
} from '#tests/support/operators.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  ask,
  expectAllRefused,
  nameOf,
  routesUnder,
  type Route,
} from '#tests/support/route-matrix.ts';

/** Set-up, sign-in and sign-out: the routes that need no operator session. */
const openRoutes = [
  'POST /api/admin/setup/start',
  'POST /api/admin/setup/complete',
  'POST /api/admin/session',
  'DELETE /api/admin/session',
];

/** What support may use, as owners may; every other admin route is for owners only. */
const supportRoutes = [
  'GET /api/admin/session',
  'GET /api/admin/audit',
  'GET /api/admin/audit/export.csv',
  'GET /api/admin/customers',
  'GET /api/admin/customers/any-id',
  'GET /api/admin/customers/any-id/any-id',
  'POST /api/admin/customers/any-id/minutes',
  'POST /api/admin/customers/any-id/calls/any-id/credit',
  'POST /api/admin/customers/any-id/purchases/any-id/refund',
  'POST /api/admin/customers/any-id/hold',
  'POST /api/admin/customers/any-id/hold/lift',
  'POST /api/admin/customers/any-id/confirmation',
  'POST /api/admin/customers/any-id/sessions/end',
  'POST /api/admin/customers/any-id/pin/clear',
  'POST /api/admin/customers/any-id/delete',
  'GET /api/admin/settings/refund-limit',
  'GET /api/admin/guarantee-claims',
  'POST /api/admin/guarantee-claims/any-id/approve',
  'POST /api/admin/guarantee-claims/any-id/decline',
  // Moderating reviews is support's work (decision 053).
  'GET /api/admin/reviews',
  'POST /api/admin/reviews/any-id/hide',
  'POST /api/admin/reviews/any-id/unhide',
];

let t: TestApp;
let routes: Route[];
let guarded: Route[];
beforeEach(async () => {
  t = await createTestApp();
  routes = await routesUnder(t.app, '/api/admin/');
  guarded = routes.filter((route) => !openRoutes.includes(nameOf(route)));
});
afterEach(async () => t.close());

describe('the admin routes', () => {
  it('are all found, the open and support lists naming only routes that exist', () => {
    const names = routes.map(nameOf);
    expect(names).toEqual(expect.arrayContaining([...openRoutes, ...supportRoutes]));
    expect(names).toContain('GET /api/admin/operators');
  });

  it('refuse a visitor, and a forged cookie', async () => {
    await expectAllRefused(t.app, guarded, {});
    await expectAllRefused(t.app, guarded, { [OPERATOR_COOKIE]: 'A'.repeat(43) });
  });

  it('refuse a signed-in customer, with their cookie or their token under the operator’s name', async () => {
    const customer = await seedCustomer(t, { email: 'maude@example.com' });
    const session = await signIn(t, customer);
    await expectAllRefused(t.app, guarded, { [SESSION_COOKIE]: session });
    await expectAllRefused(t.app, guarded, { [OPERATOR_COOKIE]: session });
  });

  it('refuse an operator half-way through set-up: no session, and no sign-in', async () => {
    const invited = await seedOperator(t, { role: 'owner', email: 'new@example.com' });
    await t.database.kysely
      .updateTable('operators')
      .set({ passwordHash: null, totpSecret: null, enrolledAt: null })
      .where('id', '=', invited.id)
      .execute();
    await expect(signInOperator(t, invited)).rejects.toThrow(/answered 401/);
    await expectAllRefused(t.app, guarded, {});
  });

  it('refuse a disabled operator, whose session ends', async () => {
    const owner = await signedInOperator(t, 'owner');
    await t.database.kysely
      .updateTable('operators')
      .set({ disabledAt: t.clock.now().toISOString() })
      .where('id', '=', owner.id)
      .execute();
    await expectAllRefused(t.app, guarded, owner.cookies);
  });

  it('refuse support on every owner-only route with 403, and let support use the rest', async () => {
    const support = await signedInOperator(t, 'support');
    const owner = await signedInOperator(t, 'owner');
    for (const route of guarded) {
      const asSupport = await ask(t.app, route, support.cookies);
      const asOwner = await ask(t.app, route, owner.cookies);
      expect([401, 403], `${nameOf(route)} as owner`).not.toContain(asOwner.statusCode);
      if (supportRoutes.includes(nameOf(route))) {
        expect([401, 403], `${nameOf(route)} as support`).not.toContain(asSupport.statusCode);
      } else {
        expect(asSupport.statusCode, `${nameOf(route)} as support`).toBe(403);
        expect(asSupport.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
      }
    }
  });
});
