// Page titles and descriptions (one per route of docs/product.md §2), the 404 screen and the router's
// error screen.
export const pages = {
  titles: {
    home: 'Live Psychic Readings by Phone',
    login: 'Sign In',
    register: 'Create Account',
    resetPassword: 'Set a New Password',
    dashboard: 'Dashboard',
    purchase: 'Buy Credits',
    about: 'About Us',
    services: 'Services',
    contact: 'Contact',
    pricing: 'Pricing',
    terms: 'Terms & Conditions',
    privacy: 'Privacy Policy',
    testimonials: 'Testimonials',
    profile: 'Profile',
    cookies: 'Cookie Policy',
    welcome: 'Welcome',
    horoscope: 'Daily Horoscope',
    advisorApply: 'Become an Advisor',
    notFound: 'Page Not Found',
  },
  /** The document title: "Pricing | Lumina Psychics". */
  documentTitle: (page: string, brand: string) => `${page} | ${brand}`,
  /** The description every page carries until it sets its own (index.html holds a copy). */
  defaultDescription:
    'Talk to an experienced psychic advisor by phone, 24/7, anywhere in Canada. Buy prepaid minutes that never expire.',
  /** Shown by browsers that run no JavaScript (index.html holds a copy). */
  noScript: 'This site needs JavaScript. Please turn it on in your browser and reload the page.',
  notFound: {
    title: 'Page Not Found',
    body: 'The page you are looking for does not exist or has moved.',
  },
  routeError: {
    title: 'Unexpected Application Error!',
    body: 'Something went wrong while showing this page. Please reload it or return home.',
    reload: 'Reload',
  },
};
