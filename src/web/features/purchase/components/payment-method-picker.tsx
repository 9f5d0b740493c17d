// PayPal (which also takes credit and debit cards) or Interac, as a radio group: the
// methods the site offers (PAYMENT_METHODS), a lone one shown chosen, so the buyer still sees
// how they will pay.
import { useId } from 'react';
import type { PaymentMethod } from '#shared/api/payment-methods.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { RadioCard } from './radio-card.tsx';
import { SectionHeading } from './section-heading.tsx';

const labels: Record<PaymentMethod, { title: string; hint: string }> = {
  paypal: {
    title: accountCopy.checkout.paymentMethod.paypal,
    hint: accountCopy.checkout.paymentMethod.paypalHint,
  },
  interac: {
    title: accountCopy.checkout.paymentMethod.interac,
    hint: accountCopy.checkout.paymentMethod.interacHint,
  },
};

interface PaymentMethodPickerProps {
  offered: readonly PaymentMethod[];
  selected: PaymentMethod;
  onSelect: (method: PaymentMethod) => void;
}

export function PaymentMethodPicker({ offered, selected, onSelect }: PaymentMethodPickerProps) {
  const headingId = useId();
  const groupName = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <SectionHeading id={headingId}>{accountCopy.checkout.paymentMethod.heading}</SectionHeading>
      <div role="radiogroup" aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2">
        {offered.map((method) => (
          <RadioCard
            key={method}
            name={groupName}
            value={method}
            checked={selected === method}
            onSelect={() => onSelect(method)}
            title={labels[method].title}
          >
            <span className="text-sm">{labels[method].hint}</span>
          </RadioCard>
        ))}
      </div>
    </section>
  );
}
