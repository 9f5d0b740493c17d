// Adding a phone number, inline in its card (docs/product.md §2, §4): the number, then the 6-digit code
// texted to it; the same two steps as phone sign-in, pointed at the add-phone calls. A sensitive
// change: both calls go through useRecentSignIn, which asks the customer to confirm it's them
// when their sign-in is not recent, then sends the call again.
import { useEffect, useRef, useState } from 'react';
import type { SessionUser } from '#shared/api/auth.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { PhoneCodeForm } from '#web/components/phone-verification/phone-code-form.tsx';
import { PhoneNumberForm } from '#web/components/phone-verification/phone-number-form.tsx';
import { useRecentSignIn } from '#web/components/recent-sign-in/use-recent-sign-in.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { requestAddPhoneCode } from '../api/request-add-phone-code.ts';
import { verifyAddPhone } from '../api/verify-add-phone.ts';
import type { PhoneCodeInput } from '#web/lib/auth/verify-phone-code.ts';
import { phoneFailure } from '../dashboard-errors.ts';

const t = accountCopy.customerArea.dashboard.phoneNumbers;

const requestFailureOf = (error: unknown) => phoneFailure('requestCode', error);
const resendFailureOf = (error: unknown) => phoneFailure('resendCode', error);
const verifyFailureOf = (error: unknown) => phoneFailure('verifyCode', error);

type Step = { name: 'number' } | { name: 'code'; phone: string; resendAfterSeconds: number };

interface AddPhoneFlowProps {
  onCancel: () => void;
  /** The customer as the server answered, the number added; and the number's 10 digits. */
  onAdded: (user: SessionUser, phone: string) => void;
}

export function AddPhoneFlow({ onCancel, onAdded }: AddPhoneFlowProps) {
  const [step, setStep] = useState<Step>({ name: 'number' });
  const [typed, setTyped] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { run, dialog } = useRecentSignIn();
  const requestCode = (phone: string) => run(() => requestAddPhoneCode(phone));
  const verifyCode = (input: PhoneCodeInput) => run(() => verifyAddPhone(input));

  // Opened by a button elsewhere in the card: move there, so keyboard and screen-reader users
  // land on the form they asked for.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const cancel = (
    <Button variant="link" onClick={onCancel}>
      {copy.common.cancel}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-line bg-surface-raised p-4 sm:p-5">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-ink outline-none">
        {t.addHeading}
      </h3>
      {step.name === 'code' ? (
        <PhoneCodeForm
          phone={step.phone}
          resendAfterSeconds={step.resendAfterSeconds}
          submitLabel={t.verifyAndAdd}
          verifyCode={verifyCode}
          resendCode={requestCode}
          verifyFailureOf={verifyFailureOf}
          resendFailureOf={resendFailureOf}
          onVerified={(user) => onAdded(user, step.phone)}
          onChangeNumber={() => setStep({ name: 'number' })}
          secondaryAction={cancel}
        />
      ) : (
        <PhoneNumberForm
          initialPhone={typed}
          hint={t.addHint}
          requestCode={requestCode}
          failureOf={requestFailureOf}
          onCodeSent={(input, sent) => {
            setTyped(input);
            setStep({
              name: 'code',
              phone: sent.phone,
              resendAfterSeconds: sent.resendAfterSeconds,
            });
          }}
          secondaryAction={cancel}
        />
      )}
      {dialog}
    </div>
  );
}
