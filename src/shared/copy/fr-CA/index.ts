// The Canadian French (fr-CA) copy catalogue: every user-visible text of the product, as written
// in Québec (Office québécois de la langue française usage). Typed `Copy`, so a missing or extra
// text, or a placeholder with other parameters, is a compile error. Each module mirrors the
// English module of the same name.
//
// Glossary, to keep every text consistent (one term per concept: docs/glossary-fr-CA.md, checked
// by glossary.test.ts):
//   advisor                 conseiller, conseillère; plural "conseillers et conseillères";
//                           generic singular "votre conseiller ou conseillère"; where a doublet
//                           is too long, a form without gender ("profil", "cette personne",
//                           "En consultation" for Busy)
//   psychic (person)        voyant, voyante (same doublet rules); the service: voyance
//   reading                 consultation (tarot reading: tirage de tarot)
//   minutes / credits       minutes ("Acheter des minutes", "forfait de minutes"); balance: solde
//   package                 forfait (Essentiel, Standard, Privilège, Ultime)
//   free / bonus minutes    minutes gratuites / minutes en prime (a coupon's)
//   monthly cashback        remise mensuelle; its minutes: minutes de remise
//   coupon, promo code      coupon ("Coupon X accepté"), code promo; discount: rabais ("25 % de rabais")
//   GST / QST               TPS / TVQ; "taxes en sus" after a price before tax
//   receipt, order          reçu, commande ("Numéro de commande")
//   email, SMS              courriel, texto; email address: adresse courriel; the profile's
//                           email notifications: avis par courriel
//   sign in / sign out      se connecter / se déconnecter (title: Connexion); the line's advisor
//                           menu: ouvrir / fermer une session
//   register                s'inscrire, créer un compte
//   extension, # key        poste, le carré ("suivi du carré"); keys: "faites le 1"
//   phone PIN               NIP téléphonique (NIP for short)
//   caller ID, toll-free    afficheur, sans frais; 24/7: 24 heures sur 24, 7 jours sur 7
//   cookie                  témoin (Politique relative aux témoins)
//   Terms & Conditions      Conditions générales; Privacy Policy: Politique de confidentialité
//   Contact (page)          Nous joindre; support: service à la clientèle
//   Black Friday            Vendredi fou
// Typography: sentence case; vouvoiement; the typographic apostrophe (’); a non-breaking space
// (\u00a0) before a colon, inside « guillemets » and between a number and its unit, none before
// ; ! ?; numbers, percentages and amounts through Intl for 'fr-CA' (format.ts), never by hand;
// dates, times and phone numbers through src/shared/format/display.ts (« 1er novembre 2026 »,
// « 14 h 30 », « 514 555-0101 »). The SMS keeps to the GSM alphabet (no ’), so it stays one plain message.
import type { Copy } from '../catalogue.ts';
import { common } from './common.ts';
import { navigation } from './navigation.ts';
import { pages } from './pages.ts';
import { advisors } from './advisors.ts';
import { auth } from './auth.ts';
import { validation } from './validation.ts';
import { tarot, horoscope } from './games.ts';
import { notices } from './notices.ts';
import { errors } from './errors.ts';
import { layout } from './layout.ts';
import { board } from './board.ts';

export const frCA: Copy = {
  common,
  navigation,
  pages,
  advisors,
  auth,
  validation,
  tarot,
  horoscope,
  notices,
  errors,
  layout,
  board,
};
