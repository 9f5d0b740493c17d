// The words around buying minutes (/purchase) and the receipt.
import { type AccountCopy } from '../account-catalogue.ts';
import { counted } from './format.ts';

const minutesWithFree = (minutes: number, freeMinutes: number) =>
  `${counted(minutes, 'minute')} + ${counted(freeMinutes, 'minute gratuite', 'minutes gratuites')}`;

export const checkout: AccountCopy['checkout'] = {
  intro:
    'Choisissez un forfait, ajoutez un coupon si vous en avez un et payez en dollars canadiens. Vos minutes sont ajoutées dès que le paiement est confirmé, et elles n’expirent jamais.',
  packages: {
    heading: 'Choisissez un forfait',
    minutes: minutesWithFree,
    perMinute: (price: string) => `${price} la minute`,
    /** After a package's price: "50,00 $, taxes en sus" (the page says once that prices are in Canadian dollars). */
    beforeTax: 'taxes en sus',
    featuresLabel: 'Inclus',
  },
  paymentMethod: {
    heading: 'Mode de paiement',
    paypal: 'PayPal ou carte de crédit',
    paypalHint:
      'Payez avec votre compte PayPal, ou par carte de crédit ou de débit au moyen de PayPal.',
    interac: 'Interac',
    interacHint:
      'Payez à partir de votre compte bancaire canadien sur la page de paiement Interac.',
  },
  coupon: {
    label: 'Code promo',
    apply: 'Utiliser',
    enterCode: 'Veuillez entrer un code promo',
    remove: (code: string) => `Retirer le coupon ${code}`,
  },
  summary: {
    heading: 'Résumé de la commande',
    empty: 'Choisissez un forfait pour voir le total.',
    package: 'Forfait',
    price: 'Prix',
    discount: 'Rabais',
    discountWithCode: (code: string) => `Rabais (${code})`,
    discountAmount: (amount: string) => `−${amount}`,
    tax: (rate: string) => `Taxes (TPS + TVQ, ${rate})`,
    gst: (rate: string) => `TPS (${rate})`,
    qst: (rate: string) => `TVQ (${rate})`,
    total: 'Total (CAD)',
    perMinute: 'Prix à la minute',
    minutes: 'Minutes',
    minutesLine: minutesWithFree,
    bonusMinutes: (bonus: number) => `+ ${counted(bonus, 'minute en prime', 'minutes en prime')}`,
    minutesInAll: (total: number) => `${counted(total, 'minute')} au total`,
  },
  checkoutStep: {
    heading: 'Paiement',
    orderLine: (packageName: string, minutes: number, total: string) =>
      `Forfait ${packageName}\u00a0: ${counted(minutes, 'minute')} pour ${total}, taxes incluses`,
    paypalLoading: 'Chargement de PayPal…',
    paypalWindowOpen:
      'Terminez le paiement dans la fenêtre PayPal. Cette page se poursuit dès que vous y approuvez ou annulez le paiement.',
    paypalHint:
      'Choisissez PayPal, ou une carte de débit ou de crédit. Une fenêtre PayPal s’ouvre pour confirmer le paiement.',
    interacHint:
      'La page de paiement Interac s’ouvre dans un nouvel onglet. Effectuez-y le paiement, puis revenez à cette page.',
    interacPay: 'Payer avec Interac',
    interacWaiting:
      'En attente de votre paiement Interac. Cette page vérifie son état toutes les 10 secondes et vous mène à votre tableau de bord dès qu’il est confirmé.',
    interacOpenPage: 'Ouvrir la page de paiement Interac',
    interacOpenPageHint:
      'Si la page de paiement ne s’est pas ouverte, ou si vous l’avez fermée\u00a0:',
  },
  receipt: {
    title: 'Reçu',
    open: 'Reçu',
    openFor: (orderId: string) => `Voir le reçu de la commande ${orderId}`,
    print: 'Imprimer',
    loadFailed: 'Nous ne pouvons pas charger ce reçu. Veuillez réessayer plus tard.',
    gstNumber: (number: string) => `Numéro d’inscription à la TPS\u00a0: ${number}`,
    qstNumber: (number: string) => `Numéro d’inscription à la TVQ\u00a0: ${number}`,
    billedTo: 'Facturé à',
    orderId: 'Numéro de commande',
    date: 'Date',
    paymentMethod: 'Mode de paiement',
    paymentMethods: { paypal: 'PayPal', interac: 'Interac' },
    paymentStatus: 'État du paiement',
    package: 'Forfait',
    paidMinutes: 'Minutes',
    freeMinutes: 'Minutes gratuites',
    bonusMinutes: 'Minutes en prime',
    totalMinutes: 'Minutes créditées',
    price: 'Prix',
    discount: 'Rabais',
    discountWithCode: (code: string) => `Rabais (coupon ${code})`,
    discountAmount: (amount: string) => `−${amount}`,
    gst: (rate: string) => `TPS (${rate})`,
    qst: (rate: string) => `TVQ (${rate})`,
    total: 'Total (CAD)',
    thanks: 'Merci de votre achat. Vos minutes n’expirent jamais.',
  },
};
