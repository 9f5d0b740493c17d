// La page des opérateurs de l’administration (/admin/operators), en français du Québec : le
// jumeau de en/admin-operator-pages.ts.
import type { adminOperatorPages as english } from '../en/admin-operator-pages.ts';

export const adminOperatorPages: typeof english = {
  title: 'Opérateurs',
  homeSection:
    'Qui peut se connecter à l’administration, et la limite de remboursement du rôle Soutien.',
  caption: 'Opérateurs de l’administration',
  columns: {
    email: 'Courriel',
    role: 'Rôle',
    status: 'État',
    invited: 'Invité le',
    lastSignIn: 'Dernière connexion',
  },
  statuses: { invited: 'Invité, pas encore configuré', active: 'Actif', disabled: 'Désactivé' },
  never: 'Jamais',
  commandsHint:
    'Pour inviter ou désactiver un opérateur, lancez sur un serveur\u00a0: npm run admin -- operator add <courriel> --role owner|support, ou npm run admin -- operator disable <courriel>.',
  refundLimit: {
    title: 'Limite de remboursement du rôle Soutien',
    current: (amount: string) =>
      `Le rôle Soutien peut rembourser jusqu’à ${amount} à la fois, taxes comprises.`,
    label: 'Nouvelle limite en dollars',
    hint: 'Par exemple 75 ou 75,00. Les propriétaires n’ont pas de limite.',
    submit: 'Enregistrer la limite',
    invalid: 'Entrez un montant en dollars, par exemple 75 ou 75,00.',
    saved: (amount: string) =>
      `Enregistré\u00a0: le rôle Soutien peut maintenant rembourser jusqu’à ${amount} à la fois.`,
  },
};
