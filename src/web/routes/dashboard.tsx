// /dashboard: The customer's phone numbers, balance, account and history (spec §2).
// Signed-in customers only: a visitor is sent to /login and brought back after signing in.
// Not built yet: it says so, under its title.
import { pageTitle } from '#web/config/paths.ts';
import { ComingSoon } from '#web/components/layout/coming-soon.tsx';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { RequireAuth } from '#web/lib/auth/require-auth.tsx';

export function Component() {
  const title = pageTitle('dashboard');
  return (
    <>
      <PageMeta title={title} />
      <RequireAuth>
        <ComingSoon title={title} />
      </RequireAuth>
    </>
  );
}
