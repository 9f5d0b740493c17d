// Phone sign-in, second step: the 6-digit code texted to the number. Success needs nothing
// here: the signed-in state takes the visitor on (docs/product.md §4).
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { PhoneCodeForm } from '#web/components/phone-verification/phone-code-form.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { accountFailure } from '../account-errors.ts';
import { requestPhoneCode } from '../api/request-phone-code.ts';

const verifyFailureOf = (error: unknown) => accountFailure('verifyPhoneCode', error);
const resendFailureOf = (error: unknown) => accountFailure('resendPhoneCode', error);

interface PhoneCodeStepProps {
  /** The 10 digits the code went to, as the server answered. */
  phone: string;
  resendAfterSeconds: number;
  onChangeNumber: () => void;
}

export function PhoneCodeStep({ phone, resendAfterSeconds, onChangeNumber }: PhoneCodeStepProps) {
  const { signInWithPhone } = useAuth();
  return (
    <PhoneCodeForm
      phone={phone}
      resendAfterSeconds={resendAfterSeconds}
      submitLabel={accountCopy.accountForms.phone.verify}
      verifyCode={signInWithPhone}
      resendCode={requestPhoneCode}
      verifyFailureOf={verifyFailureOf}
      resendFailureOf={resendFailureOf}
      onChangeNumber={onChangeNumber}
    />
  );
}
