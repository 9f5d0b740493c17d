// How to reach support (docs/product.md §1): email, phone, the chat widget when one is configured, the
// hours and the city. Contacts come from the configuration, never from the code.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { formatServicePhone } from '#shared/format/display.ts';
import { toDialNumber } from '#shared/phone/phone.ts';
import { paths } from '#web/config/paths.ts';
import { usePublicConfig } from '#web/lib/public-config.ts';

function Channel({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-6">
      <dt className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-2 text-lg font-semibold break-words text-ink">{value}</dd>
      {hint ? <dd className="mt-1 text-sm text-ink-muted">{hint}</dd> : null}
    </div>
  );
}

export function ContactChannels() {
  const t = contentCopy.contact;
  const headingId = useId();
  const config = usePublicConfig().data;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
        {t.channelsHeading}
      </h2>
      <dl
        className={`mt-6 grid gap-4 sm:grid-cols-2 ${config?.chatWidgetUrl ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
      >
        {config ? (
          <>
            <Channel
              label={t.email.label}
              value={<a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>}
              hint={t.email.hint}
            />
            <Channel
              label={t.phone.label}
              value={
                <a href={`tel:${toDialNumber(config.servicePhone) ?? config.servicePhone}`}>
                  {formatServicePhone(config.servicePhone)}
                </a>
              }
              hint={t.phone.hint}
            />
            {/* Only promise the chat when the widget is there to open. */}
            {config.chatWidgetUrl ? (
              <Channel label={t.chat.label} value={t.chat.value} hint={t.chat.hint} />
            ) : null}
          </>
        ) : null}
        <Channel
          label={t.hours.label}
          value={contentCopy.common.supportHours}
          hint={t.hours.hint}
        />
        <Channel label={t.location.label} value={contentCopy.common.city} />
      </dl>
      <p className="mt-6 max-w-3xl text-ink">
        {t.privacyLead} <Link to={`${paths.privacy.path}#officer`}>{t.privacyLink}</Link>
        {t.privacyEnd}
      </p>
    </section>
  );
}
