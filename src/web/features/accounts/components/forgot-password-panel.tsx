// 'Forgot your password?' (docs/product.md §2): an email address, then a link by email. The answer is
// the same whether or not the address has an account, and so is what the visitor is told. Once
// sent, the form is replaced by that message: it is announced, and focus moves to "Back to sign
// in" rather than falling to <body> with the button that had it.
import { useEffect, useRef, type FormEvent } from 'react';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { EmailSchema } from '#shared/schemas/credentials.ts';
import { firstIssueMessage } from '#shared/schemas/field-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useFormState, type FieldMessages } from '#web/lib/forms/use-form-state.ts';
import { announce } from '#web/lib/a11y/announce.ts';
import { useFailureAlert } from '#web/components/ui/use-failure-alert.ts';
import { accountFailure } from '../account-errors.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

type ForgotValues = { email: string };

function validate(values: ForgotValues): FieldMessages<ForgotValues> {
  return { email: firstIssueMessage(EmailSchema.safeParse(values.email)) ?? undefined };
}

export function ForgotPasswordPanel({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: (email: string) => void;
}) {
  const t = accountCopy.accountForms;
  const form = useFormState<ForgotValues>({ email: initialEmail }, validate);
  const { failure: shownFailure, show: showAlert, clear: clearAlert, alertRef } = useFailureAlert();
  const request = useRequestPasswordReset();
  const backRef = useRef<HTMLButtonElement>(null);
  const sent = request.isSuccess;

  useEffect(() => {
    if (!sent) return;
    backRef.current?.focus();
    announce(copy.auth.password.resetRequested);
  }, [sent]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    clearAlert();
    if (!form.checkAll()) return;
    request.mutate(EmailSchema.parse(form.values.email), {
      onError: (error) => {
        const failure = accountFailure('requestPasswordReset', error);
        showAlert(failure, { focus: !form.showServerMessages(failure.fields) });
      },
    });
  }

  const back = (
    <div className="flex justify-center">
      <Button
        ref={sent ? backRef : undefined}
        variant="link"
        onClick={() => onBack(form.values.email)}
      >
        {t.forgotPassword.backToSignIn}
      </Button>
    </div>
  );

  if (sent) {
    return (
      <div className="flex flex-col gap-5">
        <FormStatus>{copy.auth.password.resetRequested}</FormStatus>
        {back}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {shownFailure ? (
        <FormAlert ref={alertRef}>
          <p>{shownFailure.message}</p>
        </FormAlert>
      ) : null}
      <TextField
        ref={form.register('email')}
        label={t.fields.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={form.values.email}
        onValueChange={(value) => form.setValue('email', value)}
        onBlur={() => form.touch('email')}
        error={form.errorOf('email')}
      />
      <Button type="submit" loading={request.isPending} className="w-full">
        {t.forgotPassword.submit}
      </Button>
      {back}
    </form>
  );
}
