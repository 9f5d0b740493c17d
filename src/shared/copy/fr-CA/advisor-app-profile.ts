// Le profil du conseiller dans son espace (/advisor/profile, décision 050).
import type { advisorAppProfile as english } from '../en/advisor-app-profile.ts';

const nbsp = '\u00a0';
const oneDecimal = new Intl.NumberFormat('fr-CA', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const megabytes = (bytes: number) => `${oneDecimal.format(bytes / (1024 * 1024))}${nbsp}Mo`;

export const advisorAppProfile: typeof english = {
  title: 'Mon profil',
  intro:
    'Votre horaire change au tableau tout de suite. Vos textes, votre photo et votre message d’accueil s’affichent une fois approuvés par notre équipe.',
  days: ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'],
  status: {
    pending: 'En attente d’approbation',
    approved: 'Approuvé',
    declined: 'Refusé',
    sentOn: (date: string) => `Envoyé le ${date}.`,
    declinedBecause: (reason: string) => `Refusé\u00a0: ${reason}`,
  },
  texts: {
    title: 'Description et disponibilités',
    description: 'Description (anglais)',
    descriptionFr: 'Description (français)',
    availTimeStr: 'Disponibilités (anglais)',
    availTimeStrFr: 'Disponibilités (français)',
    availHint: 'Quelques mots, comme «\u00a0Soirs et fins de semaine\u00a0».',
    frenchHint: 'Laissez vide\u00a0: les pages en français montrent l’anglais.',
    submit: 'Envoyer pour approbation',
    sent: 'Envoyé. Vos textes s’afficheront une fois approuvés.',
    pendingTitle: 'Ce que vous avez envoyé',
    required: 'Écrivez ce texte.',
  },
  schedule: {
    title: 'Horaire de la semaine',
    hint: 'Jusqu’à deux plages par jour, comme de 09:00 à 12:00 et de 13:00 à 17:00. Laissez vide un jour de congé.',
    from: (range: number, day: string) => `${day}, plage ${range}\u00a0: de`,
    to: (range: number, day: string) => `${day}, plage ${range}\u00a0: à`,
    varies: (day: string) => `${day}\u00a0: heures variables`,
    off: 'Congé',
    save: 'Enregistrer l’horaire',
    saved: 'Horaire enregistré\u00a0: le tableau l’affiche maintenant.',
  },
  photo: {
    title: 'Photo',
    current: 'Votre photo actuelle',
    label: 'Choisissez une photo (JPEG, PNG, WebP, AVIF ou GIF, 2 Mo au plus)',
    submit: 'Envoyer la photo pour approbation',
    sent: 'Photo envoyée. Elle s’affichera une fois approuvée.',
    proposed: 'La photo que vous avez envoyée',
    tooLarge: (bytes: number, maxBytes: number) =>
      `Cette photo fait ${megabytes(bytes)}; une photo fait au plus ${megabytes(maxBytes)}. Choisissez-en une plus légère.`,
  },
  greeting: {
    title: 'Message d’accueil',
    hint: 'Les clients l’entendent sur votre profil, et au téléphone avant leur premier appel avec vous. De 1 à 60 secondes.',
    current: 'Votre message actuel',
    none: 'Aucun pour l’instant\u00a0: les clients entendent votre description lue à voix haute.',
    uploadLabel: 'Choisissez un fichier audio',
    record: 'Enregistrer',
    stop: 'Arrêter',
    recording: (seconds: number) => `Enregistrement\u00a0: ${seconds}\u00a0s`,
    recorded: (seconds: number) =>
      `Enregistré\u00a0: ${seconds}\u00a0s. Écoutez-le avant de l’envoyer.`,
    stoppedAtMax: (maxSeconds: number) =>
      `Enregistrement arrêté à ${maxSeconds}${nbsp}s, la durée maximale d’un message.`,
    preview: 'Ce que vous allez envoyer',
    submit: 'Envoyer le message pour approbation',
    sent: 'Message envoyé. Il jouera une fois approuvé.',
    proposed: 'Le message que vous avez envoyé',
    seconds: (seconds: string) => `${seconds}\u00a0s`,
    micRefused:
      'Le navigateur ne peut pas utiliser votre micro. Autorisez-le dans les réglages du navigateur pour ce site, ou choisissez plutôt un fichier.',
    micMissing: 'Aucun micro trouvé. Choisissez plutôt un fichier.',
    cannotDecode: 'Ce fichier n’a pas pu être lu comme de l’audio. Essayez-en un autre.',
    tooLong: (seconds: number, maxSeconds: number) =>
      `Ce message dure ${seconds}${nbsp}s; il dure au plus ${maxSeconds}${nbsp}s. Enregistrez un message plus court ou choisissez un autre fichier.`,
    tooShort: (minSeconds: number) =>
      `Ce message dure moins de ${minSeconds}${nbsp}s. Enregistrez un message plus long ou choisissez un autre fichier.`,
  },
  greetingRefused: {
    notWav: 'Le message d’accueil doit être un fichier WAV.',
    notPcm16: 'Le message d’accueil doit être en WAV PCM 16 bits.',
    empty: 'Le message d’accueil est vide.',
    silent: 'Le message d’accueil est silencieux\u00a0: vérifiez votre micro.',
    tooShort: 'Le message d’accueil doit durer au moins 1 seconde.',
    tooLong: 'Le message d’accueil doit durer 60 secondes au plus.',
  },
};
