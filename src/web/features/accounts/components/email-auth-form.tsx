// The email and password form, in sign-in or create-account mode (docs/product.md §2 /login). Fields are
// checked when the visitor leaves them, with the spec's messages (§5); the server's refusals
// show in the alert at the top, and under the fields they concern.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { currentLocale } from '#shared/copy/locale.ts';
import { EmailSchema, PasswordSchema } from '#shared/schemas/credentials.ts';
import { firstIssueMessage } from '#shared/schemas/field-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useFormState, type FieldMessages } from '#web/lib/forms/use-form-state.ts';
import { useFailureAlert } from '#web/components/ui/use-failure-alert.ts';
import { accountFailure, type AccountOperation } from '../account-errors.ts';
import { ResendConfirmationAction } from './resend-confirmation-action.tsx';

export type EmailMode = 'signIn' | 'create';

type EmailFormValues = {
  email: string;
  password: string;
  adultConfirmed: boolean;
  englishTermsChosen: boolean;
};

/**
 * The French Terms are offered first (Charter of the French Language s.55): on the English site
 * only, a box beside their acceptance lets the customer choose the English version instead.
 */
const offersEnglishTerms = () => currentLocale() === 'en';

function validateSignIn(values: EmailFormValues): FieldMessages<EmailFormValues> {
  return {
    email: firstIssueMessage(EmailSchema.safeParse(values.email)) ?? undefined,
    password: firstIssueMessage(PasswordSchema.safeParse(values.password)) ?? undefined,
  };
}

function validateCreate(values: EmailFormValues): FieldMessages<EmailFormValues> {
  return {
    ...validateSignIn(values),
    adultConfirmed: values.adultConfirmed ? undefined : copy.auth.signUp.adultRequired,
  };
}

interface EmailAuthFormProps {
  mode: EmailMode;
  initialEmail: string;
  /** "New here? Create an account" or its opposite: a button or a link, the screen decides. */
  modeSwitch: ReactNode;
  onForgotPassword: (email: string) => void;
  onUsePhone: (email: string) => void;
  onSignedUp: (email: string) => void;
}

export function EmailAuthForm({
  mode,
  initialEmail,
  modeSwitch,
  onForgotPassword,
  onUsePhone,
  onSignedUp,
}: EmailAuthFormProps) {
  const t = accountCopy.accountForms;
  const { signIn, signUp } = useAuth();
  const form = useFormState<EmailFormValues>(
    { email: initialEmail, password: '', adultConfirmed: false, englishTermsChosen: false },
    mode === 'create' ? validateCreate : validateSignIn,
  );
  const { failure: shownFailure, show: showAlert, clear: clearAlert, alertRef } = useFailureAlert();
  // The address of the attempt refused as unconfirmed, for sending its link again.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const signInCall = useMutation({ mutationFn: signIn });
  const signUpCall = useMutation({ mutationFn: signUp });
  const pending = signInCall.isPending || signUpCall.isPending;

  // A refusal in one mode says nothing about the other: switching modes clears it.
  const [modeShown, setModeShown] = useState(mode);
  if (modeShown !== mode) {
    setModeShown(mode);
    clearAlert();
    setUnconfirmedEmail(null);
  }

  function showFailure(operation: AccountOperation, error: unknown, email: string) {
    const failure = accountFailure(operation, error);
    if (failure.clearPassword) form.setValue('password', '');
    setUnconfirmedEmail(failure.code === 'EMAIL_NOT_CONFIRMED' ? email : null);
    const fieldTookFocus = form.showServerMessages(failure.fields);
    showAlert(failure, { focus: !fieldTookFocus });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    clearAlert();
    setUnconfirmedEmail(null);
    if (!form.checkAll()) return;

    const email = EmailSchema.parse(form.values.email);
    const { password } = form.values;
    if (mode === 'signIn') {
      // Success needs nothing here: the signed-in state takes the visitor on (docs/product.md §4).
      signInCall.mutate(
        { email, password },
        { onError: (error) => showFailure('signIn', error, email) },
      );
    } else {
      const { englishTermsChosen } = form.values;
      signUpCall.mutate(
        {
          email,
          password,
          adultConfirmed: true,
          ...(offersEnglishTerms() ? { englishTermsChosen } : {}),
        },
        {
          onSuccess: (outcome) => onSignedUp(outcome.email),
          onError: (error) => showFailure('signUp', error, email),
        },
      );
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {shownFailure ? (
        <FormAlert ref={alertRef}>
          <p>{shownFailure.message}</p>
        </FormAlert>
      ) : null}
      {unconfirmedEmail ? <ResendConfirmationAction email={unconfirmedEmail} /> : null}

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

      <div className="flex flex-col gap-1">
        <PasswordField
          ref={form.register('password')}
          label={t.fields.password}
          name="password"
          autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
          hint={mode === 'create' ? t.fields.passwordHint : undefined}
          value={form.values.password}
          onValueChange={(value) => form.setValue('password', value)}
          onBlur={() => form.touch('password')}
          error={form.errorOf('password')}
        />
        {mode === 'signIn' ? (
          <div>
            <Button variant="link" onClick={() => onForgotPassword(form.values.email)}>
              {copy.auth.password.forgotPassword}
            </Button>
          </div>
        ) : null}
      </div>

      {mode === 'create' ? (
        <CheckboxField
          ref={form.register('adultConfirmed')}
          label={copy.auth.signUp.adultConfirmation}
          name="adultConfirmed"
          checked={form.values.adultConfirmed}
          onCheckedChange={(checked) => form.setValue('adultConfirmed', checked)}
          onBlur={() => form.touch('adultConfirmed')}
          error={form.errorOf('adultConfirmed')}
        />
      ) : null}

      {mode === 'create' && offersEnglishTerms() ? (
        <CheckboxField
          label={copy.auth.signUp.englishTermsChoice}
          name="englishTermsChosen"
          checked={form.values.englishTermsChosen}
          onCheckedChange={(checked) => form.setValue('englishTermsChosen', checked)}
        />
      ) : null}

      <Button type="submit" loading={pending} className="w-full">
        {mode === 'signIn' ? t.signIn.submit : t.signUp.submit}
      </Button>

      {mode === 'signIn' ? (
        <div className="flex justify-center">
          <Button variant="link" onClick={() => onUsePhone(form.values.email)}>
            {t.signIn.usePhone}
          </Button>
        </div>
      ) : null}

      <p className="text-center text-sm text-ink-muted">{modeSwitch}</p>
    </form>
  );
}
