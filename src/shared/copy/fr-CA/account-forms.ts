// Labels, buttons and hints of the sign-in, sign-up, reset and phone-code screens and the
// header's account menu.
import { type AccountCopy } from '../account-catalogue.ts';

export const accountForms: AccountCopy['accountForms'] = {
  fields: {
    email: 'Adresse courriel',
    password: 'Mot de passe',
    passwordHint: 'Entre 6 et 72 caractères.',
    newPassword: 'Nouveau mot de passe',
    newPasswordHint: 'Entre 8 et 72 caractères.',
    confirmPassword: 'Confirmer le nouveau mot de passe',
    showPassword: 'Afficher le mot de passe',
    phone: 'Numéro de téléphone',
    phoneHint:
      'Le numéro vérifié dans votre compte, en chiffres seulement (par exemple 5145550100).',
    code: 'Code de vérification',
  },
  signIn: {
    heading: 'Connectez-vous à votre compte',
    intro:
      'Bienvenue. Connectez-vous pour consulter vos minutes, acheter des minutes et gérer vos numéros de téléphone.',
    submit: 'Se connecter',
    noAccount: 'Première visite?',
    createAccount: 'Créer un compte',
    usePhone: 'Se connecter plutôt avec un numéro de téléphone',
  },
  signUp: {
    heading: 'Créez votre compte',
    intro:
      'Ça ne prend qu’une minute. Confirmez votre adresse courriel, achetez des minutes à l’avance, puis appelez un conseiller ou une conseillère quand vous le voulez.',
    submit: 'Créer le compte',
    haveAccount: 'Vous avez déjà un compte?',
    signIn: 'Se connecter',
    checkInbox: 'Consultez votre boîte de réception',
    noEmail:
      'Vous n’avez pas reçu le courriel? Vérifiez votre dossier de courrier indésirable ou demandez un nouvel envoi.',
    backToSignIn: 'Retour à la connexion',
  },
  confirmation: {
    confirming: 'Confirmation de votre adresse courriel…',
  },
  forgotPassword: {
    heading: 'Réinitialisez votre mot de passe',
    intro:
      'Entrez l’adresse courriel de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien de réinitialisation',
    backToSignIn: 'Retour à la connexion',
  },
  phone: {
    heading: 'Connexion par téléphone',
    intro:
      'Entrez le numéro de téléphone vérifié dans votre compte et nous vous enverrons un code à 6 chiffres par texto.',
    sendCode: 'Envoyer le code',
    verify: 'Vérifier et se connecter',
    changeNumber: 'Changer de numéro',
    resendCode: 'Renvoyer le code',
    resendIn: (seconds: number) => `Renvoyer le code dans ${seconds}\u00a0s`,
    codeResent: 'Nous vous avons envoyé un nouveau code.',
    useEmail: 'Se connecter plutôt avec une adresse courriel',
  },
  /** "En continuant, vous acceptez nos Conditions générales et notre Politique de confidentialité." */
  legal: {
    lead: 'En continuant, vous acceptez nos',
    and: 'et notre',
    end: '.',
  },
  resetPassword: {
    heading: 'Choisissez un nouveau mot de passe',
    intro: 'Choisissez un nouveau mot de passe pour votre compte.',
    submit: 'Mettre à jour le mot de passe',
    updated: 'Votre mot de passe a été mis à jour.',
    redirecting: 'Redirection vers la page de connexion…',
    signInNow: 'Se connecter maintenant',
    requestNewLink: 'Demander un nouveau lien de réinitialisation',
  },
  header: {
    accountMenu: 'Menu du compte',
    /** Read before the minutes by screen readers: "Solde : 30 minutes". */
    creditBalance: 'Solde\u00a0:',
  },
  registerPanel: {
    benefitsHeading: 'Pourquoi créer un compte?',
    benefits: [
      {
        title: 'Des minutes qui n’expirent jamais',
        body: 'Achetez des minutes prépayées en dollars canadiens et utilisez-les quand vous voulez une consultation.',
      },
      {
        title: 'Une ligne qui vous reconnaît',
        body: 'Faites vérifier votre numéro de téléphone, et notre ligne sans frais vous reconnaît grâce à l’afficheur. Aucune carte à donner au téléphone.',
      },
      {
        title: 'Tout votre historique au même endroit',
        body: 'Chaque achat et chaque appel, avec les minutes utilisées, dans votre tableau de bord.',
      },
      {
        title: 'Une remise mensuelle',
        body: 'Des minutes de remise le 1er de chaque mois, à partir du forfait Standard.',
      },
      {
        title: 'Un jeu de tarot chaque semaine',
        body: 'Tirez trois cartes chaque semaine pour courir la chance de gagner un rabais de 5\u00a0% à 25\u00a0%.',
      },
    ],
    promoLabel: 'Offre de bienvenue',
    promoTitle: '25\u00a0% de rabais sur votre premier achat',
    promoCode: 'WELCOME25',
    promoHow: 'Entrez ce code au moment de payer votre premier achat de minutes.',
    noticeHeading: 'Avis important',
    noticeBody:
      'Il faut maintenant un compte pour appeler. Il n’est plus possible de porter les consultations à votre facture de téléphone\u00a0: achetez vos minutes à l’avance; elles sont déduites au fil de la conversation.',
  },
};
