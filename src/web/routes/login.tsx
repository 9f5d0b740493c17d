// /login: sign in by email and password or by phone and a one-time code, create an account,
// reset a forgotten password, confirm an email address (docs/product.md §2).
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { AuthScreen } from '#web/features/accounts/components/auth-screen.tsx';

export function Component() {
  return (
    <>
      <PageMeta title={pageTitle('login')} />
      <AuthScreen variant="login" />
    </>
  );
}
