// Verifying a phone number, first step: the number (docs/product.md §5 rules on blur). The caller says
// where the code request goes (phone sign-in, adding a number to an account) and which text
// each failure shows; the server normalises the number and texts a code to it.
import type { FormEvent, ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { PhoneCodeSentResponse } from '#shared/api/auth.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { firstIssueMessage } from '#shared/schemas/field-errors.ts';
import { PhoneFieldSchema } from '#shared/schemas/phone.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useFailureAlert, type FormFailure } from '#web/components/ui/use-failure-alert.ts';
import { useFormState, type FieldMessages } from '#web/lib/forms/use-form-state.ts';

type PhoneValues = { phone: string };

function validate(values: PhoneValues): FieldMessages<PhoneValues> {
  return { phone: firstIssueMessage(PhoneFieldSchema.safeParse(values.phone)) ?? undefined };
}

export interface PhoneNumberFormProps {
  initialPhone: string;
  /** Under the field's label: which number to enter. */
  hint: string;
  /** Asks the server to text a code to the (trimmed) number. */
  requestCode: (phone: string) => Promise<PhoneCodeSentResponse>;
  /** The text (and field messages) a failed request shows. */
  failureOf: (error: unknown) => FormFailure;
  onCodeSent: (typed: string, sent: PhoneCodeSentResponse) => void;
  /** Beside the submit button (a Cancel where the form can be left). */
  secondaryAction?: ReactNode;
}

export function PhoneNumberForm({
  initialPhone,
  hint,
  requestCode,
  failureOf,
  onCodeSent,
  secondaryAction,
}: PhoneNumberFormProps) {
  const t = accountCopy.accountForms;
  const form = useFormState<PhoneValues>({ phone: initialPhone }, validate);
  const { failure: shownFailure, show: showAlert, clear: clearAlert, alertRef } = useFailureAlert();
  const request = useMutation({ mutationFn: requestCode });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    clearAlert();
    if (!form.checkAll()) return;
    const typed = form.values.phone;
    request.mutate(PhoneFieldSchema.parse(typed), {
      onSuccess: (sent) => onCodeSent(typed, sent),
      onError: (error) => {
        const failure = failureOf(error);
        showAlert(failure, { focus: !form.showServerMessages(failure.fields) });
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {shownFailure ? (
        <FormAlert ref={alertRef}>
          <p>{shownFailure.message}</p>
        </FormAlert>
      ) : null}
      <TextField
        ref={form.register('phone')}
        label={t.fields.phone}
        hint={hint}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={form.values.phone}
        onValueChange={(value) => form.setValue('phone', value)}
        onBlur={() => form.touch('phone')}
        error={form.errorOf('phone')}
      />
      {secondaryAction ? (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {secondaryAction}
          <Button type="submit" loading={request.isPending}>
            {t.phone.sendCode}
          </Button>
        </div>
      ) : (
        <Button type="submit" loading={request.isPending} className="w-full">
          {t.phone.sendCode}
        </Button>
      )}
    </form>
  );
}
