// Texts of the home page and its live advisor board: the seasonal headline, the call-now card,
// the board's controls and cards, the three sample advisors shown when the live feed is down,
// and the account notice.
import type { Copy } from '../catalogue.ts';
import { counted, formatNumber } from './format.ts';

export const board: Copy['board'] = {
  metaDescription:
    'Voyez quels conseillers et conseillères en voyance sont disponibles en ce moment et appelez-les sans frais de partout au Canada, 24 heures sur 24, 7 jours sur 7. Des minutes prépayées qui n’expirent jamais.',

  hero: {
    default: {
      headline: 'Des réponses franches de voyants et voyantes de talent',
      subtitle:
        'Parlez en tête-à-tête avec des conseillers et conseillères qui ont chacun au moins 20 ans d’expérience. Appelez de partout au Canada, de jour comme de nuit.',
      callToAction: 'Consultez dès maintenant',
    },
    halloween: {
      headline: 'Ce soir, le voile entre les mondes s’amincit',
      subtitle:
        'À l’Halloween, les esprits parlent un peu plus fort. Nos voyants et voyantes de talent, qui ont chacun au moins 20 ans d’expérience, sont prêts à lire ce que la saison vous réserve.',
      callToAction: 'Consultez ce soir',
    },
    christmas: {
      headline: 'Un peu de clarté pour les Fêtes',
      subtitle:
        'Offrez-vous un regard éclairé en cette saison\u00a0: une consultation chaleureuse et confidentielle par téléphone avec un voyant ou une voyante d’expérience, où que vous soyez au Canada.',
      callToAction: 'Appelez pour votre consultation des Fêtes',
    },
    blackfriday: {
      headline: 'Le Vendredi fou, c’est aussi pour votre avenir',
      subtitle:
        'Faites le plein de minutes prépayées qui n’expirent jamais, et parlez à un voyant ou à une voyante de confiance chaque fois qu’une question vous empêche de dormir.',
      callToAction: 'Consultez maintenant',
    },
  },

  tarot: {
    play: 'Jouer au jeu de tarot de la semaine',
    teaser:
      'Choisissez trois cartes chaque semaine pour courir la chance de gagner un rabais de 5\u00a0% à 25\u00a0%.',
  },

  callCard: {
    heading: 'Appelez notre ligne de voyance',
    lineFacts: 'Sans frais partout au Canada · Ouvert 24 heures sur 24, 7 jours sur 7',
    stepsHeading: 'Comment appeler',
    steps: {
      call: 'Composez le numéro ci-dessus à partir d’un numéro de téléphone enregistré dans votre compte.',
      extension: 'Entrez le poste de votre conseiller ou conseillère, suivi du carré (#).',
      billing:
        'Vos minutes prépayées ne sont utilisées que pendant votre conversation avec votre conseiller ou conseillère.',
    },
    newHere: 'Première visite? Créez un compte et achetez vos minutes à l’avance avant d’appeler.',
  },

  heading: 'Nos conseillers et conseillères en voyance',
  intro: 'Disponibilités en direct, actualisées toutes les 15 secondes.',
  search: {
    label: 'Rechercher un conseiller ou une conseillère',
    placeholder: 'Nom ou spécialité\u00a0: tarot, astrologie…',
  },
  filter: {
    legend: 'Disponibilité',
    all: 'Toutes',
  },
  find: {
    specialty: 'Spécialité',
    anySpecialty: 'Toutes les spécialités',
    language: 'Langue de consultation',
    anyLanguage: 'Toutes les langues',
    sort: 'Trier par',
    sortBy: { availability: 'Disponibilité', rating: 'Note', name: 'Nom' },
    mine: 'Mes conseillers en premier',
  },
  specialtyNames: {
    tarot: 'Tarot',
    astrology: 'Astrologie',
    numerology: 'Numérologie',
    mediumship: 'Médiumnité',
    clairvoyance: 'Voyance',
    love: 'Amour',
    career: 'Carrière',
    dreams: 'Rêves',
    pastLives: 'Vies antérieures',
  },
  languageNames: { fr: 'Français', en: 'Anglais' },
  keep: (name: string) => `Garder ${name} dans Mes conseillers`,
  kept: (name: string) => `${name} figure maintenant dans Mes conseillers.`,
  letGo: (name: string) => `${name} ne figure plus dans Mes conseillers.`,
  keepFailed: 'Impossible de modifier Mes conseillers. Veuillez réessayer.',
  refresh: 'Actualiser',
  refreshing: 'Actualisation…',
  // "3 profils affichés sur 10": "profil" names an advisor without a gender.
  results: (shown: number, total: number) =>
    `${counted(shown, 'profil affiché', 'profils affichés')} sur ${formatNumber(total)}`,
  loading: 'Chargement de nos conseillers et conseillères…',
  empty: {
    title: 'Aucun résultat pour votre recherche',
    body: 'Essayez un autre nom ou une autre spécialité, ou affichez toutes les disponibilités.',
    clear: 'Effacer la recherche et les filtres',
  },
  stale:
    'Les mises à jour en direct sont interrompues; les disponibilités pourraient donc ne pas être à jour. Nous continuons d’essayer.',

  card: {
    extension: (extension: string) => `Poste ${extension}`,
    playDescription: 'Écouter la présentation',
    stopDescription: 'Arrêter la présentation',
    playDescriptionOf: (name: string) => `Écouter la présentation de ${name}`,
    stopDescriptionOf: (name: string) => `Arrêter la présentation de ${name}`,
    freeWithin: (minutes: number) => `De nouveau disponible d’ici ${counted(minutes, 'minute')}`,
    onBreak: 'En pause',
    onBreakBackIn: (minutes: number) =>
      minutes < 60
        ? `En pause, de retour dans environ ${counted(minutes, 'minute')}`
        : `En pause, de retour dans environ ${counted(Math.round(minutes / 60), 'heure')}`,
    todayLabel: 'Aujourd’hui (heure de Montréal)\u00a0:',
    /** One range of today's hours: "de 9 h à 13 h". */
    hoursRange: (from: string, to: string) => `de ${from} à ${to}`,
    hoursSeparator: ', ',
    notScheduledToday: 'Pas d’horaire aujourd’hui',
    rating: (average: string, count: number) => `${average} sur 5 (${count}\u00a0avis)`,
    readMore: 'Lire la suite',
    showLess: 'Réduire',
    dialExtension: (extension: string) =>
      `Entrez ensuite le poste ${extension}, suivi du carré (#)`,
    registerToCall: 'Créez un compte gratuit et achetez des minutes pour appeler cette personne.',
    waiting: (count: number) => `${counted(count, 'personne')} en attente`,
    joinQueue: 'Me rappeler',
    joinQueueOf: (name: string) => `Me rappeler\u00a0: ${name}`,
    notifyMe: 'M’aviser',
    notifyMeOf: (name: string) => `M’aviser quand ${name} sera disponible`,
    readsIn: (specialties: string, languages: string) =>
      specialties ? `${specialties} — ${languages}` : languages,
  },

  sampleAdvisors: {
    tarot: {
      name: 'Isabelle Lavoie',
      description:
        'Isabelle lit le tarot depuis plus de vingt ans. Ses lectures sont douces et directes\u00a0: elle expose ce que les cartes révèlent sur l’amour, le travail et la famille, et vous aide à voir avec plus de sérénité le choix qui s’offre à vous.',
      availability: 'En soirée',
    },
    medium: {
      name: 'Josephine Tremblay',
      description:
        'Médium depuis l’enfance, Josephine transmet les messages d’êtres chers disparus. Les gens qui l’appellent la décrivent comme patiente et chaleureuse, jamais pressée, et elle prend toujours le temps de répondre à vos propres questions.',
      availability: 'Variable',
    },
    astrology: {
      name: 'Gabriel Fontaine',
      description:
        'Gabriel étudie l’astrologie depuis plus de vingt ans. Il lit votre thème natal à la lumière des transits actuels et explique, en termes simples, ce que les planètes mettent en mouvement dans votre carrière, vos finances et vos relations.',
      availability: 'En semaine',
    },
  },

  accountNotice: {
    title: 'Un compte est maintenant requis',
    body: [
      'Pour appeler nos conseillers et conseillères, vous devez maintenant avoir un compte gratuit sur ce site.',
      'Il n’est plus possible de porter les consultations à votre facture de téléphone\u00a0: achetez vos minutes à l’avance; elles n’expirent jamais.',
    ],
    dismiss: 'J’ai compris',
  },
};
