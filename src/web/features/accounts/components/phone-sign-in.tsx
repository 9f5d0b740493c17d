// Sign-in by phone (docs/product.md §2, §4): the number, then the code. Changing the number goes back to
// the first step with what was typed.
import { useState } from 'react';
import { PhoneCodeStep } from './phone-code-step.tsx';
import { PhoneNumberStep } from './phone-number-step.tsx';

type Step = { name: 'number' } | { name: 'code'; phone: string; resendAfterSeconds: number };

export function PhoneSignIn() {
  const [step, setStep] = useState<Step>({ name: 'number' });
  const [typed, setTyped] = useState('');

  if (step.name === 'code') {
    return (
      <PhoneCodeStep
        phone={step.phone}
        resendAfterSeconds={step.resendAfterSeconds}
        onChangeNumber={() => setStep({ name: 'number' })}
      />
    );
  }
  return (
    <PhoneNumberStep
      initialPhone={typed}
      onCodeSent={(input, sent) => {
        setTyped(input);
        setStep({ name: 'code', phone: sent.phone, resendAfterSeconds: sent.resendAfterSeconds });
      }}
    />
  );
}
