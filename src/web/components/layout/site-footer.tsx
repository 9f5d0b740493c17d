// The footer (docs/product.md §2): Quick Links; Legal, with "Cookie settings" to change the cookie choice
// at any time (Québec Law 25); contact facts; social links when configured; the copyright line
// with the current year.
import { Link } from 'react-router';
import type { PublicConfig } from '#shared/api/public-config.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { useConsent } from '#web/lib/consent/consent-context.tsx';
import { FooterContact } from './footer-contact.tsx';
import { FooterSocial } from './footer-social.tsx';
import { footerLegalLinks, footerQuickLinks, type NavItem } from './nav-items.ts';

const f = copy.navigation.footer;
const linkClassName = 'text-ink-muted hover:text-accent';
const headingClassName = 'font-display text-lg font-semibold text-ink';

function LinkList({ items }: { items: readonly NavItem[] }) {
  return items.map((item) => (
    <li key={item.to}>
      <Link to={item.to} className={linkClassName}>
        {item.label}
      </Link>
    </li>
  ));
}

function hasSocialLinks(config: PublicConfig | undefined): boolean {
  return Object.values(config?.socialLinks ?? {}).some(Boolean);
}

export function SiteFooter({ config }: { config: PublicConfig | undefined }) {
  const { reopen } = useConsent();

  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <nav aria-label={f.quickLinks}>
          <h2 className={headingClassName}>{f.quickLinks}</h2>
          <ul className="mt-3 flex flex-col gap-2">
            <LinkList items={footerQuickLinks} />
          </ul>
        </nav>
        <nav aria-label={f.legal}>
          <h2 className={headingClassName}>{f.legal}</h2>
          <ul className="mt-3 flex flex-col gap-2">
            <LinkList items={footerLegalLinks} />
            <li>
              <button
                type="button"
                onClick={reopen}
                className={`${linkClassName} text-left underline underline-offset-[0.2em]`}
              >
                {f.cookieSettings}
              </button>
            </li>
          </ul>
        </nav>
        {/* Without social links, the contact facts take their room too. */}
        <div className={hasSocialLinks(config) ? '' : 'lg:col-span-2'}>
          <h2 className={headingClassName}>{f.contact}</h2>
          <div className="mt-3">
            <FooterContact config={config} />
          </div>
        </div>
        {config ? <FooterSocial links={config.socialLinks} /> : null}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto w-full max-w-6xl px-4 py-4 text-sm text-ink-muted sm:px-6">
          {config ? <p>{f.copyright(new Date().getFullYear(), config.brandName)}</p> : null}
        </div>
      </div>
    </footer>
  );
}
