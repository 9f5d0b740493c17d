// The advisors' app's authorisation matrix (docs/decisions/048): every route under /api/advisor —
// read from the app's own routes (the abuse sweep's discovery), so a route added later (calls,
// statements, profile, reviews…) is asked too — refuses anyone without an advisor session with
// 401 before it reads anything: a visitor, a forged cookie, a signed-in customer (their cookie,
// or their token under the advisor's cookie name), an operator (likewise), and an advisor whose
// session ended or whose registered number was taken from them. Only asking for a code, signing
// in and signing out are open; a signed-in advisor gets past the session check on every route.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '#tests/support/advisors.ts';
import { ADVISOR_COOKIE, signedInAdvisor } from '#tests/support/advisor-app.ts';
import { seedCustomer, signIn, SESSION_COOKIE } from '#tests/support/customers.ts';
import { OPERATOR_COOKIE, signedInOperator } from '#tests/support/operators.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  ask,
  expectAllRefused,
  nameOf,
  routesUnder,
  type Route,
} from '#tests/support/route-matrix.ts';

/** Asking for a code, signing in and signing out: the routes that need no advisor session. */
const openRoutes = [
  'POST /api/advisor/code',
  'POST /api/advisor/session',
  'DELETE /api/advisor/session',
];

let t: TestApp;
let routes: Route[];
let guarded: Route[];
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
  routes = await routesUnder(t.app, '/api/advisor/');
  guarded = routes.filter((route) => !openRoutes.includes(nameOf(route)));
});
afterEach(async () => t.close());

describe('the advisors’ app’s routes', () => {
  it('are all found: the open ones, the presence and call, and the pages built on them', () => {
    const names = routes.map(nameOf);
    expect(names).toEqual(expect.arrayContaining(openRoutes));
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/advisor/session',
        'PUT /api/advisor/presence',
        'GET /api/advisor/call',
      ]),
    );
    // More than the sign-in's own: history, statements, profile and reviews are asked too.
    expect(guarded.length).toBeGreaterThan(3);
  });

  it('refuse a visitor, and a forged cookie', async () => {
    await expectAllRefused(t.app, guarded, {});
    await expectAllRefused(t.app, guarded, { [ADVISOR_COOKIE]: 'A'.repeat(43) });
  });

  it('refuse a signed-in customer, with their cookie or their token under the advisor’s name', async () => {
    const customer = await seedCustomer(t, { email: 'maude@example.com' });
    const session = await signIn(t, customer);
    await expectAllRefused(t.app, guarded, { [SESSION_COOKIE]: session });
    await expectAllRefused(t.app, guarded, { [ADVISOR_COOKIE]: session });
  });

  it('refuse an operator, with their cookie or their token under the advisor’s name', async () => {
    const owner = await signedInOperator(t, 'owner');
    await expectAllRefused(t.app, guarded, owner.cookies);
    await expectAllRefused(t.app, guarded, { [ADVISOR_COOKIE]: owner.session });
    expect(Object.keys(owner.cookies)).toContain(OPERATOR_COOKIE);
  });

  it('let a signed-in advisor past the session check, and refuse them once signed out', async () => {
    const advisor = await signedInAdvisor(t, 4001);
    for (const route of guarded) {
      const res = await ask(t.app, route, advisor.cookies);
      expect(res.statusCode, nameOf(route)).not.toBe(401);
    }
    await t.app.inject({ method: 'DELETE', url: '/api/advisor/session', cookies: advisor.cookies });
    await expectAllRefused(t.app, guarded, advisor.cookies);
  });

  it('refuse an advisor whose registered number was taken from them', async () => {
    const advisor = await signedInAdvisor(t, 4001);
    await t.database.kysely
      .updateTable('advisors')
      .set({ phone: null })
      .where('extension', '=', 4001)
      .execute();
    await expectAllRefused(t.app, guarded, advisor.cookies);
  });
});
