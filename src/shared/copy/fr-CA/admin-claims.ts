// Les demandes au titre de la garantie de satisfaction dans l’administration (/admin/claims).
import type { AdminCopy } from '../admin-catalogue.ts';

export const adminClaims: AdminCopy['claims'] = {
  title: 'Demandes de remboursement',
  caption: 'Demandes au titre de la garantie de satisfaction, les plus récentes en premier',
  status: 'Statut',
  anyStatus: 'Tous les statuts',
  statuses: {
    granted: 'Accordée tout de suite',
    review: 'À examiner',
    approved: 'Acceptée',
    declined: 'Refusée',
  },
  columns: {
    createdAt: 'Demandée le',
    customer: 'Client',
    callEnd: 'Fin de l’appel',
    minutes: 'Minutes',
    reason: 'Motif du client',
    status: 'Statut',
    actions: 'Décision',
  },
  empty: 'Aucune demande à afficher.',
  approve: 'Accepter',
  approveReason: 'Motif (conservé dans le journal d’audit)',
  approveConfirm: 'Accepter et créditer',
  approved: (minutes: number) =>
    `Demande acceptée\u00a0: ${minutes}\u00a0minute${minutes > 1 ? 's ont été créditées' : ' a été créditée'} et le client a reçu un courriel.`,
  decline: 'Refuser',
  declineMessage: 'Message au client',
  declineMessageRequired: 'Écrivez le message que le client recevra.',
  declineConfirm: 'Refuser et envoyer',
  declined: 'Demande refusée. Votre message a été envoyé au client par courriel.',
  approveReasonRequired:
    'Indiquez le motif\u00a0: il est conservé avec le crédit et dans le journal d’audit.',
  cancel: 'Annuler',
  deciding: (customer: string) => `Décision sur la demande de ${customer}`,
  alreadyDecided: 'Cette demande a déjà été traitée, peut-être par une autre personne à l’instant.',
};
