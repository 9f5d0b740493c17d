// Texts used across the whole product.
import type { Copy } from '../catalogue.ts';
import { counted } from './format.ts';

export const common: Copy['common'] = {
  loading: 'Chargement…',
  close: 'Fermer',
  cancel: 'Annuler',
  tryAgain: 'Réessayer',
  goBack: 'Retour',
  returnHome: 'Retour à l’accueil',
  dismiss: 'Masquer',
  notificationsRegion: 'Zone des notifications (Alt+T)',
  unexpectedError: 'Une erreur inattendue s’est produite. Veuillez réessayer plus tard.',
  requestFailed: 'Impossible de traiter votre demande. Veuillez réessayer plus tard.',
  minutes: (count: number) => counted(count, 'minute'),
};
