// Une limite saine et la garantie de satisfaction (docs/decisions/054-limits-and-guarantee.md).
import type { AccountCopy } from '../account-catalogue.ts';

export const limits: AccountCopy['limits'] = {
  card: {
    heading: 'Limites saines',
    intro:
      'Une limite abaissée s’applique tout de suite; une limite haussée ou retirée s’applique 24\u00a0heures plus tard.',
    monthly: 'Limite d’achats mensuelle ($, taxes incluses)',
    monthlyHint: 'Par mois civil, heure de Montréal. Laissez vide pour n’avoir aucune limite.',
    perCall: 'Limite par appel (minutes)',
    perCallHint:
      'La ligne termine l’appel à cette limite. Laissez vide pour n’avoir aucune limite.',
    none: 'Aucune limite',
    spent: (amount: string) => `Achats ce mois-ci\u00a0: ${amount}`,
    pending: (value: string, when: string) => `Passera à ${value} le ${when}.`,
    minutes: (count: number) => (count === 1 ? '1\u00a0minute' : `${count}\u00a0minutes`),
    save: 'Enregistrer les limites',
    saved: 'Vos limites sont enregistrées.',
    saveFailed: 'Nous n’avons pas pu enregistrer vos limites. Veuillez réessayer.',
    loadFailed: 'Nous n’avons pas pu charger vos limites. Veuillez recharger la page.',
    invalidMonthly: 'Entrez un montant entier de 1\u00a0$ à 10\u00a0000\u00a0$, ou laissez vide.',
    invalidPerCall: 'Entrez un nombre de minutes de 1 à 240, ou laissez vide.',
  },
  overMonthly: (limit: string, left: string) =>
    `Cet achat dépasserait votre limite mensuelle de ${limit} (il vous reste ${left} ce mois-ci); rien n’a été facturé. Une limite plus basse s’applique tout de suite; une plus haute, 24\u00a0heures après l’avoir fixée.`,
  guarantee: {
    column: 'Garantie',
    claim: 'Demander le remboursement de ces minutes',
    heading: 'Garantie de satisfaction',
    intro: (minutes: string) =>
      `Vous n’êtes pas satisfait de cet appel? Demandez le remboursement de ses ${minutes} dans les 24\u00a0heures suivant l’appel. Une demande par période de 30\u00a0jours, d’au plus 20\u00a0minutes, est accordée tout de suite; les autres sont étudiées par notre équipe, qui vous enverra sa décision par courriel.`,
    reason: 'Qu’est-ce qui n’a pas fonctionné?',
    reasonRequired: 'Dites-nous en quelques mots ce qui n’a pas fonctionné.',
    send: 'Envoyer ma demande',
    cancel: 'Annuler',
    granted: (minutes: string) => `C’est fait\u00a0: nous avons remis ${minutes} dans votre solde.`,
    review:
      'Votre demande a été transmise à notre équipe. Nous vous enverrons sa décision par courriel.',
    sendFailed: 'Nous n’avons pas pu envoyer votre demande. Veuillez réessayer.',
    status: {
      granted: 'Minutes remboursées',
      review: 'Demande à l’étude',
      approved: 'Demande acceptée',
      declined: 'Demande refusée',
    },
    refused: {
      notFound: 'Nous n’avons pas trouvé cet appel dans votre historique.',
      tooLate:
        'Le remboursement des minutes d’un appel se demande seulement dans les 24\u00a0heures suivant l’appel.',
      claimedAlready: 'Une demande a déjà été faite pour cet appel.',
      notBilled: 'Cet appel n’a pas été facturé\u00a0: il n’y a rien à rembourser.',
    },
  },
};
