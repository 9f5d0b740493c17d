// A stand-in for the customer-area API in the dashboard's component tests: a signed-in
// customer, their profile, histories, promo code and phone PIN, each replaceable per test.
import { screen } from '@testing-library/react';
import type { SessionUser } from '#shared/api/auth.ts';
import type { CustomerProfile, PromoCode, PurchaseRow, UsageRow } from '#shared/api/customer.ts';
import type { PhonePinStatus } from '#shared/api/phone-pin.ts';
import type { Limits } from '#shared/api/limits.ts';
import { undisturbedPayment } from '#shared/api/payment-status.ts';
import { fakeAuthServer } from './auth-server.ts';
import { jsonResponse, type ApiHandlers } from './fetch-mock.ts';
import { renderRoute } from './render.tsx';
import { testUser } from './test-data.ts';

export const testCustomer: CustomerProfile = {
  id: testUser.id,
  name: 'Morgan Tremblay',
  email: 'morgan@example.com',
  credits: 42,
  phoneNumbers: ['5145550100', '5145550101'],
  createdAt: '2026-10-01T12:00:00.000Z',
  birthDate: '1990-03-04',
  emailNotifications: false,
  purchasesCount: 3,
  accountHold: null,
};

export const testPurchases: PurchaseRow[] = [
  {
    id: 'p3',
    purchasedAt: '2026-11-01T05:00:00.000Z',
    packageName: 'Monthly Cashback',
    minutes: 1,
    amountCents: 0,
    orderId: null,
    kind: 'cashback',
    paymentStatus: undisturbedPayment,
  },
  {
    id: 'p2',
    // 1:30 am UTC on Oct 21 is still Oct 20 in Montréal.
    purchasedAt: '2026-10-21T01:30:00.000Z',
    packageName: 'Standard',
    minutes: 25,
    amountCents: 5749,
    orderId: '5O190127TN364715T',
    kind: 'package',
    paymentStatus: undisturbedPayment,
  },
];

export const testUsage: UsageRow[] = [
  {
    id: 'u2',
    createdAt: '2026-11-05T19:59:50.000Z',
    callStart: '2026-11-05T20:00:00.000Z',
    callEnd: '2026-11-05T20:02:05.000Z',
    minutesUsed: 3,
    durationSeconds: 125,
  },
  {
    id: 'u1',
    createdAt: '2026-10-22T14:00:00.000Z',
    callStart: null,
    callEnd: null,
    minutesUsed: 0,
    durationSeconds: 0,
  },
];

/** A customer who set no limits (docs/decisions/054). */
export const noLimits: Limits = {
  monthly: { cents: null, pending: null, spentCents: 0 },
  call: { minutes: null, pending: null },
};

export const testPromo: PromoCode = {
  code: 'TAROTK7Q2ZD',
  percentOff: 15,
  wonAt: '2026-11-18T15:00:00.000Z',
  expiresAt: '2026-11-25T15:00:00.000Z',
};

export function sessionUserOf(customer: CustomerProfile): SessionUser {
  const { id, name, email, credits, phoneNumbers, createdAt } = customer;
  return { id, name, email, credits, phoneNumbers, createdAt, language: testUser.language };
}

export interface DashboardFixture {
  customer?: CustomerProfile;
  purchases?: PurchaseRow[];
  usage?: UsageRow[];
  promoCode?: PromoCode | null;
  phonePin?: PhonePinStatus;
  /** Replaces or adds handlers (failures, the phone, PIN and deletion calls). */
  api?: ApiHandlers;
}

export function dashboardApi({
  customer = testCustomer,
  purchases = testPurchases,
  usage = testUsage,
  promoCode = null,
  phonePin = { pinSet: false, setAt: null },
  api = {},
}: DashboardFixture = {}) {
  const auth = fakeAuthServer({ user: sessionUserOf(customer), signedIn: true });
  const handlers: ApiHandlers = {
    ...auth.handlers,
    'GET /api/me': () => jsonResponse({ customer }),
    'GET /api/me/purchases': () => jsonResponse({ purchases }),
    'GET /api/me/usage': () => jsonResponse({ usage }),
    'GET /api/me/promo-code': () => jsonResponse({ promoCode }),
    'GET /api/me/phone-pin': () => jsonResponse({ phonePin }),
    'GET /api/me/limits': () => jsonResponse({ limits: noLimits }),
    'GET /api/me/guarantee/claims': () => jsonResponse({ claims: [] }),
    ...api,
  };
  return { auth, handlers };
}

/**
 * A card of the dashboard, once loaded. The first render also loads the page's code, which takes
 * about 3 s on a loaded machine (more with each card the route adds): a wait, not a timing check.
 */
export function findCard(name: string) {
  return screen.findByRole('region', { name }, { timeout: 10_000 });
}

/** /dashboard for a signed-in customer. */
export function renderDashboard(fixture: DashboardFixture = {}) {
  const { auth, handlers } = dashboardApi(fixture);
  return { ...renderRoute('/dashboard', { api: handlers }), auth };
}
