// Verifying a phone number, second step: the 6-digit code texted to it. From here the customer
// can change the number or, once the server allows it, have the code sent again. The caller
// says what verifying does (sign in, add the number) and which text each failure shows. It
// replaces the number's form: focus moves to the code field and "We sent a 6-digit code…" is
// announced, so a keyboard or screen-reader user is not left on <body> wondering.
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { PhoneCodeSentResponse } from '#shared/api/auth.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { firstIssueMessage } from '#shared/schemas/field-errors.ts';
import { OtpCodeSchema } from '#shared/schemas/otp.ts';
import { formatPhone } from '#shared/format/display.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { announce } from '#web/lib/a11y/announce.ts';
import { useFailureAlert, type FormFailure } from '#web/components/ui/use-failure-alert.ts';
import type { PhoneCodeInput } from '#web/lib/auth/verify-phone-code.ts';
import { useFormState, type FieldMessages } from '#web/lib/forms/use-form-state.ts';
import { useCountdown } from '#web/lib/use-countdown.ts';

type CodeValues = { code: string };

function validate(values: CodeValues): FieldMessages<CodeValues> {
  return { code: firstIssueMessage(OtpCodeSchema.safeParse(values.code)) ?? undefined };
}

export interface PhoneCodeFormProps<Result> {
  /** The 10 digits the code went to, as the server answered. */
  phone: string;
  resendAfterSeconds: number;
  submitLabel: string;
  verifyCode: (input: PhoneCodeInput) => Promise<Result>;
  /** Texts a new code to the same number. */
  resendCode: (phone: string) => Promise<PhoneCodeSentResponse>;
  verifyFailureOf: (error: unknown) => FormFailure;
  resendFailureOf: (error: unknown) => FormFailure;
  onVerified?: (result: Result) => void;
  onChangeNumber: () => void;
  /** After "Change number" (a Cancel where the flow can be left). */
  secondaryAction?: ReactNode;
}

export function PhoneCodeForm<Result>({
  phone,
  resendAfterSeconds,
  submitLabel,
  verifyCode,
  resendCode,
  verifyFailureOf,
  resendFailureOf,
  onVerified,
  onChangeNumber,
  secondaryAction,
}: PhoneCodeFormProps<Result>) {
  const t = accountCopy.accountForms;
  const form = useFormState<CodeValues>({ code: '' }, validate);
  const { failure: shownFailure, show: showAlert, clear: clearAlert, alertRef } = useFailureAlert();
  const verify = useMutation({ mutationFn: verifyCode });
  const resend = useMutation({ mutationFn: resendCode });
  // Each code sent restarts the wait before the next one.
  const [sending, setSending] = useState({ count: 1, waitSeconds: resendAfterSeconds });
  const secondsLeft = useCountdown(sending.waitSeconds, sending.count);
  const sentText = copy.auth.otp.codeSent(formatPhone(phone));

  const codeField = useRef<HTMLInputElement | null>(null);
  const registerCode = form.register('code');
  const codeRef = useCallback(
    (element: HTMLInputElement | null) => {
      registerCode(element);
      codeField.current = element;
    },
    [registerCode],
  );
  // Once, when the code was just sent: where to type it, and what happened.
  const sentAnnounced = useRef(false);
  useEffect(() => {
    if (sentAnnounced.current) return;
    sentAnnounced.current = true;
    codeField.current?.focus();
    announce(sentText);
  }, [sentText]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verify.isPending) return;
    clearAlert();
    if (!form.checkAll()) return;
    verify.mutate(
      { phone, code: OtpCodeSchema.parse(form.values.code) },
      {
        onSuccess: (result) => onVerified?.(result),
        onError: (error) => {
          const failure = verifyFailureOf(error);
          showAlert(failure, { focus: !form.showServerMessages(failure.fields) });
        },
      },
    );
  }

  function sendAgain() {
    clearAlert();
    resend.mutate(phone, {
      onSuccess: (sent) =>
        setSending((current) => ({
          count: current.count + 1,
          waitSeconds: sent.resendAfterSeconds,
        })),
      onError: (error) => showAlert(resendFailureOf(error)),
    });
  }

  const waiting = secondsLeft > 0;

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <p className="text-ink">{sentText}</p>
      {shownFailure ? (
        <FormAlert ref={alertRef}>
          <p>{shownFailure.message}</p>
        </FormAlert>
      ) : null}
      {resend.isSuccess && !shownFailure ? <FormStatus>{t.phone.codeResent}</FormStatus> : null}

      <TextField
        ref={codeRef}
        label={t.fields.code}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={copy.auth.otp.codePlaceholder}
        className="tracking-[0.3em] placeholder:tracking-normal"
        value={form.values.code}
        onValueChange={(value) => form.setValue('code', value)}
        onBlur={() => form.touch('code')}
        error={form.errorOf('code')}
      />
      <Button type="submit" loading={verify.isPending} className="w-full">
        {submitLabel}
      </Button>

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <Button variant="link" onClick={onChangeNumber}>
          {t.phone.changeNumber}
        </Button>
        <Button variant="link" onClick={sendAgain} disabled={waiting} loading={resend.isPending}>
          {waiting ? t.phone.resendIn(secondsLeft) : t.phone.resendCode}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
