// Les textes de la candidature pour devenir conseiller ou conseillère (/advisors/apply).
import type { AdvisorApplyCopy } from '../advisor-apply-catalogue.ts';

const nbsp = '\u00a0';

export const advisorApply: AdvisorApplyCopy = {
  description: (brand: string) =>
    `Proposez votre candidature pour faire des consultations auprès de la clientèle de ${brand}${nbsp}: dites-nous qui vous êtes, ce que vous lisez et comment.`,
  intro: (brand: string) =>
    `Les conseillers et conseillères de ${brand} font leurs consultations par téléphone pour une clientèle de partout au Canada, de la maison, aux heures qu’ils choisissent. Parlez-nous de vous${nbsp}: nous lisons chaque candidature et répondons à chacune par courriel.`,
  requiredNote: 'Tous les champs sont obligatoires.',
  name: 'Nom complet',
  email: 'Courriel',
  phone: 'Numéro de cellulaire',
  phoneHint:
    'Le numéro où vous prendriez les appels, 10 chiffres. Si votre candidature est acceptée, nous vous y enverrons un texto.',
  languages: 'Langues de consultation',
  languagesHint: 'L’une ou les deux.',
  specialties: 'Spécialités',
  specialtiesHint: 'Cochez toutes celles que vous pratiquez.',
  years: 'Années d’expérience',
  yearsHint: 'En années complètes de consultations pour d’autres, payées ou non.',
  sample: 'Un exemple de consultation',
  sampleHint: (min: number, max: number) =>
    `Rédigez une courte consultation comme vous la donneriez au téléphone (de ${min} à ${max} caractères).`,
  sampleCount: (count: number, max: number) => `${count} caractères sur ${max}`,
  consent: (brand: string) =>
    `J’accepte que ${brand} conserve ce que j’envoie ici et me joigne par courriel, par texto ou par téléphone au sujet de ma candidature, comme le décrit sa politique de confidentialité.`,
  privacyLink: 'Lire la politique de confidentialité',
  website: 'Laissez ce champ vide',
  submit: 'Envoyer ma candidature',
  sending: 'Envoi en cours…',
  errors: {
    nameRequired: 'Veuillez entrer votre nom.',
    nameTooLong: (max: number) => `Votre nom ne doit pas dépasser ${max} caractères.`,
    languagesRequired: 'Choisissez au moins une langue.',
    specialtiesRequired: 'Choisissez au moins une spécialité.',
    yearsInvalid: (max: number) => `Entrez un nombre d’années entier, de 0 à ${max}.`,
    sampleTooShort: (min: number) =>
      `Votre exemple de consultation doit compter au moins ${min} caractères.`,
    sampleTooLong: (max: number) =>
      `Votre exemple de consultation ne doit pas dépasser ${max} caractères.`,
    consentRequired:
      'Veuillez donner votre accord pour que nous puissions lire votre candidature et vous répondre.',
    alreadyOpen:
      'Nous avons déjà une candidature de cette adresse courriel à laquelle nous n’avons pas encore répondu. Nous vous écrirons dès qu’elle aura été lue.',
    tooManyFromAddress:
      'Plusieurs candidatures ont déjà été envoyées depuis cette connexion au cours de la dernière heure. Veuillez réessayer dans une heure.',
    tooManyFromEmail:
      'Plusieurs candidatures ont déjà été envoyées depuis cette adresse courriel aujourd’hui. Veuillez réessayer dans 24 heures.',
    failed: 'Votre candidature n’a pas pu être envoyée. Veuillez réessayer dans un instant.',
  },
  sent: {
    title: 'Merci, votre candidature est envoyée',
    body: (email: string) =>
      `Nous avons envoyé une confirmation à ${email}. Notre équipe lit chaque candidature; nous vous écrirons à cette adresse pour vous donner notre réponse.`,
    next: 'Si votre candidature est acceptée, nous créons votre compte et vous envoyons par texto un lien pour vous connecter à votre espace conseiller avec votre numéro de téléphone.',
    home: 'Retour à l’accueil',
  },
  specialtyNames: {
    tarot: 'Tarot',
    astrology: 'Astrologie',
    numerology: 'Numérologie',
    mediumship: 'Médiumnité',
    clairvoyance: 'Voyance',
    love: 'Amour et relations',
    career: 'Carrière et argent',
    dreams: 'Interprétation des rêves',
    pastLives: 'Vies antérieures',
  },
  languageNames: { fr: 'Français', en: 'Anglais' },
};
