// Les textes des notes et des avis (docs/decisions/053) : voir ../en/reviews.ts.
import type { ReviewsCopy } from '../reviews-catalogue.ts';

const stars = (count: number) => (count <= 1 ? `${count}\u00a0étoile` : `${count}\u00a0étoiles`);

export const reviews: ReviewsCopy = {
  formTitle: (advisor: string) => `Évaluez votre appel avec ${advisor}`,
  callLine: (date: string, minutes: number) =>
    `Appel du ${date}, ${minutes}\u00a0minutes facturées`,
  ratingLegend: 'Votre note',
  starLabel: stars,
  ratingRequired: 'Choisissez de 1 à 5 étoiles.',
  textLabel: 'Votre avis (facultatif)',
  textHint: (max: number) =>
    `Ce que d’autres clients devraient savoir, en ${max} caractères au plus.`,
  textCount: (count: number, max: number) => `${count} caractères sur ${max}`,
  submit: 'Envoyer ma note',
  sent: (advisor: string) => `Merci! Votre note figure maintenant au profil de ${advisor}.`,
  yourRating: (count: number) => `Vous avez donné ${count} sur 5 à cet appel.`,
  loadFailed: 'Impossible d’afficher cet appel.',
  pageTitle: 'Évaluez votre appel',
  backToDashboard: 'Retour à mon tableau de bord',
  rateCall: 'Évaluer cet appel',
  ratedCall: (count: number) => `Note\u00a0: ${count}/5`,
  reviewColumn: 'Note',
  notAllowed:
    'Seule la personne qui a fait un appel d’au moins 3 minutes facturées peut l’évaluer.',
  exists: 'Cet appel est déjà évalué\u00a0: chaque appel s’évalue une seule fois.',
  notFound: 'Cet avis n’existe pas.',
  heading: 'Avis',
  summary: (average: string, count: number) => `${average} sur 5, d’après ${count}\u00a0avis`,
  distributionLabel: 'Notes par nombre d’étoiles',
  distributionRow: (count: number, reviews: number) => `${stars(count)}\u00a0: ${reviews}`,
  empty:
    'Aucun avis pour le moment. Seules les personnes qui ont parlé avec ce conseiller ou cette conseillère peuvent l’évaluer.',
  verified: 'Appel vérifié',
  reviewStars: (count: number) => `${count} sur 5`,
  replyHeading: (advisor: string) => `Réponse de ${advisor}`,
  more: 'Plus d’avis',
  reviewsLoadFailed: 'Impossible d’afficher les avis.',
};
