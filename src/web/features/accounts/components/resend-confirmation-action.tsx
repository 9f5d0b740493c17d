// "Send the confirmation email again": offered after sign-up and when a sign-in is refused
// because the email is not confirmed yet.
import { copy } from '#shared/copy/catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { accountFailure } from '../account-errors.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';

export function ResendConfirmationAction({ email }: { email: string }) {
  const resend = useResendConfirmation();

  if (resend.isSuccess) return <FormStatus>{copy.auth.confirmation.resent}</FormStatus>;

  return (
    <div className="flex flex-col gap-2">
      <Button variant="link" loading={resend.isPending} onClick={() => resend.mutate(email)}>
        {copy.auth.confirmation.resend}
      </Button>
      {resend.isError ? (
        <FormAlert>{accountFailure('resendConfirmation', resend.error).message}</FormAlert>
      ) : null}
    </div>
  );
}
