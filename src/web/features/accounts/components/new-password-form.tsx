// The set-new-password form (docs/product.md §2, §5): 8 to 72 characters, typed twice.
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { fieldErrors } from '#shared/schemas/field-errors.ts';
import { ResetPasswordFormSchema } from '#shared/schemas/password-reset.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { useFormState, type FieldMessages } from '#web/lib/forms/use-form-state.ts';
import { useFailureAlert } from '#web/components/ui/use-failure-alert.ts';
import { accountFailure, type AccountFailure } from '../account-errors.ts';
import { useCompletePasswordReset } from '../api/complete-password-reset.ts';
import { forgotPasswordPath } from '../login-links.ts';

type NewPasswordValues = { password: string; confirmPassword: string };

function validate(values: NewPasswordValues): FieldMessages<NewPasswordValues> {
  return fieldErrors(ResetPasswordFormSchema.safeParse(values));
}

export function NewPasswordForm({ token, onUpdated }: { token: string; onUpdated: () => void }) {
  const t = accountCopy.accountForms;
  const form = useFormState<NewPasswordValues>({ password: '', confirmPassword: '' }, validate);
  const {
    failure: shownFailure,
    show: showAlert,
    clear: clearAlert,
    alertRef,
  } = useFailureAlert<AccountFailure>();
  const complete = useCompletePasswordReset();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (complete.isPending) return;
    clearAlert();
    if (!form.checkAll()) return;
    complete.mutate(
      { token, ...form.values },
      {
        onSuccess: onUpdated,
        onError: (error) => {
          const failure = accountFailure('completePasswordReset', error);
          showAlert(failure, { focus: !form.showServerMessages(failure.fields) });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {shownFailure ? (
        <FormAlert ref={alertRef}>
          <p>{shownFailure.message}</p>
          {shownFailure.code === 'RESET_LINK_INVALID' ? (
            <p>
              <Link to={forgotPasswordPath} className="font-semibold">
                {t.resetPassword.requestNewLink}
              </Link>
            </p>
          ) : null}
        </FormAlert>
      ) : null}
      <PasswordField
        ref={form.register('password')}
        label={t.fields.newPassword}
        hint={t.fields.newPasswordHint}
        name="password"
        autoComplete="new-password"
        value={form.values.password}
        onValueChange={(value) => form.setValue('password', value)}
        onBlur={() => form.touch('password')}
        error={form.errorOf('password')}
      />
      <PasswordField
        ref={form.register('confirmPassword')}
        label={t.fields.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onValueChange={(value) => form.setValue('confirmPassword', value)}
        onBlur={() => form.touch('confirmPassword')}
        error={form.errorOf('confirmPassword')}
      />
      <Button type="submit" loading={complete.isPending} className="w-full">
        {t.resetPassword.submit}
      </Button>
    </form>
  );
}
