// The right end of the header: the customer's menu when signed in, a Sign In button for a
// visitor, and nothing while the session is loading, so neither flashes by mistake.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';

// The customer's menu is a chunk of its own: a visitor's first view does not carry it, and a
// customer's is fetched while the session answers.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

export function HeaderAccount() {
  const { user, loading, signOut } = useAuth();

  if (loading) return null;
  if (!user) {
    return (
      <Link to={paths.login.path} className={buttonClassName('primary', 'sm')}>
        {copy.navigation.signIn}
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <UserMenu user={user} onSignOut={() => void signOut()} />
    </Suspense>
  );
}
