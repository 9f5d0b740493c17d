// The dashboard's notice while the account is on hold: a payment dispute is open (docs/decisions/
// 027) or our support team put it on hold (docs/decisions/047), so the customer can neither buy
// minutes nor call; it says why and how to resolve it, with the support address from the
// configuration.
import { useId } from 'react';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { ErrorIcon } from '#web/components/ui/status-icons.tsx';
import { usePublicConfig } from '#web/lib/public-config.ts';

const t = accountCopy.customerArea.dashboard.accountHold;

export function AccountHoldBanner({ reason }: { reason: 'payment_dispute' | 'operator_hold' }) {
  const headingId = useId();
  const supportEmail = usePublicConfig().data?.supportEmail;
  return (
    <section
      aria-labelledby={headingId}
      className="flex items-start gap-3 rounded-2xl border-2 border-danger/70 bg-danger/10 p-5 text-ink sm:p-6"
    >
      <ErrorIcon className="mt-1 size-6 shrink-0 text-danger" />
      <div className="flex min-w-0 flex-col gap-2">
        <h2 id={headingId} className="font-display text-xl font-semibold">
          {t.heading}
        </h2>
        <p>{reason === 'operator_hold' ? t.heldBody : t.body}</p>
        {supportEmail ? (
          <p>
            {t.contact}{' '}
            <a href={`mailto:${supportEmail}`} className="font-semibold break-all underline">
              {supportEmail}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
