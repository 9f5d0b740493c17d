// /privacy: the Privacy Policy, with the Québec legal names of the act (Loi sur la protection des
// renseignements personnels dans le secteur privé, Loi 25), the federal act (LPRPDE), the
// regulators and Law 25's terms (évaluation des facteurs relatifs à la vie privée, incident de
// confidentialité, préjudice sérieux).
import { postalAddressInline } from '#shared/format/postal-address.ts';
import type { privacy as english } from '../../en/content/privacy.ts';

export const privacy: typeof english = {
  description:
    'Comment nous recueillons, utilisons, communiquons, conservons et protégeons vos renseignements personnels conformément à la Loi 25 du Québec et à la LPRPDE, et comment y accéder, les faire corriger, les exporter ou les supprimer.',
  updated: 'Dernière mise à jour\u00a0: 26 novembre 2026',
  intro: [
    (facts) =>
      `La présente politique explique quels renseignements personnels ${facts.brand} recueille, pourquoi, à qui nous les communiquons, combien de temps nous les conservons et comment vous pouvez exercer vos droits. Elle respecte la Loi sur la protection des renseignements personnels dans le secteur privé du Québec (modifiée par la Loi 25) et la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada.`,
  ],
  sections: {
    officer: {
      heading: 'Personne responsable de la protection des renseignements personnels',
      paragraphs: [
        'Notre responsable de la protection des renseignements personnels est la personne chargée de leur protection au sens de la loi. Cette personne veille à l’application de la présente politique, répond à vos demandes et traite vos plaintes.',
      ],
      items: [
        'Titre\u00a0: responsable de la protection des renseignements personnels',
        (facts) =>
          `Courriel\u00a0: ${facts.email}, avec la mention «\u00a0Confidentialité\u00a0» en objet`,
        (facts) => `Téléphone\u00a0: ${facts.phone}, de 9\u00a0h à 21\u00a0h (heure de l’Est)`,
        (facts) =>
          `Courrier\u00a0: Responsable de la protection des renseignements personnels, ${postalAddressInline(facts.address, 'fr-CA')}`,
      ],
    },
    collection: {
      heading: 'Ce que nous recueillons et pourquoi',
      paragraphs: [
        'Nous recueillons uniquement ce dont nous avons besoin pour offrir le service\u00a0:',
      ],
      items: [
        'Compte\u00a0: votre nom, votre adresse courriel et votre mot de passe (conservé uniquement sous forme de hachage sécurisé), votre confirmation que vous avez 18 ans ou plus et, si vous les ajoutez, votre date de naissance et vos préférences de courriel. Nous les utilisons pour créer et sécuriser votre compte, et pour vous écrire à son sujet.',
        'Numéros de téléphone que vous vérifiez\u00a0: pour vous reconnaître quand vous appelez notre ligne, et pour vous envoyer par texto vos codes de connexion et de vérification.',
        'Achats\u00a0: le forfait, le montant, les taxes, le coupon utilisé, s’il y a lieu, et la référence du paiement, pour ajouter vos minutes, émettre vos reçus et remplir nos obligations fiscales. Nous ne recevons ni ne conservons jamais votre numéro de carte.',
        'Appels\u00a0: l’heure et la durée de chaque appel, les minutes utilisées et le poste du conseiller ou de la conseillère, pour facturer les minutes que vous utilisez et répondre à vos questions sur un appel. Nous n’enregistrons pas vos conversations.',
        'Renseignements techniques\u00a0: votre adresse IP, le type de votre navigateur et le témoin de session, pour garder votre session ouverte, protéger les comptes contre les abus (comme des tentatives de connexion répétées) et corriger les problèmes.',
        'Les messages que vous nous envoyez, pour y répondre.',
      ],
      closing: ['Nous ne vendons pas vos renseignements personnels.'],
    },
    consent: {
      heading: 'Consentement et messages promotionnels',
      paragraphs: [
        'Nous utilisons vos renseignements uniquement aux fins décrites ci-dessus, ou à une nouvelle fin avec votre consentement. Nous vous envoyons des courriels ou des textos promotionnels seulement si vous y avez consenti; chacun offre un moyen gratuit de vous désabonner, et nous donnons suite à votre demande dans un délai de 10 jours ouvrables. Vous pouvez aussi désactiver les avis par courriel dans votre profil.',
        'Les outils d’analyse d’audience restent désactivés tant que vous ne les acceptez pas\u00a0: consultez notre politique relative aux témoins.',
      ],
    },
    processors: {
      heading: 'Fournisseurs de services et communication à l’extérieur du Québec',
      paragraphs: [
        'Nous communiquons des renseignements personnels uniquement aux fournisseurs qui nous aident à offrir le service, en vertu de contrats écrits qui en limitent l’utilisation à ce travail et les obligent à les protéger\u00a0:',
      ],
      items: [
        'Téléphonie et textos\u00a0: notre fournisseur de ligne téléphonique et de textos achemine vos appels et envoie vos codes (votre numéro de téléphone et les détails de vos appels).',
        'Paiements\u00a0: PayPal et notre fournisseur de paiement Interac traitent vos paiements (le montant, la référence de la commande et ce que vous leur fournissez directement).',
        'Courriel\u00a0: notre fournisseur d’envoi de courriels transmet les courriels liés à votre compte et vos reçus (votre nom et votre adresse courriel).',
        'Hébergement\u00a0: nos serveurs et notre base de données sont exploités chez un hébergeur (les renseignements décrits ci-dessus).',
      ],
      closing: [
        'Certains de ces fournisseurs conservent ou traitent des renseignements à l’extérieur du Québec, dans d’autres provinces ou aux États-Unis, où les autorités peuvent y avoir accès en vertu des lois locales. Avant une telle communication, nous procédons à une évaluation des facteurs relatifs à la vie privée, comme l’exige la loi québécoise, et nous nous assurons que les renseignements bénéficieront d’une protection adéquate.',
        'Nous ne transmettons pas votre adresse courriel ni vos renseignements de paiement aux conseillers et conseillères. Nous communiquons des renseignements aux autorités uniquement lorsque la loi l’exige, par exemple en vertu d’une ordonnance judiciaire.',
      ],
    },
    retention: {
      heading: 'Durée de conservation',
      paragraphs: [
        'Nous conservons les renseignements personnels seulement le temps nécessaire, puis nous les détruisons ou les anonymisons\u00a0:',
      ],
      items: [
        'Les renseignements de votre compte, tant que votre compte est ouvert.',
        'Lorsque vous supprimez votre compte, vous ne pouvez plus vous connecter, et vos numéros de téléphone cessent immédiatement d’être reconnus par notre ligne. Trente jours plus tard, vos renseignements personnels sont anonymisés\u00a0: votre nom, votre adresse courriel, vos numéros de téléphone et votre date de naissance sont supprimés définitivement.',
        'Les dossiers d’achat, aussi longtemps que l’exigent les lois fiscales (six ans après la fin de l’année à laquelle ils se rapportent). Une fois votre compte anonymisé, ils ne permettent plus de vous identifier.',
        'Une candidature pour devenir conseiller ou conseillère que nous refusons est supprimée six mois après notre réponse.',
        'Les sessions prennent fin après 30 jours d’inutilisation. Les registres de sécurité, comme les tentatives de connexion, sont conservés seulement le temps nécessaire pour protéger les comptes.',
      ],
    },
    rights: {
      heading: 'Vos droits',
      paragraphs: ['Vous avez les droits suivants\u00a0:'],
      items: [
        'Accès\u00a0: savoir quels renseignements personnels nous détenons à votre sujet, et en obtenir une copie.',
        'Rectification\u00a0: faire corriger des renseignements inexacts ou incomplets. Vous pouvez modifier vous-même votre nom, votre date de naissance et vos préférences de courriel dans votre profil.',
        'Portabilité\u00a0: recevoir les renseignements que vous nous avez fournis dans un format technologique structuré et couramment utilisé (JSON), pour vous-même ou pour une autre organisation.',
        'Suppression\u00a0: fermer votre compte avec le bouton «\u00a0Supprimer mon compte\u00a0» de votre tableau de bord, ou nous demander de supprimer les renseignements dont nous n’avons plus besoin.',
        'Retrait du consentement\u00a0: cesser de recevoir des messages promotionnels ou refuser l’analyse d’audience, en tout temps.',
      ],
      closing: [
        (facts) =>
          `Pour exercer un droit, écrivez à notre responsable de la protection des renseignements personnels à ${facts.email} à partir de l’adresse courriel de votre compte. Nous pourrions vous demander de confirmer votre identité. Nous répondons dans un délai de 30 jours, sans frais, et motivons par écrit tout refus.`,
        'Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès de la Commission d’accès à l’information du Québec ou du Commissariat à la protection de la vie privée du Canada.',
      ],
    },
    cookies: {
      heading: 'Témoins',
      paragraphs: [
        'Nous utilisons un seul témoin strictement nécessaire pour garder votre session ouverte, et quelques indicateurs dans le stockage local de votre navigateur pour nous souvenir des avis que vous avez fermés. L’analyse d’audience ne fonctionne que si vous l’acceptez. Notre politique relative aux témoins donne les détails et explique comment modifier votre choix.',
      ],
    },
    security: {
      heading: 'Sécurité et incidents',
      paragraphs: [
        'Nous protégeons vos renseignements au moyen de connexions chiffrées, de mots de passe et de codes hachés, et d’un accès limité aux personnes qui en ont besoin.',
        'En cas d’incident de confidentialité, nous agissons immédiatement pour diminuer le risque, l’inscrivons dans notre registre des incidents et, lorsqu’il présente un risque de préjudice sérieux, en avisons la Commission d’accès à l’information, le Commissariat à la protection de la vie privée du Canada et les personnes concernées.',
      ],
    },
    minors: {
      heading: 'Personnes mineures',
      paragraphs: [
        'Notre service s’adresse aux adultes de 18 ans et plus. Nous ne recueillons pas sciemment de renseignements sur des personnes mineures; si nous apprenons qu’un compte appartient à une personne mineure, nous le fermons et supprimons ses renseignements.',
      ],
    },
    changes: {
      heading: 'Modifications de la présente politique',
      paragraphs: [
        'Nous publions toute modification sur cette page avec une nouvelle date, et nous vous avisons par courriel avant l’entrée en vigueur d’une modification importante.',
      ],
    },
  },
};
