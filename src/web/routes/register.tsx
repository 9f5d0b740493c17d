// /register: the sign-in screen in create-account mode, with the benefits panel (docs/product.md §2).
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { AuthScreen } from '#web/features/accounts/components/auth-screen.tsx';

export function Component() {
  return (
    <>
      <PageMeta title={pageTitle('register')} />
      <AuthScreen variant="register" />
    </>
  );
}
