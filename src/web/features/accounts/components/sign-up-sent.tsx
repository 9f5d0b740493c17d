// After creating an account: the confirmation link is on its way (docs/product.md §10.11). Shown in
// place of the form, with a way to have it sent again.
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormStatus } from '#web/components/ui/form-messages.tsx';
import { ResendConfirmationAction } from './resend-confirmation-action.tsx';

export function SignUpSent({
  email,
  onBackToSignIn,
}: {
  email: string;
  onBackToSignIn: () => void;
}) {
  const t = accountCopy.accountForms.signUp;
  return (
    <div className="flex flex-col gap-5">
      <FormStatus>{copy.auth.signUp.confirmationSent(email)}</FormStatus>
      <p className="text-sm text-ink-muted">{t.noEmail}</p>
      <ResendConfirmationAction email={email} />
      <div className="flex justify-center">
        <Button variant="link" onClick={onBackToSignIn}>
          {t.backToSignIn}
        </Button>
      </div>
    </div>
  );
}
