// The advisors' app at /advisor, in Québec French: the twin of en/advisor-app.ts, typed by it.
import type { AdvisorAppCopy } from '../advisor-app-catalogue.ts';
import { advisorAppEarnings } from './advisor-app-earnings.ts';
import { advisorAppProfile } from './advisor-app-profile.ts';
import { advisorAppReviews } from './advisor-app-reviews.ts';

export const advisorApp: AdvisorAppCopy = {
  documentTitle: 'Conseillers',
  noScript:
    'L’application des conseillers a besoin de JavaScript\u00a0: activez-le et rechargez la page.',
  pageTitle: (page: string) => `${page} · Conseillers`,
  shell: {
    brand: 'Conseillers',
    skipToContent: 'Aller au contenu principal',
    signOut: 'Me déconnecter',
    signOutKeepsPresence: 'Vous déconnecter de l’application ne change pas votre présence.',
    signedInAs: (name: string, extension: number) => `${name}, poste ${extension}`,
    loading: 'Chargement…',
    loadFailed: 'La page n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
  },
  signIn: {
    title: 'Connexion',
    intro:
      'Entrez le numéro de téléphone inscrit chez nous. Nous vous enverrons un code à six chiffres par texto.',
    phoneLabel: 'Votre numéro de téléphone',
    phoneHint: '10 chiffres, par exemple 5145550123',
    sendCode: 'M’envoyer un code',
    codeSentTo: (phone: string) =>
      `Si le ${phone} est le numéro d’un conseiller, un code est en route. Il expire dans 10 minutes.`,
    codeLabel: 'Code à six chiffres',
    signIn: 'Me connecter',
    resend: 'M’envoyer un nouveau code',
    resendIn: (seconds: number) => `Vous pourrez demander un nouveau code dans ${seconds}\u00a0s.`,
    otherNumber: 'Utiliser un autre numéro',
  },
  presence: {
    title: 'Ma présence',
    legend: 'Votre présence au tableau',
    available: 'Disponible',
    availableHint: 'Les clients peuvent vous joindre maintenant.',
    away: 'En pause',
    awayHint:
      'En pause\u00a0: aucun appel. Le tableau vous montre en pause, avec votre heure de retour si vous en donnez une.',
    offline: 'Hors ligne',
    offlineHint: 'Aucun appel avant que vous choisissiez Disponible.',
    current: (state: string) => `Votre présence\u00a0: ${state}.`,
    backAt: (time: string) => `De retour à ${time}.`,
    backTomorrowAt: (time: string) => `De retour demain à ${time}.`,
    backTimePassed: (time: string) =>
      `Vous prévoyiez revenir à ${time}. Choisissez Disponible pour recevoir de nouveau des appels.`,
    returnLabel: 'De retour à (facultatif)',
    returnHint: 'L’heure prévue de votre retour, aujourd’hui ou demain.',
    confirmAway: 'Prendre une pause',
    cancel: 'Annuler',
  },
  call: {
    title: 'En appel',
    caller: 'Client',
    minutesLeft: 'Minutes restantes',
    elapsed: 'Durée de l’appel',
    ringing: 'Ça sonne…',
    nextWaiting: 'Prochain appel en attente',
    waitingFor: (firstName: string, waiting: number) =>
      waiting === 1 ? firstName : `${firstName} (${waiting} en attente)`,
    onCallWith: (firstName: string) => `En appel avec ${firstName}`,
    ringingFrom: (firstName: string) => `Appel de ${firstName}\u00a0: ça sonne`,
    showCall: 'Voir l’appel',
    duration: (totalSeconds: number) =>
      `${Math.floor(totalSeconds / 60)}\u00a0min ${String(totalSeconds % 60).padStart(2, '0')}\u00a0s`,
  },
  /** My calls and Statements (advisor-app-earnings.ts). */
  earnings: advisorAppEarnings,
  profile: advisorAppProfile,
  reviews: advisorAppReviews,
  api: {
    awayUntilInvalid: 'Choisissez une heure dans les 24 prochaines heures.',
  },
};
