// Packages, coupons and payments.
import { type AccountCopy } from '../account-catalogue.ts';
import { counted, formatPercent } from './format.ts';

/** The provider's status words (after STATUS_, lower-cased), as a French transaction state. */
const interacStates: Readonly<Record<string, string>> = {
  expired: 'expirée',
  cancelled: 'annulée',
  canceled: 'annulée',
  declined: 'refusée',
  rejected: 'refusée',
  refunded: 'remboursée',
  reversed: 'contrepassée',
};

export const purchase: AccountCopy['purchase'] = {
  bestPackage: 'Le plus avantageux',
  monthlyCashback: 'Remise mensuelle',
  bundleNames: {
    'bundle-10': 'Essentiel',
    'bundle-20': 'Standard',
    'bundle-40': 'Privilège',
    'bundle-80': 'Ultime',
  },
  packageFeatures: {
    oneOnOne: 'Consultation individuelle',
    readingType: 'Choix du type de consultation',
    satisfaction: 'Satisfaction garantie',
  },
  selectPackageFirst: 'Veuillez d’abord choisir un forfait',
  selectCreditPackage: 'Veuillez d’abord choisir un forfait de minutes',
  proceedToCheckout: 'Passer au paiement',
  cancelPurchase: 'Annuler l’achat',
  coupon: {
    invalid: 'Code promo non valide',
    expired: 'Ce coupon a expiré',
    limitReached: 'Ce coupon a atteint sa limite d’utilisation',
    validateFailed: 'La validation du coupon a échoué',
    applied: (code: string) => `Coupon ${code} accepté`,
    percentApplied: (percent: number) => `Rabais de ${formatPercent(percent)} appliqué au prix!`,
    bonusMinutesAdded: (minutes: number) =>
      `${counted(minutes, 'minute')} en prime ${minutes < 2 ? 'ajoutée' : 'ajoutées'}!`,
    firstPurchaseOnly: 'Ce coupon est réservé au premier achat.',
    tooManyAttempts:
      'Trop de tentatives de codes de coupon. Veuillez patienter quelques minutes et réessayer.',
    heldByUnfinishedOrder:
      'Une commande non terminée utilise ce coupon. Terminez-la ou annulez-la, ou réessayez dans 30\u00a0minutes.',
    firstPurchasePending:
      'Vous avez une commande non terminée, qui compte comme votre premier achat. Terminez-la ou annulez-la, ou réessayez dans 30\u00a0minutes.',
  },
  payment: {
    invalidBundle: 'Le forfait choisi est non valide',
    sessionMissing: 'La session d’authentification est introuvable',
    createInteracFailed: 'La création de la commande Interac a échoué',
    createPaypalFailed: 'La création de la commande PayPal a échoué',
    capturePaypalFailed: 'L’encaissement de la commande PayPal a échoué',
    paypalCheckoutError: 'Erreur de paiement PayPal',
    interacPaymentError: 'Erreur de paiement Interac',
    fallback: 'Une erreur s’est produite pendant le traitement du paiement',
    interacSuccess: 'Transaction Interac réussie!',
    paypalSuccess: 'Transaction PayPal réussie!',
    interacFailed: 'La transaction Interac a échoué',
    /** A known provider status reads as French; any other is an unfinished transaction (the
     * provider’s English status word never reaches a French page). */
    interacStatus: (status: string) => {
      const state = interacStates[status];
      return state
        ? `Transaction Interac ${state}`
        : 'Transaction Interac non terminée. Veuillez réessayer.';
    },
    interacUnavailable: 'Transaction Interac non lancée ou non disponible',
    declined:
      'Votre moyen de paiement a été refusé. Veuillez réessayer avec une autre carte ou un autre compte.',
    notApproved:
      'Le paiement n’a pas encore été approuvé. Veuillez le terminer dans la fenêtre PayPal.',
    providerUnavailable:
      'Le service de paiement ne répond pas pour le moment. Aucun montant n’a été débité; veuillez réessayer dans un instant.',
    orderNotFound: 'Nous ne trouvons pas cette commande.',
    methodNotOffered:
      'Ce mode de paiement n’est pas offert ici. Veuillez en choisir un autre sur la page d’achat.',
    pending:
      'Votre paiement est en cours de traitement. Vos minutes seront ajoutées dès qu’il sera confirmé.',
    accountOnHold: (supportEmail: string) =>
      `Votre compte est suspendu, car un litige de paiement est en cours; les achats sont donc interrompus jusqu’à son règlement. Veuillez nous écrire à ${supportEmail}.`,
    accountHeld: (supportEmail: string) =>
      `Votre compte est suspendu; les achats sont donc interrompus. Veuillez nous écrire à ${supportEmail}.`,
  },
  paymentStatus: {
    refunded: 'Remboursé',
    partlyRefunded: (amount: string | null) =>
      amount === null ? 'Remboursé en partie' : `Remboursé en partie (${amount})`,
    reversed: 'Paiement annulé (rétrofacturation)',
    disputeOpen: 'Contesté\u00a0: en cours d’examen',
    disputeBuyerFavour: 'Litige clos\u00a0: remboursé',
    disputeSellerFavour: 'Litige clos\u00a0: paiement confirmé, minutes rétablies',
    disputeClosed: 'Litige clos',
  },
  paypalItem: {
    name: (bundleName: string, minutes: number, giftMinutes: number) =>
      `Forfait ${bundleName}\u00a0: ${counted(minutes, 'minute')} de consultation + ${counted(giftMinutes, 'gratuite', 'gratuites')}`,
    description: (brand: string, totalMinutes: number) =>
      `${counted(totalMinutes, 'minute prépayée', 'minutes prépayées')} de consultation par téléphone avec ${brand}. Les minutes n’expirent jamais.`,
  },
  receipt: {
    notFound: 'Nous ne trouvons aucun reçu pour cet achat.',
  },
};
