// The footer's contact facts (docs/product.md §1, §2): support email, service phone, support hours,
// the business's legal name and Montréal address (BUSINESS_ADDRESS, in the page's postal form),
// and the Expert Application Form: the site's own /advisors/apply, or the outside form
// EXPERT_APPLICATION_URL names when it is set (docs/decisions/049).
import { Link } from 'react-router';
import type { PublicConfig } from '#shared/api/public-config.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { formatServicePhone } from '#shared/format/display.ts';
import { paths } from '#web/config/paths.ts';
import { postalAddressLines } from '#shared/format/postal-address.ts';
import { ExternalLink } from './external-link.tsx';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from './layout-icons.tsx';
import { telHref } from './tel-href.ts';

const f = copy.navigation.footer;
const linkClassName = 'text-ink-muted hover:text-accent';

export function FooterContact({ config }: { config: PublicConfig | undefined }) {
  return (
    <ul className="flex flex-col gap-2 text-ink-muted">
      {config ? (
        <>
          <li className="flex items-start gap-2">
            <MailIcon className="mt-1 size-4 shrink-0 text-accent" />
            <span className="sr-only">{f.email}: </span>
            <a href={`mailto:${config.supportEmail}`} className={`${linkClassName} break-all`}>
              {config.supportEmail}
            </a>
          </li>
          <li className="flex items-start gap-2">
            <PhoneIcon className="mt-1 size-4 shrink-0 text-accent" />
            <span className="sr-only">{f.phone}: </span>
            <a href={telHref(config.servicePhone)} className={linkClassName}>
              {formatServicePhone(config.servicePhone)}
            </a>
          </li>
        </>
      ) : null}
      <li className="flex items-start gap-2">
        <ClockIcon className="mt-1 size-4 shrink-0 text-accent" />
        {f.supportHours}
      </li>
      {config ? (
        <li className="flex items-start gap-2">
          <PinIcon className="mt-1 size-4 shrink-0 text-accent" />
          <address className="not-italic">
            <span className="sr-only">{f.address}: </span>
            {postalAddressLines(config.businessAddress).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </li>
      ) : null}
      <li>
        {config?.expertApplicationUrl ? (
          <ExternalLink href={config.expertApplicationUrl} className={linkClassName}>
            {f.expertApplication}
          </ExternalLink>
        ) : (
          <Link to={paths.advisorApply.path} className={linkClassName}>
            {f.expertApplication}
          </Link>
        )}
      </li>
    </ul>
  );
}
