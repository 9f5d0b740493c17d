// Texts of the content pages in Canadian French, one file per page under content/, gathered here
// as the one `content` object, typed by the English so a missing or extra text is a compile error.
//
// The catalogue's glossary and typography rules are in ./index.ts. Choices particular to these
// pages, to keep them consistent:
// - reading: consultation; callers, customers: "notre clientèle"; clairvoyance: voyance;
//   mediumship: médiumnité; curse removal: levée de malédiction.
// - support team: service à la clientèle; chat: clavardage; support hours: heures de service;
//   9 AM - 9 PM EST: de 9 h à 21 h (heure de l'Est).
// - coupon bonus minutes / cashback minutes: minutes en prime (des coupons) / minutes de remise
//   (docs/glossary-fr-CA.md).
// - Privacy Officer: responsable de la protection des renseignements personnels; analytics:
//   analyse d'audience; local storage: stockage local.
// - Legal names: Loi sur la protection du consommateur, Office de la protection du consommateur,
//   Division des petites créances de la Cour du Québec, action collective, Loi sur la protection
//   des renseignements personnels dans le secteur privé, Loi 25, LPRPDE, Commission d'accès à
//   l'information, Commissariat à la protection de la vie privée du Canada, évaluation des
//   facteurs relatifs à la vie privée.
// - Page and button names quoted in running text follow the interface, in lower case where a
//   French sentence names a document: conditions générales, politique de confidentialité,
//   politique relative aux témoins, « Supprimer mon compte », « J'ai compris », « Paramètres des
//   témoins », la page Tarifs, la page Acheter des minutes.
// - Addresses in Québec style: « Montréal (Québec)  H2X 1Y4 », written by
//   src/shared/format/postal-address.ts from BUSINESS_ADDRESS.
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
import type { content as english } from '../en/content.ts';

export const content: typeof english = {
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
