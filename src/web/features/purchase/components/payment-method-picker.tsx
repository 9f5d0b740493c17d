// PayPal (which also takes credit and debit cards) or Interac, as a radio group (spec §2).
import { useId } from 'react';
import { paymentMethods, type PaymentMethod } from '#shared/api/payments.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { RadioCard } from './radio-card.tsx';
import { SectionHeading } from './section-heading.tsx';

const labels: Record<PaymentMethod, { title: string; hint: string }> = {
  paypal: {
    title: copy.checkout.paymentMethod.paypal,
    hint: copy.checkout.paymentMethod.paypalHint,
  },
  interac: {
    title: copy.checkout.paymentMethod.interac,
    hint: copy.checkout.paymentMethod.interacHint,
  },
};

interface PaymentMethodPickerProps {
  selected: PaymentMethod;
  onSelect: (method: PaymentMethod) => void;
}

export function PaymentMethodPicker({ selected, onSelect }: PaymentMethodPickerProps) {
  const headingId = useId();
  const groupName = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <SectionHeading id={headingId}>{copy.checkout.paymentMethod.heading}</SectionHeading>
      <div role="radiogroup" aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2">
        {paymentMethods.map((method) => (
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
