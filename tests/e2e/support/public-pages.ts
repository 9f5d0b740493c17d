// The pages a visitor reaches from the site's menus and footer without an account, in the order
// the browser journeys walk them. The reset-password page is left out: it is reached from an
// emailed link, and a journey that needs it adds it.
import { paths } from '#web/config/paths.ts';

export const publicPages = [
  paths.home,
  paths.services,
  paths.pricing,
  paths.horoscope,
  paths.contact,
  paths.testimonials,
  paths.about,
  paths.terms,
  paths.privacy,
  paths.cookies,
  paths.login,
  paths.register,
];
