// The back office's pages under /admin (React Router, data mode). Sign-in and set-up are open;
// every other page needs an operator session and shows the sign-in page without one. Each page
// is its own lazily loaded module, so the audit log's table code loads only with it.
import { useState } from 'react';
import { Navigate, Outlet, createBrowserRouter, useLocation, type RouteObject } from 'react-router';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { OperatorLayout, PublicLayout } from './components/admin-layout.tsx';
import { LoadFailed, Loading } from './components/page-states.tsx';
import { useOperator } from './lib/operator-session.ts';

/** Where the sign-in page sends the operator back to, and why they are there. */
export interface SignInState {
  from?: string;
  sessionEnded?: boolean;
}

function RequireOperator() {
  const operator = useOperator();
  const location = useLocation();
  // Whether an operator was signed in on this visit: losing them then means the session ended.
  const [hadOperator, setHadOperator] = useState(false);
  if (operator.data && !hadOperator) setHadOperator(true);
  if (operator.isPending) {
    return (
      <PublicLayout>
        <Loading />
      </PublicLayout>
    );
  }
  if (operator.isError) {
    return (
      <PublicLayout>
        <LoadFailed onRetry={() => void operator.refetch()} />
      </PublicLayout>
    );
  }
  if (operator.data === null) {
    const state: SignInState = {
      from: `${location.pathname}${location.search}`,
      sessionEnded: hadOperator,
    };
    return <Navigate to="/admin/sign-in" replace state={state} />;
  }
  return (
    <OperatorLayout operator={operator.data}>
      <Outlet />
    </OperatorLayout>
  );
}

function RouteError() {
  return (
    <PublicLayout>
      <LoadFailed onRetry={() => window.location.reload()} />
    </PublicLayout>
  );
}

export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    ErrorBoundary: RouteError,
    HydrateFallback: () => <p className="sr-only">{adminCopy.states.loading}</p>,
    children: [
      { path: 'sign-in', lazy: () => import('./pages/sign-in.tsx') },
      { path: 'setup', lazy: () => import('./pages/setup.tsx') },
      {
        Component: RequireOperator,
        children: [
          { index: true, lazy: () => import('./pages/home.tsx') },
          { path: 'customers', lazy: () => import('./pages/customers.tsx') },
          { path: 'customers/:id', lazy: () => import('./pages/customer.tsx') },
          { path: 'audit', lazy: () => import('./pages/audit.tsx') },
          { path: 'reports', lazy: () => import('./pages/reports.tsx') },
          { path: 'operators', lazy: () => import('./pages/operators.tsx') },
          { path: 'advisors', lazy: () => import('./pages/advisors.tsx') },
          { path: 'advisors/new', lazy: () => import('./pages/advisor-new.tsx') },
          { path: 'advisors/:extension', lazy: () => import('./pages/advisor.tsx') },
          { path: 'applications', lazy: () => import('./pages/applications.tsx') },
          { path: 'applications/:id', lazy: () => import('./pages/application.tsx') },
          { path: 'profile-changes', lazy: () => import('./pages/profile-changes.tsx') },
          { path: 'reviews', lazy: () => import('./pages/reviews.tsx') },
          { path: 'claims', lazy: () => import('./pages/claims.tsx') },
          {
            path: 'content',
            lazy: () => import('./pages/content.tsx'),
            children: [
              { path: 'promotions', lazy: () => import('./pages/content/promotions.tsx') },
              { path: 'announcements', lazy: () => import('./pages/content/announcements.tsx') },
              { path: 'coupons', lazy: () => import('./pages/content/coupons.tsx') },
              { path: 'tarot', lazy: () => import('./pages/content/tarot.tsx') },
            ],
          },
          { path: '*', lazy: () => import('./pages/not-found.tsx') },
        ],
      },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes);
}
