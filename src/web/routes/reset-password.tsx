// /reset-password#token=…: set a new password, reached from the reset email.
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { ResetPasswordScreen } from '#web/features/accounts/components/reset-password-screen.tsx';

export function Component() {
  return (
    <>
      <PageMeta title={pageTitle('resetPassword')} />
      <ResetPasswordScreen />
    </>
  );
}
