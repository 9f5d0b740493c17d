// The customer's own area: dashboard, profile, account deletion.
import { type AccountCopy } from '../account-catalogue.ts';

export const customer: AccountCopy['customer'] = {
  dashboard: {
    // "Vous n'êtes pas connecté" would have to agree with the customer's gender.
    notAuthenticated: 'Votre session n’est pas ouverte.',
    fetchFailed: 'Une erreur s’est produite lors de la récupération des données de votre compte.',
    deletePhoneFailed: 'La suppression du numéro de téléphone a échoué. Veuillez réessayer.',
    addPhoneFailed: 'L’ajout du numéro de téléphone a échoué. Veuillez réessayer.',
    primaryPhoneNotDeletable: 'Votre numéro principal ne peut pas être supprimé.',
    phoneNotOnAccount: 'Ce numéro de téléphone n’est pas associé à votre compte.',
    primary: 'Principal',
    addPhone: 'Ajouter un numéro de téléphone',
    purchaseMoreCredits: 'Acheter d’autres minutes',
    editProfile: 'Modifier le profil',
    lastPromoCodeWon: 'Dernier code promo gagné',
    deleteAccount: 'Supprimer mon compte',
    purchaseHistory: {
      date: 'Date',
      package: 'Forfait',
      minutes: 'Minutes',
      amount: 'Montant',
      orderId: 'Numéro de commande',
    },
    usageHistory: {
      date: 'Date',
      minutesUsed: 'Minutes utilisées',
      callDuration: 'Durée de l’appel (minutes)',
    },
  },
  profile: {
    nameRequired: 'Veuillez entrer votre nom.',
    nameTooLong: 'Votre nom ne doit pas dépasser 80 caractères.',
    birthDateInvalid: 'Veuillez entrer une date de naissance valide.',
    birthDateInFuture: 'Votre date de naissance doit être dans le passé.',
    tooYoung: 'Vous devez avoir 18 ans ou plus pour utiliser ce service.',
    /** Stored verbatim with every consent given or withdrawn; names the sender (Canada's anti-spam law). */
    emailNotificationsLabel: (brand: string) =>
      `Je veux recevoir de ${brand}, par courriel, les nouvelles, les offres et le résumé mensuel de mes minutes de remise. Je peux me désabonner en tout temps.`,
    missing: 'Les données du profil sont manquantes ou incomplètes.',
    fetchFailed: 'Une erreur s’est produite lors de la récupération des données du profil.',
    updateFailed: 'La mise à jour du profil a échoué. Veuillez réessayer.',
    updateError: 'Une erreur s’est produite lors de la mise à jour de votre profil.',
    signedOut: 'Veuillez vous connecter pour voir votre profil.',
    edit: 'Modifier',
    cancel: 'Annuler',
    save: 'Enregistrer les modifications',
  },
  deletion: {
    sessionFailed: 'Impossible de récupérer la session',
    deleteFailed: 'La suppression du compte a échoué',
    completeFailed: 'Impossible de terminer la suppression du compte',
    unexpected: 'Une erreur inattendue s’est produite',
    success: 'Compte supprimé',
    /** What the customer types to confirm deletion; validation.deleteConfirmation names it. */
    confirmationWord: 'SUPPRIMER',
  },
};
