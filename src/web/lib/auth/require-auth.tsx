// Wraps a page only customers may see (docs/product.md §2: /dashboard and /purchase). A visitor is sent
// to /login, which brings them back here after signing in; nothing is decided while the
// session is still loading, so a customer never sees a flash of the wrong page.
import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { useAuth } from './auth-context.ts';
import { loginPathFor } from './redirect-target.ts';

interface RequireAuthProps {
  children: ReactNode;
  /**
   * What shows while the session is asked for: the whole page's "Loading…" by default, or the
   * page's own waiting state when its heading is drawn before (docs/decisions/057).
   */
  pending?: ReactNode;
}

export function RequireAuth({ children, pending = <PageLoading /> }: RequireAuthProps) {
  const session = useAuth();
  // The session's answer is drawn at once and in one piece (React cannot interrupt it), and here
  // it draws the whole page: as deferred values, React draws the page in slices and the browser
  // answers input in between (docs/decisions/057). Both change in the same deferred render.
  const user = useDeferredValue(session.user);
  const loading = useDeferredValue(session.loading);
  const location = useLocation();

  if (loading) return pending;
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  return children;
}
