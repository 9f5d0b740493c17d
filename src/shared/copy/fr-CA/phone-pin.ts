// The phone PIN (docs/decisions/026): the dashboard card and the PIN's rules.
import { type AccountCopy } from '../account-catalogue.ts';

export const phonePin: AccountCopy['phonePin'] = {
  card: {
    heading: 'NIP téléphonique',
    intro:
      'Un NIP de 4\u00a0chiffres que notre ligne vous demande avant de dire votre nom ou votre solde, pour que personne ne puisse utiliser vos minutes en appelant avec une copie de votre numéro.',
    isSet: (date: string) =>
      `Votre NIP est en place (depuis le ${date}). La ligne vous le demande à chaque appel.`,
    notSet:
      'Aucun NIP pour le moment. La ligne vous reconnaît à votre numéro de téléphone seulement.',
    newPin: 'Nouveau NIP (4\u00a0chiffres)',
    pin: 'NIP (4\u00a0chiffres)',
    hint: 'Chiffres seulement. Nous n’affichons et ne disons jamais votre NIP, alors gardez-le pour vous.',
    set: 'Enregistrer le NIP',
    change: 'Changer le NIP',
    remove: 'Supprimer le NIP',
    saved:
      'Votre NIP téléphonique est enregistré. La ligne vous le demandera à votre prochain appel.',
    removed: 'Votre NIP téléphonique a été supprimé.',
    confirmRemoveTitle: 'Supprimer votre NIP téléphonique?',
    confirmRemoveBody:
      'La ligne vous reconnaîtra de nouveau à votre numéro de téléphone seulement, et un appel dont notre fournisseur ne peut pas vérifier l’afficheur sera refusé.',
    keep: 'Le conserver',
    confirmRemove: 'Supprimer',
    saveFailed: 'Nous n’avons pas pu enregistrer votre NIP. Veuillez réessayer.',
    removeFailed: 'Nous n’avons pas pu supprimer votre NIP. Veuillez réessayer.',
    loadFailed: 'Nous n’avons pas pu vérifier si vous avez un NIP. Veuillez recharger la page.',
  },
  rules: {
    length: 'Le NIP doit contenir 4\u00a0chiffres',
    digitsOnly: 'Le NIP doit contenir uniquement des chiffres',
    tooEasy:
      'Choisissez un NIP plus difficile à deviner\u00a0: pas quatre fois le même chiffre, ni une suite comme 1234 ou 9876.',
    endOfPhoneNumber: 'Choisissez un NIP qui n’est pas la fin de l’un de vos numéros de téléphone.',
  },
  tooManyChanges: 'Vous avez changé votre NIP trop souvent. Veuillez réessayer dans une heure.',
};
