// Sign-in, sign-up, password and one-time-code texts.
import type { Copy } from '../catalogue.ts';
import { counted } from './format.ts';

const contactSupport = 'Veuillez communiquer avec notre service à la clientèle.';

export const auth: Copy['auth'] = {
  signIn: {
    wrongCredentials: 'L’adresse courriel ou le mot de passe est incorrect. Veuillez réessayer.',
    emailNotConfirmed: 'Veuillez confirmer votre adresse courriel avant de vous connecter.',
    tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer plus tard.',
    unavailable: 'Impossible de vous connecter pour le moment. Veuillez réessayer plus tard.',
    noUserData: 'Impossible de terminer la connexion – aucune donnée d’utilisateur reçue',
    customerFetchFailed:
      'Impossible de récupérer les données de votre compte. Veuillez réessayer plus tard.',
    accountDeleted: `Votre compte a été supprimé. ${contactSupport}`,
    accountInactive: `Votre compte est inactif. ${contactSupport}`,
    emailSignInFailed: 'La connexion par courriel a échoué. Veuillez réessayer.',
    customerMissing: `Impossible de trouver les données de votre compte. ${contactSupport}`,
    inactiveOrDeleted: `Votre compte est inactif ou a été supprimé. ${contactSupport}`,
    validateFailed: 'Impossible de valider votre compte.',
    phoneSignInFailed: 'La connexion par téléphone a échoué. Veuillez réessayer.',
    passwordLocked: (wait: number) =>
      `Trop de mots de passe incorrects pour cette adresse courriel. Veuillez réessayer dans ${counted(wait, 'minute')}, réinitialiser votre mot de passe ou vous connecter avec un code reçu par texto.`,
  },
  signUp: {
    adultConfirmation: 'Je confirme que j’ai 18 ans ou plus.',
    adultRequired: 'Veuillez confirmer que vous avez 18 ans ou plus.',
    englishTermsChoice:
      'Les conditions générales m’ont d’abord été présentées en français. Je choisis la version anglaise.',
    confirmationSent: (email: string) =>
      `Nous avons envoyé un lien de confirmation à ${email}. Ouvrez-le pour activer votre compte, puis connectez-vous.`,
    emailTaken:
      'Un compte existe déjà avec cette adresse courriel. Veuillez plutôt vous connecter.',
    weakPassword: 'Veuillez choisir un mot de passe plus robuste.',
    noUserData: 'Impossible de créer le compte – aucune donnée d’utilisateur reçue',
    availabilityCheckFailed:
      'Impossible de vérifier la disponibilité du compte. Veuillez réessayer.',
    customerEmailTaken:
      'Un compte client existe déjà avec cette adresse courriel. Veuillez plutôt vous connecter.',
    profileCreateFailed: 'Impossible de créer le profil client. Veuillez réessayer.',
  },
  confirmation: {
    confirmed: 'Votre adresse courriel est confirmée. Vous pouvez maintenant vous connecter.',
    linkInvalid: 'Ce lien de confirmation n’est pas valide ou a déjà été utilisé.',
    resend: 'Renvoyer le courriel de confirmation',
    resent:
      'Si cette adresse courriel correspond à un compte en attente de confirmation, nous y avons envoyé un nouveau lien.',
  },
  password: {
    resetRequested:
      'Si un compte utilise cette adresse courriel, nous y avons envoyé un lien pour réinitialiser le mot de passe. Le lien est valide pendant une heure.',
    linkInvalid:
      'Ce lien de réinitialisation a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
    resetDone:
      'Votre mot de passe a été réinitialisé. Veuillez vous connecter avec votre nouveau mot de passe.',
    resetEmailFailed:
      'Impossible d’envoyer le courriel de réinitialisation du mot de passe. Veuillez réessayer.',
    updateFailed: 'Impossible de mettre à jour le mot de passe. Veuillez réessayer.',
    forgotPassword: 'Mot de passe oublié?',
  },
  otp: {
    codePlaceholder: 'Entrez le code à 6 chiffres',
    codeSent: (phone: string) =>
      `Nous avons envoyé un code à 6 chiffres au ${phone}. Il expire dans 10 minutes.`,
    codeIncorrect: 'Ce code est incorrect. Veuillez le vérifier et réessayer.',
    codeExpired: 'Ce code a expiré. Veuillez en demander un nouveau.',
    attemptsExceeded: 'Trop de codes incorrects. Veuillez en demander un nouveau.',
    resendTooSoon: (seconds: number) =>
      `Veuillez attendre ${counted(seconds, 'seconde')} avant de demander un autre code.`,
    requestFailed: 'Impossible de demander un code à usage unique. Veuillez réessayer.',
    requestFailedSignedIn:
      'Impossible de demander un code à usage unique pour le compte connecté. Veuillez réessayer.',
    verifyFailed: 'Impossible de vérifier le code à usage unique. Veuillez réessayer.',
    magicLinkFailed: 'Impossible d’envoyer le lien de connexion. Veuillez réessayer.',
    addPhoneFailed: 'Impossible d’ajouter le numéro de téléphone. Veuillez réessayer.',
    sendCodeFailed: 'L’envoi du code de vérification a échoué. Veuillez réessayer.',
    verifyCodeFailed: 'La vérification du code a échoué. Veuillez réessayer.',
    resendCodeFailed: 'Le renvoi du code de vérification a échoué. Veuillez réessayer.',
    invalidPhone: 'Numéro de téléphone non valide. Veuillez réessayer.',
    noCustomerForPhone: 'Aucun compte client ne correspond à ce numéro de téléphone',
    phoneTaken: 'Ce numéro de téléphone est déjà associé à un compte.',
    dailyLimitReached:
      'Ce numéro de téléphone a déjà reçu le nombre maximal de codes permis en une journée. Veuillez réessayer plus tard.',
    phoneLocked:
      'Trop de codes incorrects ont été entrés aujourd’hui pour ce numéro de téléphone. Par mesure de sécurité, ses codes sont suspendus. Veuillez réessayer plus tard.',
  },
  recentSignIn: {
    required:
      'Par mesure de sécurité, veuillez confirmer votre identité avant de faire cette modification.',
    dialogTitle: 'Confirmez votre identité',
    intro:
      'Votre connexion date d’un moment. Entrez votre mot de passe pour poursuivre cette modification.',
    introWithPhone:
      'Votre connexion date d’un moment. Entrez votre mot de passe ou recevez un code par texto pour poursuivre cette modification.',
    confirm: 'Confirmer',
    textCodeTo: (phone: string) => `Recevoir un code par texto au ${phone}`,
    wrongPassword: 'Ce mot de passe est incorrect. Veuillez réessayer.',
    phoneNotOnAccount: 'Ce numéro de téléphone n’est pas associé à votre compte.',
    failed: 'Impossible de confirmer votre identité. Veuillez réessayer.',
  },
};
