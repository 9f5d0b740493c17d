// Les candidatures pour devenir conseiller ou conseillère dans l’administration (/admin/applications).
import type { AdminCopy } from '../admin-catalogue.ts';

const nbsp = '\u00a0';

export const adminApplications: AdminCopy['applications'] = {
  title: 'Candidatures',
  caption: 'Candidatures pour devenir conseiller ou conseillère, les plus récentes en premier',
  status: 'Statut',
  anyStatus: 'Tous les statuts',
  statuses: { received: 'À examiner', approved: 'Acceptée', declined: 'Refusée' },
  columns: {
    receivedAt: 'Reçue',
    name: 'Nom',
    email: 'Courriel',
    specialties: 'Spécialités',
    status: 'Statut',
  },
  back: 'Toutes les candidatures',
  notFound: 'Cette candidature n’existe pas.',
  details: {
    applicant: 'Candidat ou candidate',
    name: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone',
    pageLanguage: 'Langue du formulaire',
    pageLanguages: { en: 'Anglais', 'fr-CA': 'Français' },
    languages: 'Langues de consultation',
    specialties: 'Spécialités',
    years: 'Années d’expérience',
    sample: 'Exemple de consultation',
    consent: 'Consentement donné',
    receivedAt: 'Reçue',
    decision: 'Décision',
    decidedAt: 'Décidée',
    decidedBy: 'Par',
    message: 'Message envoyé',
    advisor: 'Conseiller ou conseillère créé',
    advisorLink: (extension: number) => `Poste ${extension}`,
  },
  approve: 'Accepter',
  approveTitle: 'Accepter cette candidature?',
  approveBody: (name: string) =>
    `${name} deviendra conseiller ou conseillère, sans paraître au tableau, avec le premier poste libre à partir de 4001, et recevra une invitation par texto et par courriel. La description reste à rédiger par cette personne.`,
  approveConfirm: 'Accepter et inviter',
  approved: (extension: number) =>
    `Candidature acceptée. Le poste est le ${extension}; l’invitation est en route.`,
  decline: 'Refuser',
  declineTitle: 'Refuser cette candidature?',
  declineBody: 'Votre message est envoyé par courriel à la personne tel que vous l’écrivez.',
  declineMessage: 'Message à la personne',
  declineMessageRequired: 'Écrivez le message que la personne recevra.',
  declineConfirm: 'Refuser et envoyer',
  declined: 'Candidature refusée. Votre message a été envoyé par courriel.',
  cancel: 'Annuler',
  working: 'En cours…',
  alreadyDecided: `Cette candidature a déjà été traitée, peut-être à l’instant par un autre opérateur.`,
  phoneTaken: (extension: number, name: string) =>
    `Ce numéro de téléphone est déjà celui du poste ${extension} (${name})${nbsp}: le numéro d’un conseiller l’identifie sur la ligne, il ne peut donc pas être donné deux fois.`,
  noFreeExtension: 'Aucun poste n’est libre entre 4001 et 9999.',
};
