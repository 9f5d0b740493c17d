// The weekly tarot game's messages and the horoscope's.
import type { Copy } from '../catalogue.ts';

export const tarot: Copy['tarot'] = {
  signInRequired:
    'Connectez-vous ou créez un compte pour jouer chaque semaine et courir la chance de gagner un rabais de 5\u00a0% à 25\u00a0%!',
  noActiveGame: 'Aucune partie en cours cette semaine…',
  checkStatusFailed: 'Impossible de vérifier l’état de la partie',
  processFailed: 'Impossible de traiter la partie',
  copyFailed: 'Impossible de copier le code promo.',
  copied: 'Code promo copié dans le presse-papiers!',
  alreadyPlayed: 'Vous avez déjà joué cette semaine!',
};

export const horoscope: Copy['horoscope'] = {
  loadFailed: 'Impossible de charger l’horoscope. Veuillez réessayer plus tard.',
};
