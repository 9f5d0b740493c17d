// Texts of the content pages: about, services, contact, pricing, terms, privacy, cookies,
// testimonials, welcome and horoscope (written by the content pages feature), one file per
// page under content/, gathered here as the one `content` object.
import { common } from './content/common.ts';
import { about } from './content/about.ts';
import { services } from './content/services.ts';
import { contact } from './content/contact.ts';
import { pricing } from './content/pricing.ts';
import { terms } from './content/terms.ts';
import { privacy } from './content/privacy.ts';
import { cookies } from './content/cookies.ts';
import { testimonials } from './content/testimonials.ts';
import { welcome } from './content/welcome.ts';
import { horoscope } from './content/horoscope.ts';
import { advisorProfile } from './content/advisor-profile.ts';

export type { ContentSection, FactText, LegalDocument, SiteFacts } from './content/types.ts';

export const content = {
  common,
  about,
  services,
  contact,
  pricing,
  terms,
  privacy,
  cookies,
  testimonials,
  welcome,
  horoscope,
  advisorProfile,
};
