// What a buyer should know besides the figures: minutes never expire, how calls are billed,
// coupons, the welcome offer, and where refunds are explained.
import { useId } from 'react';
import { Link } from 'react-router';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { paths } from '#web/config/paths.ts';

export function PricingNotes() {
  const t = contentCopy.pricing;
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="max-w-3xl">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
        {t.notesHeading}
      </h2>
      <ul className="mt-4 flex list-disc flex-col gap-2 pl-6 text-ink marker:text-accent">
        <li>{t.notes.neverExpire}</li>
        <li>{t.notes.billing}</li>
        <li>{t.notes.coupons}</li>
        <li>
          {t.notes.terms} <Link to={paths.terms.path}>{t.notes.termsLink}</Link>
          {t.notes.termsEnd}
        </li>
      </ul>
      <p className="mt-6 rounded-2xl border-2 border-dashed border-accent bg-surface-raised p-5 text-ink">
        {t.welcomeOffer}{' '}
        <Link to={paths.register.path} className="font-semibold">
          {t.welcomeOfferLink}
        </Link>
      </p>
    </section>
  );
}
