// Les changements de profil des conseillers en attente d’approbation (/admin/profile-changes,
// décision 050), en français du Québec : le jumeau de en/admin-profile-changes.ts.
import type { adminProfileChanges as english } from '../en/admin-profile-changes.ts';

export const adminProfileChanges: typeof english = {
  title: 'Changements de profil',
  intro:
    'Textes, photos et messages d’accueil envoyés par les conseillers depuis leur espace. Rien ne s’affiche au tableau avant votre approbation.',
  empty: 'Aucun changement en attente.',
  kinds: { texts: 'Textes', photo: 'Photo', greeting: 'Message d’accueil' },
  heading: (name: string, extension: number, kind: string) =>
    `${name} (${extension})\u00a0: ${kind}`,
  sentOn: (date: string) => `Envoyé le ${date}`,
  current: 'Actuel',
  proposed: 'Proposé',
  none: 'Aucun',
  notWritten: 'Non rédigé (les pages en français montrent l’anglais)',
  fields: {
    description: 'Description',
    descriptionFr: 'Description en français',
    availTimeStr: 'Disponibilités',
    availTimeStrFr: 'Disponibilités en français',
  },
  currentPhoto: (name: string) => `Photo actuelle de ${name}`,
  proposedPhoto: (name: string) => `Photo proposée par ${name}`,
  currentGreeting: 'Message d’accueil actuel',
  proposedGreeting: (seconds: string) => `Message d’accueil proposé (${seconds} s)`,
  approve: 'Approuver',
  approved: 'Approuvé\u00a0: le profil public l’affiche maintenant.',
  decline: 'Refuser',
  declineMessage: 'Motif (envoyé par texto au conseiller)',
  declineMessageRequired: 'Écrivez le motif que recevra le conseiller.',
  declineConfirm: 'Refuser et envoyer le texto',
  declined: 'Refusé\u00a0: le conseiller a reçu votre motif par texto.',
  cancel: 'Annuler',
  working: 'Traitement…',
  alreadyDecided:
    'Ce changement a déjà été traité ou remplacé, peut-être par un autre opérateur à l’instant.',
  notFound: 'Ce changement de profil n’existe pas.',
};
