// La file de rappel et « m’aviser quand disponible » (docs/decisions/052).
import type { QueueNotifyCopy } from '../queue-notify-catalogue.ts';

export const queueNotify: QueueNotifyCopy = {
  errors: {
    advisorNotBusy:
      'Vous pouvez joindre la file de rappel seulement pendant que cette personne est en consultation. Appelez-la maintenant, ou demandez à être avisé.',
    noMinutes:
      'Il vous faut des minutes pour être rappelé. Achetez des minutes, puis joignez la file.',
    noPhone:
      'Ajoutez et vérifiez un numéro de téléphone dans votre tableau de bord, pour que la ligne puisse vous rappeler.',
    advisorAvailable: 'Cette personne est disponible\u00a0: vous pouvez l’appeler tout de suite.',
    smsNeedsPhone:
      'Les textos sont envoyés seulement à un de vos numéros vérifiés. Ajoutez-en un dans votre tableau de bord, ou choisissez le courriel.',
    stopLinkInvalid:
      'Ce lien n’est pas valide. Vous pouvez annuler vos demandes dans votre tableau de bord.',
  },
  queue: {
    title: (name: string) => `Être rappelé par ${name}`,
    explain: (name: string) =>
      `À la fin de la consultation de ${name}, la ligne appelle la première personne de la file à son numéro enregistré, puis vous met en communication. Les minutes sont facturées comme pour tout appel. Votre place est gardée 30 minutes.`,
    needs:
      'Pour joindre la file, il vous faut des minutes à votre compte et un numéro de téléphone vérifié.',
    join: 'Joindre la file',
    joined: (place: number) =>
      `Vous êtes au rang ${place} dans la file. Gardez votre téléphone près de vous.`,
    leave: 'Quitter la file',
    left: 'Vous avez quitté la file.',
    failed: 'Nous n’avons pas pu vous ajouter à la file. Veuillez réessayer.',
  },
  notify: {
    title: (name: string) => `Être avisé quand ${name} sera disponible`,
    channel: 'Comment voulez-vous être avisé?',
    email: 'Par courriel',
    sms: 'Par texto',
    consent: (brand: string, name: string, channel: 'email' | 'sms') =>
      `J’accepte de recevoir de ${brand} un seul ${channel === 'email' ? 'courriel' : 'texto'} lorsque ${name} sera disponible, dans les 7 prochains jours. Chaque message contient un lien pour y mettre fin.`,
    submit: 'M’aviser',
    done: (name: string) =>
      `C’est fait. Nous vous aviserons une fois quand ${name} sera disponible.`,
    cancel: 'Annuler',
    cancelled: 'Demande annulée.',
    failed: 'Nous n’avons pas pu enregistrer votre demande. Veuillez réessayer.',
  },
  mine: {
    title: 'En attente d’une personne',
    loadFailed: 'Vos demandes n’ont pas pu être chargées.',
    cancelFailed: 'L’annulation n’a pas fonctionné. Veuillez réessayer.',
    until: (when: string) => `Jusqu’à ${when}`,
    leaveOf: (name: string) => `Quitter la file\u00a0: ${name}`,
    cancelOf: (name: string) => `Annuler\u00a0: ${name}`,
    empty: 'Vous n’attendez aucune personne.',
    inLine: (name: string) => `Dans la file de rappel de ${name}`,
    notifyBy: (name: string, channel: 'email' | 'sms') =>
      `M’aviser quand ${name} sera disponible (${channel === 'email' ? 'courriel' : 'texto'})`,
  },
  /** The home page's toast after a message's stop link. */
  stopPage: {
    stopped: 'Demandes annulées. Vous ne serez pas avisé de la disponibilité de cette personne.',
  },
};
