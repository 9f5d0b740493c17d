// La page « Mes avis » de l'application des conseillers, en français du Québec : la jumelle de
// en/advisor-app-reviews.ts, typée par elle.
import type { advisorAppReviews as english } from '../en/advisor-app-reviews.ts';

export const advisorAppReviews: typeof english = {
  title: 'Mes avis',
  intro:
    'Les clients évaluent un appel d’au moins 3 minutes facturées. Votre réponse paraît sous leur avis, sur votre page de profil.',
  empty:
    'Aucun avis pour le moment. Les clients peuvent évaluer un appel d’au moins 3 minutes facturées.',
  yourReply: 'Votre réponse',
  reply: 'Répondre',
  editReply: 'Modifier ma réponse',
  replyLabel: 'Votre réponse à cet avis',
  replyHint: (max: number) =>
    `Toute personne qui ouvre votre profil la lit sous l’avis. Au plus ${max}\u00a0caractères.`,
  required: 'Écrivez d’abord votre réponse.',
  publish: 'Publier ma réponse',
  cancel: 'Annuler',
  published: 'Votre réponse est sur votre page de profil.',
  newer: 'Avis plus récents',
  older: 'Avis plus anciens',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
};
