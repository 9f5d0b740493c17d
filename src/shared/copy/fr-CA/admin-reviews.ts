// Les avis des clients dans l’administration (/admin/reviews, docs/decisions/053).
import type { AdminCopy } from '../admin-catalogue.ts';

export const adminReviews: AdminCopy['reviews'] = {
  title: 'Avis',
  caption: 'Les avis des clients sur leurs appels, du plus récent au plus ancien',
  status: 'État',
  anyStatus: 'Tous les états',
  statuses: { shown: 'Affiché', hidden: 'Masqué' },
  columns: {
    createdAt: 'Écrit le',
    advisor: 'Conseiller ou conseillère',
    customer: 'Client',
    rating: 'Note',
    text: 'Avis',
    status: 'État',
    action: 'Action',
  },
  advisorValue: (name: string, extension: number) => `${name} (poste ${extension})`,
  ratingValue: (rating: number) => `${rating}/5`,
  noText: 'Aucun mot, une note seulement',
  hiddenBecause: (reason: string) => `Masqué\u00a0: ${reason}`,
  hide: 'Masquer',
  unhide: 'Afficher de nouveau',
  hideTitle: 'Masquer cet avis?',
  unhideTitle: 'Afficher de nouveau cet avis?',
  hideHint:
    'Un avis masqué quitte la page et la moyenne du conseiller ou de la conseillère. Indiquez pourquoi, pour le journal d’audit.',
  unhideHint:
    'Un avis affiché de nouveau revient sur la page et dans la moyenne du conseiller ou de la conseillère. Indiquez pourquoi, pour le journal d’audit.',
  reason: 'Raison',
  reasonRequired: 'Indiquez une raison.',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  hidden: 'L’avis est masqué.',
  shown: 'L’avis est de nouveau affiché.',
  notFound: 'Cet avis n’existe pas.',
  alreadyHidden: 'Cet avis est déjà masqué.',
  alreadyShown: 'Cet avis est déjà affiché.',
};
