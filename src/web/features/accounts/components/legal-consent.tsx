// "By continuing, you agree to our Terms & Conditions and Privacy Policy." (docs/product.md §2: the
// screen links to /terms and /privacy).
import { Link } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { paths } from '#web/config/paths.ts';

export function LegalConsent() {
  const t = accountCopy.accountForms.legal;
  const footer = copy.navigation.footer;
  return (
    <p className="text-center text-xs text-ink-muted">
      {t.lead} <Link to={paths.terms.path}>{footer.termsAndConditions}</Link> {t.and}{' '}
      <Link to={paths.privacy.path}>{footer.privacyPolicy}</Link>
      {t.end}
    </p>
  );
}
