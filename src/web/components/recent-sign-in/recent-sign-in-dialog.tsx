// "Confirm it's you" (docs/decisions/029): the dialog a sensitive change opens when the server
// answers that the session's sign-in is not recent. The customer enters their password, or has
// a code texted to one of their verified numbers and enters it; either makes the same session
// recent again. A labelled modal (Dialog): focus goes to the password field and comes back when
// it closes, failures are announced and take focus, Escape cancels. useRecentSignIn opens it.
import { useCallback, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useMutation } from '@tanstack/react-query';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { formatPhone } from '#shared/format/display.ts';
import { firstIssueMessage } from '#shared/schemas/field-errors.ts';
import { PasswordSchema } from '#shared/schemas/credentials.ts';
import { PhoneCodeForm } from '#web/components/phone-verification/phone-code-form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { useFailureAlert, type FormFailure } from '#web/components/ui/use-failure-alert.ts';
import { hasServerMessage } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { postReauthentication, requestReauthenticationCode } from '#web/lib/auth/reauthenticate.ts';
import { useFormState, type FieldMessages } from '#web/lib/forms/use-form-state.ts';

// Texts are read when shown (not at module load), so a test page in French reads them in French.

/** A refusal the server explained in words, or this operation's own text. */
const failureOf =
  (fallback: () => string) =>
  (error: unknown): FormFailure =>
    hasServerMessage(error)
      ? { message: error.message, fields: error.fields }
      : { message: fallback() };

const confirmFailureOf = failureOf(() => copy.auth.recentSignIn.failed);
const sendFailureOf = failureOf(() => copy.auth.otp.sendCodeFailed);
const resendFailureOf = failureOf(() => copy.auth.otp.resendCodeFailed);

interface RecentSignInDialogProps {
  open: boolean;
  /** The session's sign-in is recent again. */
  onConfirmed: () => void;
  onCancel: () => void;
}

export function RecentSignInDialog({ open, onConfirmed, onCancel }: RecentSignInDialogProps) {
  const passwordRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={copy.auth.recentSignIn.dialogTitle}
      initialFocusRef={passwordRef}
    >
      <ConfirmItsYou passwordRef={passwordRef} onConfirmed={onConfirmed} onCancel={onCancel} />
    </Dialog>
  );
}

type Step = { name: 'password' } | { name: 'code'; phone: string; resendAfterSeconds: number };
type PasswordValues = { password: string };

function validate(values: PasswordValues): FieldMessages<PasswordValues> {
  return { password: firstIssueMessage(PasswordSchema.safeParse(values.password)) ?? undefined };
}

/** The dialog's content: mounted each time it opens, so it starts afresh. */
function ConfirmItsYou({
  passwordRef,
  onConfirmed,
  onCancel,
}: {
  passwordRef: RefObject<HTMLInputElement | null>;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const t = copy.auth.recentSignIn;
  const { user } = useAuth();
  const phones = user?.phoneNumbers ?? [];
  const [step, setStep] = useState<Step>({ name: 'password' });
  const form = useFormState<PasswordValues>({ password: '' }, validate);
  const { failure, show: showAlert, clear: clearAlert, alertRef } = useFailureAlert();
  const withPassword = useMutation({ mutationFn: postReauthentication });
  const sendCode = useMutation({ mutationFn: requestReauthenticationCode });
  const registerPassword = form.register('password');
  const passwordFieldRef = useCallback(
    (element: HTMLInputElement | null) => {
      registerPassword(element);
      passwordRef.current = element;
    },
    [registerPassword, passwordRef],
  );

  function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (withPassword.isPending) return;
    clearAlert();
    if (!form.checkAll()) return;
    withPassword.mutate(
      { password: form.values.password },
      {
        onSuccess: onConfirmed,
        onError: (error) => {
          form.setValue('password', '');
          showAlert(confirmFailureOf(error));
        },
      },
    );
  }

  function textCodeTo(phone: string) {
    if (sendCode.isPending) return;
    clearAlert();
    sendCode.mutate(phone, {
      onSuccess: (sent) =>
        setStep({ name: 'code', phone: sent.phone, resendAfterSeconds: sent.resendAfterSeconds }),
      onError: (error) => showAlert(sendFailureOf(error)),
    });
  }

  if (step.name === 'code') {
    return (
      <PhoneCodeForm
        phone={step.phone}
        resendAfterSeconds={step.resendAfterSeconds}
        submitLabel={t.confirm}
        verifyCode={postReauthentication}
        resendCode={requestReauthenticationCode}
        verifyFailureOf={confirmFailureOf}
        resendFailureOf={resendFailureOf}
        onVerified={onConfirmed}
        // Back to the choice: the password, or a code to another number.
        onChangeNumber={() => setStep({ name: 'password' })}
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink-muted">{phones.length > 0 ? t.introWithPhone : t.intro}</p>
      {failure ? (
        <FormAlert ref={alertRef}>
          <p>{failure.message}</p>
        </FormAlert>
      ) : null}
      <form noValidate onSubmit={submitPassword} className="flex flex-col gap-4">
        <PasswordField
          ref={passwordFieldRef}
          label={accountCopy.accountForms.fields.password}
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onValueChange={(value) => form.setValue('password', value)}
          onBlur={() => form.touch('password')}
          error={form.errorOf('password')}
        />
        <Button type="submit" loading={withPassword.isPending} className="w-full">
          {t.confirm}
        </Button>
      </form>
      {phones.length > 0 ? (
        <ul className="flex flex-col gap-2 border-t border-line pt-4">
          {phones.map((phone) => (
            <li key={phone}>
              <Button
                variant="secondary"
                className="w-full"
                loading={sendCode.isPending && sendCode.variables === phone}
                disabled={sendCode.isPending}
                onClick={() => textCodeTo(phone)}
              >
                {t.textCodeTo(formatPhone(phone))}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button variant="link" onClick={onCancel} className="self-center">
        {copy.common.cancel}
      </Button>
    </div>
  );
}
