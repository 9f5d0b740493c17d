// Wraps a page only customers may see (docs/product.md §2: /dashboard and /purchase). A visitor is sent
// to /login, which brings them back here after signing in; nothing is decided while the
// session is still loading, so a customer never sees a flash of the wrong page.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { useAuth } from './auth-context.ts';
import { loginPathFor } from './redirect-target.ts';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();

  if (loading) return <PageLoading />;
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  return children;
}
