// Header, mobile menu and footer labels (docs/product.md §2, "Layout on every page").
export const navigation = {
  home: 'Home',
  services: 'Services',
  pricing: 'Pricing',
  horoscope: 'Horoscope',
  contact: 'Contact',
  testimonials: 'Testimonials',
  about: 'About',
  winCredits: 'Win Credits',
  account: 'Account',
  dashboard: 'Dashboard',
  buyCredits: 'Buy Credits',
  profile: 'Profile',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  login: 'Login',
  register: 'Register',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main navigation',
  /** The mobile slide-in menu's name for screen readers. */
  mobileMenu: 'Menu',
  /** The first focusable element of every page (WCAG 2.4.1, bypass blocks). */
  skipToContent: 'Skip to main content',
  greetingMorning: 'Good Morning',
  greetingEvening: 'Good Evening',
  callNowBar: (phone: string) => `Call now: ${phone}`,
  /** The call-now bar's landmark, for screen-reader users moving by regions. */
  callNowRegion: 'Call us',
  /**
   * The FR/EN switch . Each language is named in itself, in both catalogues, so a
   * visitor finds their own language whichever page they are on; French comes first.
   */
  language: {
    label: 'Language',
    names: { 'fr-CA': 'Français', en: 'English' },
    short: { 'fr-CA': 'FR', en: 'EN' },
  },
  footer: {
    quickLinks: 'Quick Links',
    legal: 'Legal',
    contact: 'Contact',
    aboutUs: 'About Us',
    termsAndConditions: 'Terms & Conditions',
    privacyPolicy: 'Privacy Policy',
    cookiePolicy: 'Cookie Policy',
    /** Reopens the cookie choice (Québec Law 25: consent can be withdrawn as easily as given). */
    cookieSettings: 'Cookie settings',
    email: 'Email',
    phone: 'Phone',
    supportHours: 'Support: 9 AM - 9 PM EST',
    /** Said after a link that opens another tab, for screen readers. */
    opensInNewTab: '(opens in a new tab)',
    /** Read before the business's mailing address. */
    address: 'Mailing address',
    expertApplication: 'Expert Application Form',
    social: 'Follow us',
    facebook: 'Facebook',
    twitter: 'Twitter',
    instagram: 'Instagram',
    copyright: (year: number, brand: string) => `© ${year} ${brand}. All rights reserved.`,
  },
};
