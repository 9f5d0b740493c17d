// /pricing: the four packages and monthly cashback. Figures arrive as placeholders from the
// bundles; the ones given as numbers are formatted for fr-CA by ../format.ts. Québec's all-in
// price rule applies to the French as to the English: "sans taxes" or "taxes incluses" are never
// said of a price.
import type { pricing as english } from '../../en/content/pricing.ts';
import { counted, formatPercent } from '../format.ts';

export const pricing: typeof english = {
  description: (packages) =>
    `Minutes de voyance prépayées en dollars canadiens\u00a0: ${packages}, taxes en sus (TPS et TVQ). Des minutes gratuites avec chaque forfait, des minutes qui n’expirent jamais et une remise mensuelle.`,
  descriptionItem: (name, price) => `${name} (${price})`,
  lead: 'Achetez vos minutes à l’avance et appelez quand vous le voulez. Chaque forfait ajoute des minutes gratuites, et vos minutes n’expirent jamais.',
  packagesHeading: 'Forfaits',
  allInPrice: (taxRate) =>
    `Les prix sont en dollars canadiens. Le prix d’un forfait est le prix complet de ses minutes\u00a0: il n’y a aucuns frais de connexion, d’abonnement ou de service. La TPS et la TVQ (${taxRate} au total) s’ajoutent au moment du paiement; chaque forfait indique ses taxes et le total à payer.`,
  card: {
    /**
     * « 50,00 $ taxes en sus », as on the purchase page: no « CAD » after « $ », since allInPrice
     * says once that prices are in Canadian dollars.
     */
    afterPrice: 'taxes en sus',
    price: 'Prix',
    tax: (taxRate) => `TPS + TVQ (${taxRate})`,
    total: 'Total',
    minutes: (minutes, freeMinutes) =>
      `${counted(minutes, 'minute', 'minutes')} + ${counted(freeMinutes, 'minute gratuite', 'minutes gratuites')}`,
    minutesInAll: (minutes) => `${counted(minutes, 'minute', 'minutes')} au total`,
    perMinute: (price) => `${price} la minute`,
    perMinuteHint: 'avant taxes, minutes gratuites comprises',
    cashback: (percent) => `Remise mensuelle de ${formatPercent(percent)}`,
    noCashback: 'Aucune remise mensuelle',
    featuresLabel: 'Inclus',
    buy: (name) => `Acheter le forfait ${name}`,
  },
  welcomeOffer:
    'Première visite? Créez un compte et utilisez le code WELCOME25 pour obtenir 25\u00a0% de rabais sur votre premier achat.',
  welcomeOfferLink: 'Créer un compte',
  cashback: {
    heading: 'Remise mensuelle',
    intro:
      'Plus vous achetez de minutes, plus vous en récupérez. Le 1er de chaque mois, nous ajoutons à votre compte des minutes de remise pour les minutes payées que vous avez achetées le mois précédent.',
    ratesCaption: 'Taux de remise par forfait',
    packageColumn: 'Forfait',
    rateColumn: 'Remise',
    rate: (percent) => formatPercent(percent),
    rulesHeading: 'Comment ça fonctionne',
    rules: {
      when: 'La remise est ajoutée automatiquement le 1er de chaque mois, heure de Montréal. Vous n’avez rien à réclamer.',
      which: (packages) =>
        `Elle tient compte des minutes payées des forfaits ${packages} achetés le mois précédent, au taux de chaque forfait.`,
      excluded:
        'Les minutes gratuites, les minutes en prime des coupons et les minutes de remise ne sont pas comptées.',
      rounding:
        'La prime est arrondie à la minute entière supérieure, figure dans votre historique d’achats sous «\u00a0Remise mensuelle\u00a0» et n’expire jamais.',
    },
    example: (name, minutes, percent, bonus) =>
      `Exemple\u00a0: vous achetez le forfait ${name} (${counted(minutes, 'minute payée', 'minutes payées')} à ${formatPercent(percent)}) en mars. Le 1er avril, vous recevez ${counted(bonus, 'minute de remise', 'minutes de remise')}.`,
  },
  notesHeading: 'Bon à savoir',
  notes: {
    neverExpire:
      'Vos minutes n’expirent jamais, et il n’y a aucuns frais d’inactivité ni de tenue de compte.',
    billing:
      'Les appels sont facturés à la minute entamée, seulement pendant que vous êtes en communication avec votre conseiller ou conseillère. L’appel prend fin lorsque vos minutes sont épuisées, si bien que vous ne devez jamais rien après coup.',
    coupons: 'Un seul coupon par achat. Les coupons s’appliquent avant les taxes.',
    terms:
      'Les remboursements, l’annulation et la garantie de satisfaction sont expliqués dans nos',
    termsLink: 'conditions générales',
    termsEnd: '.',
  },
};
