// The side panel of /register (docs/product.md §1, §2): why an account is worth it, the WELCOME25 offer,
// and the notice that an account is now required and minutes are bought in advance.
import { useId } from 'react';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { SuccessIcon } from '#web/components/ui/status-icons.tsx';

export function RegisterSidePanel() {
  const t = accountCopy.accountForms.registerPanel;
  const id = useId();
  const benefitsId = `${id}-benefits`;
  const promoId = `${id}-promo`;
  const noticeId = `${id}-notice`;

  return (
    <aside className="flex flex-col gap-6">
      <section
        aria-labelledby={benefitsId}
        className="rounded-2xl border border-line bg-surface p-6"
      >
        <h2 id={benefitsId} className="font-display text-xl font-semibold text-ink">
          {t.benefitsHeading}
        </h2>
        <ul className="mt-4 flex flex-col gap-4">
          {t.benefits.map((benefit) => (
            <li key={benefit.title} className="flex gap-3">
              <SuccessIcon className="mt-1 size-5 shrink-0 text-accent" />
              <div>
                <p className="font-semibold text-ink">{benefit.title}</p>
                <p className="text-sm text-ink-muted">{benefit.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby={promoId}
        className="rounded-2xl border-2 border-dashed border-accent bg-surface-raised p-6"
      >
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t.promoLabel}</p>
        <h2 id={promoId} className="mt-1 font-display text-2xl font-semibold text-ink">
          {t.promoTitle}
        </h2>
        <p className="mt-3">
          <code className="rounded-md bg-canvas px-3 py-1 font-mono text-lg font-bold tracking-widest text-accent">
            {t.promoCode}
          </code>
        </p>
        <p className="mt-3 text-sm text-ink-muted">{t.promoHow}</p>
      </section>

      <section aria-labelledby={noticeId} className="rounded-2xl border border-line bg-surface p-6">
        <h2 id={noticeId} className="font-display text-lg font-semibold text-ink">
          {t.noticeHeading}
        </h2>
        <p className="mt-2 text-sm text-ink">{t.noticeBody}</p>
      </section>
    </aside>
  );
}
