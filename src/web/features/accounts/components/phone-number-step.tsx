// Phone sign-in, first step: the number verified on the account; the server texts a code to it.
import type { PhoneCodeSentResponse } from '#shared/api/auth.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { PhoneNumberForm } from '#web/components/phone-verification/phone-number-form.tsx';
import { accountFailure } from '../account-errors.ts';
import { requestPhoneCode } from '../api/request-phone-code.ts';

const failureOf = (error: unknown) => accountFailure('requestPhoneCode', error);

interface PhoneNumberStepProps {
  initialPhone: string;
  onCodeSent: (typed: string, sent: PhoneCodeSentResponse) => void;
}

export function PhoneNumberStep({ initialPhone, onCodeSent }: PhoneNumberStepProps) {
  return (
    <PhoneNumberForm
      initialPhone={initialPhone}
      hint={accountCopy.accountForms.fields.phoneHint}
      requestCode={requestPhoneCode}
      failureOf={failureOf}
      onCodeSent={onCodeSent}
    />
  );
}
