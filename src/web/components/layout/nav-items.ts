// The link lists of the header, the mobile menu and the footer, exactly as docs/product.md §2 orders them.
import { copy } from '#shared/copy/catalogue.ts';
import { paths } from '#web/config/paths.ts';

export interface NavItem {
  to: string;
  label: string;
}

const n = copy.navigation;

/** Header (desktop): Home, Services, Pricing, Horoscope, Contact. */
export const desktopNavItems: readonly NavItem[] = [
  { to: paths.home.path, label: n.home },
  { to: paths.services.path, label: n.services },
  { to: paths.pricing.path, label: n.pricing },
  { to: paths.horoscope.path, label: n.horoscope },
  { to: paths.contact.path, label: n.contact },
];

/** Mobile menu: Home, Services, Pricing, Testimonials, Horoscope, About, Contact. */
export const mobileNavItems: readonly NavItem[] = [
  { to: paths.home.path, label: n.home },
  { to: paths.services.path, label: n.services },
  { to: paths.pricing.path, label: n.pricing },
  { to: paths.testimonials.path, label: n.testimonials },
  { to: paths.horoscope.path, label: n.horoscope },
  { to: paths.about.path, label: n.about },
  { to: paths.contact.path, label: n.contact },
];

/** The mobile menu's Account section, for a signed-in customer. */
export const accountNavItems: readonly NavItem[] = [
  { to: paths.dashboard.path, label: n.dashboard },
  { to: paths.purchase.path, label: n.buyCredits },
  { to: paths.profile.path, label: n.profile },
];

/** Footer, Quick Links: Home, Sign In, Buy Credits, Testimonials, About Us. */
export const footerQuickLinks: readonly NavItem[] = [
  { to: paths.home.path, label: n.home },
  { to: paths.login.path, label: n.signIn },
  { to: paths.purchase.path, label: n.buyCredits },
  { to: paths.testimonials.path, label: n.testimonials },
  { to: paths.about.path, label: n.footer.aboutUs },
];

/** Footer, Legal: Terms & Conditions, Privacy Policy, Cookie Policy. */
export const footerLegalLinks: readonly NavItem[] = [
  { to: paths.terms.path, label: n.footer.termsAndConditions },
  { to: paths.privacy.path, label: n.footer.privacyPolicy },
  { to: paths.cookies.path, label: n.footer.cookiePolicy },
];
