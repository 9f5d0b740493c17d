// Ce que l’arrière-boutique dit aux opérateurs de leurs actions sur les clients (décision 047).
import type { adminCustomers as english } from '../en/admin-customers.ts';

export const adminCustomers: typeof english = {
  reasonRequired:
    'Indiquez le motif\u00a0: il est conservé avec la modification et dans le journal d’audit.',
  reasonTooLong: (max: number) => `Le motif est trop long\u00a0: au plus ${max} caractères.`,
  searchTooLong: (max: number) => `Cherchez au plus ${max} caractères.`,
  customerNotFound: 'Aucun client n’a cet identifiant.',
  accountDeleted: 'Ce compte a été supprimé\u00a0: il ne peut plus changer.',
  callNotFound: 'Cet appel n’est pas un appel de ce client.',
  callNotBilled: 'Cet appel n’a utilisé aucune minute\u00a0: il n’y a rien à recréditer.',
  callAlreadyCredited: 'Cet appel a déjà été recrédité.',
  purchaseNotFound: 'Cet achat n’est pas un achat de ce client.',
  purchaseNotRefundable: 'Seul un forfait payé peut être remboursé.',
  refundAmountInvalid: (left: string) =>
    `Remboursez entre 0,01\u00a0$ et ce qui reste à rembourser, ${left}.`,
  nothingLeftToRefund: 'Tout ce qui a été payé pour cet achat a déjà été remboursé.',
  refundOverLimit: (limit: string) =>
    `Le rôle Soutien rembourse au plus ${limit} à la fois\u00a0: demandez à un propriétaire.`,
  refundUnderWay:
    'Un autre remboursement de cet achat est en cours. Attendez un moment, puis consultez l’achat de nouveau.',
  refundedByPayPalFirst:
    'PayPal nous avait déjà avisés de ce remboursement\u00a0: ses minutes ont été reprises une seule fois.',
  paypalRefused: (detail: string) => `PayPal a refusé le remboursement\u00a0: ${detail}`,
  paypalUnreachable:
    'PayPal n’a pu être joint; le remboursement n’a donc peut-être pas été fait. Consultez l’achat dans quelques minutes (PayPal nous avise de chaque remboursement) avant de réessayer.',
  wrongMethod: (method: string) =>
    `Cet achat a été payé par ${method}\u00a0: remboursez-le de cette façon.`,
  interacReferenceRequired: 'Indiquez la référence du remboursement Interac que vous avez fait.',
  interacReferenceTaken: 'Un remboursement portant cette référence est déjà inscrit.',
  refundLimitInvalid: 'La limite est un montant de zéro ou plus, en cents entiers.',
  alreadyOnHold: 'Ce compte est déjà suspendu.',
  notOnHold: 'Ce compte n’est pas suspendu.',
  emailAlreadyConfirmed: 'Ce client a déjà confirmé son adresse courriel.',
  noEmailSignIn: 'Ce compte n’a pas de connexion par courriel à confirmer.',
  ownerOnly: 'Seul un propriétaire peut faire ceci.',
  adjustmentRange: (max: number, minutes: number) =>
    `Un ajustement déplace de 1 à ${max} minutes entières, pas ${minutes}.`,
  adjustmentReasonRequired:
    'Indiquez le motif\u00a0: il reste avec l’ajustement dans le registre des minutes.',
  adjustmentReasonTooLong: (length: number, max: number) =>
    `Le motif compte ${length} caractères; au plus ${max}.`,
  noSuchCustomer: (id: string) => `Aucun client n’a l’identifiant ${id}.`,
  minutesOfDeletedAccount: (email: string) =>
    `${email} a supprimé son compte\u00a0: ses minutes ne peuvent plus changer.`,
  belowZero: (email: string, balance: number, removing: number) =>
    `${email} a ${balance} minute${balance > 1 ? 's' : ''}; en retirer ${removing} mettrait le solde sous zéro.`,
};
