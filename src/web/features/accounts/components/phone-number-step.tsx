// Phone sign-in, first step: the number (spec §5 rules on blur); the server normalises it and
// texts a code to it.
import type { FormEvent } from 'react';
import type { PhoneCodeSentResponse } from '#shared/api/auth.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { firstIssueMessage } from '#shared/schemas/field-errors.ts';
import { PhoneFieldSchema } from '#shared/schemas/phone.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useFormState, type FieldMessages } from '#web/lib/forms/use-form-state.ts';
import { accountFailure } from '../account-errors.ts';
import { useRequestPhoneCode } from '../api/request-phone-code.ts';
import { useFailureAlert } from '../hooks/use-failure-alert.ts';

type PhoneValues = { phone: string };

function validate(values: PhoneValues): FieldMessages<PhoneValues> {
  return { phone: firstIssueMessage(PhoneFieldSchema.safeParse(values.phone)) ?? undefined };
}

interface PhoneNumberStepProps {
  initialPhone: string;
  onCodeSent: (typed: string, sent: PhoneCodeSentResponse) => void;
}

export function PhoneNumberStep({ initialPhone, onCodeSent }: PhoneNumberStepProps) {
  const t = copy.accountForms;
  const form = useFormState<PhoneValues>({ phone: initialPhone }, validate);
  const { failure: shownFailure, show: showAlert, clear: clearAlert, alertRef } = useFailureAlert();
  const request = useRequestPhoneCode();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    clearAlert();
    if (!form.checkAll()) return;
    const typed = form.values.phone;
    request.mutate(PhoneFieldSchema.parse(typed), {
      onSuccess: (sent) => onCodeSent(typed, sent),
      onError: (error) => {
        const failure = accountFailure('requestPhoneCode', error);
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
        hint={t.fields.phoneHint}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={form.values.phone}
        onValueChange={(value) => form.setValue('phone', value)}
        onBlur={() => form.touch('phone')}
        error={form.errorOf('phone')}
      />
      <Button type="submit" loading={request.isPending} className="w-full">
        {t.phone.sendCode}
      </Button>
    </form>
  );
}
