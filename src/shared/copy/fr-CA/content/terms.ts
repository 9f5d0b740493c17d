// /terms: the Terms & Conditions, in the legal register of Québec French (Loi sur la protection
// du consommateur, Office de la protection du consommateur, action collective, Division des
// petites créances). The weekly game's numbers come from the game's rules, as in the English.
import { postalAddressInline } from '#shared/format/postal-address.ts';
import { tarotWinOdds } from '#shared/tarot/odds.ts';
import { COUPON_VALID_DAYS, PRIZE_PERCENTS } from '#shared/tarot/rules.ts';
import type { terms as english } from '../../en/content/terms.ts';
import { formatAlternatives, counted, formatNumber, formatPercent } from '../format.ts';

const gameOdds = tarotWinOdds();
const prizeList = formatAlternatives(PRIZE_PERCENTS.map((percent) => formatPercent(percent)));

export const terms: typeof english = {
  description:
    'Les conditions de notre service de voyance facturé à la minute\u00a0: 18 ans et plus, minutes prépayées qui n’expirent jamais, facturation à la minute entamée, remboursements et annulation selon la loi québécoise.',
  updated: 'Dernière mise à jour\u00a0: 26 novembre 2026',
  versions: {
    frenchFirst:
      'Comme l’exige la loi québécoise, nos conditions générales sont d’abord présentées en français. C’est la version française que vous acceptez en créant un compte, à moins de choisir expressément la version anglaise dans le formulaire d’inscription.',
    readEnglish: 'Lire la version anglaise',
    readingEnglish: 'Vous lisez la version anglaise de nos conditions générales.',
    readFrench: 'Revenir à la version française',
    heading: 'Version française',
  },
  intro: [
    (facts) =>
      `Les présentes conditions régissent votre utilisation de ${facts.brand}\u00a0: le site Web, votre compte, les minutes que vous achetez et les appels que vous faites à notre ligne téléphonique. Veuillez les lire avant d’acheter des minutes; en créant un compte, vous les acceptez.`,
    'Rien dans les présentes conditions ne limite les droits que vous confèrent la Loi sur la protection du consommateur (Québec) ou toute autre loi qui protège les consommateurs là où vous habitez.',
  ],
  sections: {
    whoWeAre: {
      heading: 'Qui nous sommes',
      paragraphs: [
        (facts) =>
          `L’entreprise ${facts.brand} est exploitée par ${postalAddressInline(facts.address, 'fr-CA')}. Vous pouvez nous joindre par courriel à ${facts.email} ou par téléphone au ${facts.phone}, de 9\u00a0h à 21\u00a0h (heure de l’Est).`,
      ],
    },
    eligibility: {
      heading: 'Qui peut utiliser le service',
      paragraphs: [
        'Vous devez avoir au moins 18 ans pour créer un compte, acheter des minutes ou appeler un conseiller ou une conseillère. Vous confirmez votre âge lors de votre inscription, et nous fermons tout compte dont nous apprenons qu’il appartient à une personne de moins de 18 ans.',
      ],
    },
    account: {
      heading: 'Votre compte',
      paragraphs: [
        'Fournissez-nous des renseignements exacts et gardez votre mot de passe pour vous. Les appels faits à partir d’un numéro de téléphone vérifié dans votre compte utilisent vos minutes\u00a0: retirez donc tout numéro que vous n’utilisez plus. Un numéro de téléphone ne peut appartenir qu’à un seul compte.',
        'Nous pouvons suspendre un compte utilisé pour frauder, pour commettre des abus envers nos conseillers et conseillères ou notre personnel, ou pour contourner les présentes conditions. Nous vous en indiquerons la raison, et vous pourrez contester notre décision.',
        'Vous pouvez fermer votre compte en tout temps avec le bouton «\u00a0Supprimer mon compte\u00a0» de votre tableau de bord. Une fois le compte fermé, les minutes qui y restent ne peuvent plus être utilisées\u00a0: consultez donc d’abord la section «\u00a0Remboursements et annulation\u00a0». Notre politique de confidentialité explique ce qu’il advient de vos renseignements.',
      ],
    },
    minutes: {
      heading: 'Minutes prépayées',
      paragraphs: [
        'Les appels sont payés à l’avance au moyen de minutes achetées en forfaits. Dès que le paiement est terminé, un achat ajoute à votre solde les minutes du forfait, ses minutes gratuites et, le cas échéant, les minutes en prime d’un coupon.',
        'Vos minutes n’expirent jamais. Aucuns frais d’inactivité, de dormance ou de tenue de compte ne s’appliquent, et votre solde ne devient jamais négatif.',
        'Les minutes ne peuvent pas être transférées à un autre compte et n’ont aucune valeur monétaire, sauf pour les remboursements décrits ci-dessous.',
      ],
    },
    prices: {
      heading: 'Prix, taxes et paiement',
      paragraphs: [
        'Les prix sont en dollars canadiens (CAD). Le prix d’un forfait est le prix complet de ses minutes\u00a0: il n’y a aucuns frais de connexion, d’abonnement ou de service. La TPS et la TVQ s’ajoutent au prix; le montant de chaque taxe et le total sont indiqués avant que vous payiez, ainsi que sur votre reçu.',
        'Vous payez avec PayPal, une carte de crédit ou Interac, sur les pages sécurisées de ces fournisseurs. Nous ne recevons ni ne conservons jamais votre numéro de carte, et personne de notre équipe ou de notre ligne ne vous le demandera jamais au téléphone.',
      ],
    },
    calls: {
      heading: 'Appels et facturation',
      paragraphs: [
        (facts) =>
          `Pour appeler, composez le ${facts.phone} à partir d’un numéro de téléphone vérifié dans votre compte et entrez le poste de votre conseiller ou conseillère. La ligne est ouverte 24 heures sur 24, 7 jours sur 7; chaque conseiller ou conseillère prend les appels selon son propre horaire.`,
        'La facturation commence lorsque votre conseiller ou conseillère répond et compte chaque minute entamée de la conversation\u00a0: un appel de 4 minutes et 10 secondes utilise 5 minutes. Les menus, la sonnerie et les appels qui n’aboutissent pas ne coûtent rien.',
        'Un appel prend fin automatiquement lorsque vos minutes sont épuisées. Rien ne vous est jamais facturé après un appel, et vous ne nous devez jamais d’argent pour un appel. Les frais que pourrait exiger votre propre fournisseur de téléphonie relèvent de votre entente avec lui; notre numéro est sans frais au Canada.',
      ],
    },
    coupons: {
      heading: 'Coupons, minutes gratuites et remise mensuelle',
      paragraphs: [
        'Un seul coupon peut être utilisé par achat. Un coupon peut avoir une date d’expiration, un nombre limité d’utilisations ou d’autres conditions indiquées avec lui; par exemple, WELCOME25 donne 25\u00a0% de rabais sur le premier achat seulement. Un rabais en pourcentage diminue le prix avant le calcul des taxes.',
        'La remise mensuelle ajoute des minutes de remise le 1er de chaque mois pour les minutes payées des forfaits du mois précédent qui donnent droit à un taux de remise, comme l’indique la page Tarifs. Les minutes gratuites, les minutes en prime des coupons et les minutes de remise ne sont pas comptées.',
        'Les minutes gratuites, les minutes en prime des coupons et les minutes de remise sont un cadeau\u00a0: elles s’utilisent comme les minutes payées et n’expirent jamais, mais elles ne peuvent pas être échangées contre de l’argent.',
      ],
    },
    readings: {
      heading: 'Ce qu’est une consultation, et ce qu’elle n’est pas',
      paragraphs: [
        'Les conseillers et conseillères vous font part de leurs perceptions et de leur interprétation. Les consultations servent à vous guider et à vous divertir\u00a0: personne ne peut garantir un événement ou un résultat futur, et aucun conseiller ni aucune conseillère ne peut en promettre.',
        'Une consultation ne constitue pas un avis médical, psychologique, juridique ou financier. Si vous êtes en danger, composez le 911. Si vous pensez au suicide ou avez besoin de soutien en santé mentale, appelez le 988 ou envoyez-y un texto, partout au Canada, en tout temps.',
        'Les conseillers et conseillères ne peuvent pas vous vendre de levée de malédiction, de sorts, de rituels ni aucun produit ou service en dehors de notre ligne. Veuillez nous signaler toute offre de ce genre.',
      ],
    },
    conduct: {
      heading: 'Utilisation respectueuse',
      paragraphs: [
        'Traitez nos conseillers et conseillères ainsi que notre équipe avec respect. N’utilisez pas le service à des fins illégales, et n’enregistrez ni ne publiez une consultation sans le consentement de la personne qui vous l’a donnée.',
      ],
    },
    satisfaction: {
      heading: 'Garantie de satisfaction',
      paragraphs: [
        'Dans les 24\u00a0heures suivant un appel, vous pouvez demander le remboursement de ses minutes, motif à l’appui, à partir de l’historique d’utilisation de votre tableau de bord. Une demande par appel.',
        'Une demande par période de 30\u00a0jours, d’au plus 20\u00a0minutes, est accordée tout de suite\u00a0: les minutes reviennent aussitôt dans votre solde. Toute autre demande (une deuxième dans les 30\u00a0jours, ou un appel de plus de 20\u00a0minutes, dont toutes les minutes sont alors étudiées) est transmise à notre équipe, qui rend sa décision et vous l’annonce par courriel.',
        'Vous pouvez aussi vous fixer, dans votre tableau de bord, une limite d’achats mensuelle et une limite par appel. Une limite abaissée s’applique tout de suite; une limite haussée ou retirée s’applique 24\u00a0heures plus tard.',
      ],
    },
    refunds: {
      heading: 'Remboursements et annulation',
      paragraphs: [
        'Si vous n’avez utilisé aucune des minutes d’un achat, vous pouvez l’annuler dans les 30 jours, et nous vous remboursons la totalité du montant payé, taxes comprises.',
        'Vous pouvez aussi annuler un achat dans les cas que prévoit la Loi sur la protection du consommateur pour les contrats conclus à distance\u00a0: dans les 7 jours suivant la réception de votre exemplaire du contrat, si nous ne vous avons pas fourni, avant votre achat, les renseignements exigés par la loi ou si le contrat ne les contient pas; dans les 30 jours suivant votre achat, si nous ne vous avons pas transmis d’exemplaire du contrat dans les 15 jours suivant sa conclusion; et dans les 30 jours suivant la date prévue, si vos minutes ne vous ont pas été fournies à cette date.',
        'Nous remboursons un achat annulé, par le mode de paiement utilisé, dans les 15 jours suivant l’annulation. Si nous ne le faisons pas et que vous avez payé par carte de crédit, vous pouvez, dans les 60 jours qui suivent ce délai de 15 jours, demander à l’émetteur de votre carte d’annuler le paiement (rétrofacturation).',
        (facts) => `Pour annuler un achat ou demander un remboursement, écrivez à ${facts.email}.`,
      ],
    },
    disputes: {
      heading: 'Différends et droit applicable',
      paragraphs: [
        'En cas de problème, veuillez d’abord communiquer avec nous\u00a0: la plupart des problèmes se règlent rapidement.',
        'Les présentes conditions sont régies par les lois du Québec et par les lois fédérales du Canada qui s’y appliquent. Elles ne contiennent aucune clause d’arbitrage\u00a0: vous pouvez soumettre tout différend aux tribunaux du Québec, y compris à la Division des petites créances de la Cour du Québec, et rien dans les présentes conditions ne limite votre droit de participer à une action collective. Vous pouvez aussi communiquer avec l’Office de la protection du consommateur.',
      ],
    },
    weeklyGame: {
      heading: 'Jeu de tarot hebdomadaire\u00a0: règlement officiel',
      paragraphs: [
        (facts) =>
          `${postalAddressInline(facts.address, 'fr-CA')} organise un jeu de tarot hebdomadaire. Chaque édition dure une semaine, du lundi à 0\u00a0h au dimanche à 23\u00a0h\u00a059, heure de Montréal.`,
        'Toute personne ayant un compte peut jouer, une fois par édition hebdomadaire. La participation est gratuite\u00a0: aucun achat ni paiement d’aucune sorte n’est nécessaire pour créer un compte ou pour jouer, et l’achat de minutes ne modifie pas les chances de gagner.',
        'Pour chaque personne qui joue, notre serveur distribue neuf cartes face cachée avant que la moindre carte soit choisie\u00a0: six cartes différentes tirées au hasard d’un paquet de 29 cartes, dont trois en double, dans un ordre aléatoire. La personne retourne trois cartes. Trois cartes différentes gagnent; si deux d’entre elles sont la même carte, il n’y a pas de prix.',
        `Les chances de gagner sont de ${formatNumber(gameOdds.simplest.wins)} sur ${formatNumber(gameOdds.simplest.outOf)} (${formatPercent(gameOdds.percent)})\u00a0: des ${formatNumber(gameOdds.outOf)} façons de choisir trois des neuf cartes, ${formatNumber(gameOdds.wins)} montrent trois cartes différentes. Elles sont les mêmes pour chaque personne et chaque semaine, quel que soit le nombre de personnes qui jouent.`,
        `Chaque victoire donne droit à un prix; le nombre de prix n’est pas limité. Un prix est un coupon de ${prizeList} de rabais sur le prix avant taxes d’un achat de minutes, tiré au hasard avec des chances égales (1 sur ${formatNumber(PRIZE_PERCENTS.length)} pour chacun). Sa valeur correspond à cette part du prix du forfait auquel il s’applique, comme l’indique la page Tarifs.`,
        `Le code promo s’affiche dès que la partie est gagnée, ainsi que dans le tableau de bord de la personne gagnante. Il est réservé au compte de cette personne, ne peut être utilisé qu’une fois, ne peut être combiné avec aucun autre coupon et expire ${counted(COUPON_VALID_DAYS, 'jour', 'jours')} après la victoire. Il n’a aucune valeur monétaire et ne peut être ni échangé, ni transféré, ni remboursé.`,
        'Les cartes sont distribuées et les résultats déterminés par notre serveur au moyen de nombres aléatoires cryptographiquement sûrs, jamais par votre navigateur. Nous pouvons annuler un prix obtenu par fraude, par jeu automatisé ou à la suite d’une défaillance technique, et nous pouvons suspendre une édition hebdomadaire à venir; une partie commencée se déroule jusqu’au bout selon le présent règlement.',
        // Québec's publicity-contest rules (decision 039; counsel to confirm that they apply).
        'Un différend quant à l’organisation ou au déroulement de ce concours peut être soumis à la Régie des alcools, des courses et des jeux afin qu’il soit tranché. Un différend quant à l’attribution d’un prix peut être soumis à la Régie uniquement afin qu’elle aide les parties à le régler.',
      ],
    },
    changes: {
      heading: 'Modifications des présentes conditions',
      paragraphs: [
        'Nous pouvons mettre à jour les présentes conditions. Nous vous enverrons un courriel au moins 30 jours avant l’entrée en vigueur d’une modification qui vous touche, pour vous l’expliquer; si vous ne l’acceptez pas, vous pouvez fermer votre compte et demander le remboursement de vos minutes payées inutilisées.',
      ],
    },
    contact: {
      heading: 'Nous joindre',
      paragraphs: [
        (facts) =>
          `Des questions sur les présentes conditions? Écrivez à ${facts.email} ou appelez au ${facts.phone}, de 9\u00a0h à 21\u00a0h (heure de l’Est). ${postalAddressInline(facts.address, 'fr-CA')}.`,
      ],
    },
  },
};
