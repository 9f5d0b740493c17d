// For tests only: /purchase inside the real shell, for a signed-in customer, with a stand-in
// dashboard to land on, and the server's answers built from the shared pricing rules.
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { RouteObject } from 'react-router';
import type { CouponCheckResponse, OrderTotalsView } from '#shared/api/payments.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { findBundle, type BundleId } from '#shared/pricing/bundles.ts';
import { couponAppliedMessage, type CouponEffect } from '#shared/pricing/coupon-effect.ts';
import { orderTotals } from '#shared/pricing/totals.ts';
import { pageTitle } from '#web/config/paths.ts';
import { buildRoutes } from '#web/router.tsx';
import { fakeAuthServer } from './auth-server.ts';
import type { ApiHandlers } from './fetch-mock.ts';
import { renderRoute } from './render.tsx';
import { testUser } from './test-data.ts';
import { Component as PurchaseRoute } from '#web/routes/purchase.tsx';

export const DASHBOARD_STAND_IN = 'Dashboard stand-in';

const routes: RouteObject[] = buildRoutes([
  {
    path: '/purchase',
    element: <PurchaseRoute />,
  },
  { path: '/dashboard', element: <h1>{DASHBOARD_STAND_IN}</h1> },
]);

/** /purchase for a signed-in customer; `api` adds the payment answers a test needs. */
export async function renderPurchase(
  url = '/purchase',
  { api, strict = false }: { api?: ApiHandlers; strict?: boolean } = {},
) {
  const auth = fakeAuthServer({ signedIn: true });
  const view = renderRoute(url, { routes, strict, api: { ...auth.handlers, ...api } });
  await screen.findByRole('heading', { name: pageTitle('purchase'), level: 1 });
  // The header has read the session: the customer's balance shows.
  await within(screen.getByRole('banner')).findByText(copy.common.minutes(testUser.credits));
  // And the page below its heading has been drawn (a deferred render, docs/decisions/057).
  await waitFor(() =>
    expect(within(screen.getByRole('main')).queryByText(copy.common.loading)).toBeNull(),
  );
  return { ...view, auth };
}

export function totalsFor(bundleId: BundleId, coupon?: CouponEffect) {
  const bundle = findBundle(bundleId);
  if (!bundle) throw new Error(`no ${bundleId}`);
  return orderTotals(bundle, coupon) satisfies OrderTotalsView;
}

/** The server's answer to a coupon check that succeeds. */
export function couponAccepted(
  code: string,
  bundleId: BundleId,
  effect: CouponEffect = { type: 'percentage_off', value: 25 },
): CouponCheckResponse {
  const bundle = findBundle(bundleId);
  if (!bundle) throw new Error(`no ${bundleId}`);
  return {
    coupon: { code, ...effect },
    totals: totalsFor(bundleId, effect),
    message: couponAppliedMessage(effect, bundle.minutes),
  };
}

export const ui = {
  packages: () => screen.getByRole('radiogroup', { name: accountCopy.checkout.packages.heading }),
  packageOption: (name: string) => within(ui.packages()).getByRole('radio', { name }),
  methods: () =>
    screen.getByRole('radiogroup', { name: accountCopy.checkout.paymentMethod.heading }),
  methodOption: (name: string) => within(ui.methods()).getByRole('radio', { name }),
  summary: () => screen.getByRole('region', { name: accountCopy.checkout.summary.heading }),
  /** The value beside a label in the order summary, or null when the line is absent. */
  summaryValue: (label: string) =>
    within(ui.summary()).queryByText(label)?.nextElementSibling?.textContent ?? null,
  couponField: () => screen.getByRole('textbox', { name: accountCopy.checkout.coupon.label }),
  applyButton: () => screen.queryByRole('button', { name: accountCopy.checkout.coupon.apply }),
  proceedButton: () => screen.getByRole('button', { name: accountCopy.purchase.proceedToCheckout }),
  cancelPurchaseButton: () =>
    screen.getByRole('button', { name: accountCopy.purchase.cancelPurchase }),
  checkoutHeading: () =>
    screen.queryByRole('heading', { name: accountCopy.checkout.checkoutStep.heading, level: 2 }),
};

/** The JSON body of the request a fetch mock received. */
export async function requestBody(request: Request): Promise<unknown> {
  return JSON.parse(await request.clone().text()) as unknown;
}
