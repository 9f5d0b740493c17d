// /services: the kinds of readings and how calling works.
import type { services as english } from '../../en/content/services.ts';

export const services: typeof english = {
  description:
    'Consultations de tarot, de voyance, de médiumnité, d’astrologie, d’amour et de carrière par téléphone avec des conseillers et conseillères comptant au moins 20 ans d’expérience. Le fonctionnement des appels, étape par étape.',
  lead: 'Peu importe ce qui vous préoccupe, vous trouverez un conseiller ou une conseillère qui travaille comme vous le souhaitez. Chaque consultation est individuelle, par téléphone, et c’est vous qui en choisissez le type.',
  readingsHeading: 'Types de consultations',
  readings: {
    tarot: {
      title: 'Tarot',
      body: 'Les cartes comme miroir d’une question ou d’une décision. La personne que vous consultez fait un tirage et vous guide dans ce que chaque carte met en lumière.',
    },
    clairvoyance: {
      title: 'Voyance',
      body: 'Des impressions et des images perçues sur votre situation, pour porter un regard neuf sur ce qui se passe autour de vous.',
    },
    mediumship: {
      title: 'Médiumnité',
      body: 'Un espace bienveillant pour vous sentir près d’une personne disparue. Les médiums transmettent avec délicatesse ce qui leur parvient, et ne vous pressent jamais de rappeler.',
    },
    astrology: {
      title: 'Astrologie',
      body: 'Votre thème astral, les transits du moment et l’année à venir. Ayez à portée de main votre date, votre heure et votre lieu de naissance pour une consultation aussi détaillée que possible.',
    },
    love: {
      title: 'Amour et relations',
      body: 'Nouvelles rencontres, relations de longue date, ruptures et liens familiaux\u00a0: parlez-en avec une personne qui vous écoute et lit les énergies qui les entourent.',
    },
    career: {
      title: 'Carrière et cheminement de vie',
      body: 'Changement d’emploi, études, projets et prochaines étapes. Une consultation peut vous aider à y voir clair dans vos options et à mieux entendre votre propre intuition.',
    },
  },
  callingHeading: 'Comment fonctionnent les appels',
  callingIntro:
    'Tous les appels passent par un seul numéro sans frais, ouvert 24 heures sur 24, 7 jours sur 7. Voici ce qui se passe, de votre premier achat jusqu’à la fin d’un appel.',
  steps: {
    buy: {
      title: 'Achetez des minutes',
      body: 'Choisissez un forfait sur la page Tarifs et payez avec PayPal, une carte de crédit ou Interac. Les minutes, y compris les minutes gratuites, sont ajoutées à votre compte dès que le paiement est terminé, et elles n’expirent jamais.',
    },
    verify: {
      title: 'Faites vérifier votre numéro',
      body: 'Ajoutez votre numéro de téléphone dans votre tableau de bord et confirmez-le avec le code à 6 chiffres que nous vous envoyons par texto. C’est ainsi que notre ligne sait que c’est vous\u00a0: aucun NIP à retenir, et aucun numéro de carte à donner au téléphone.',
    },
    call: {
      title: 'Appelez la ligne, en tout temps',
      body: (facts) =>
        `Composez le ${facts.phone} à partir de votre téléphone vérifié. L’appel est sans frais partout au Canada, et la ligne est ouverte 24 heures sur 24, 7 jours sur 7.`,
    },
    extension: {
      title: 'Entrez le poste',
      body: 'Composez le poste de votre conseiller ou conseillère, indiqué sur sa fiche dans la page d’accueil, suivi du carré (#). Si cette personne est disponible, nous vous mettons en communication immédiatement.',
    },
    billing: {
      title: 'Facturation à la minute entamée',
      body: 'La facturation commence seulement lorsque la personne que vous appelez répond, et compte chaque minute entamée de votre conversation. Les menus, la sonnerie et les appels qui n’aboutissent pas ne coûtent rien.',
    },
    end: {
      title: 'L’appel prend fin avec vos minutes',
      body: 'Lorsque vos minutes prépayées sont épuisées, l’appel prend fin. Rien ne vous est jamais facturé après un appel, et vous ne nous devez jamais rien; achetez d’autres minutes quand vous voulez poursuivre.',
    },
  },
};
