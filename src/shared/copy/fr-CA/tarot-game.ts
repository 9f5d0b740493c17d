// Texts of the weekly tarot game's modal: the board, the result, and the game's rules, prizes
// and odds. The odds and the prizes come from the game's rules (src/shared/tarot), so they
// cannot drift from what the server does.
import { type AccountCopy } from '../account-catalogue.ts';
import { tarotWinOdds } from '#shared/tarot/odds.ts';
import { COUPON_VALID_DAYS, PICK_COUNT, PRIZE_PERCENTS, TILE_COUNT } from '#shared/tarot/rules.ts';
import { counted, formatAlternatives, formatPercent } from './format.ts';

const odds = tarotWinOdds();
/** "5 %, 10 %, 15 %, 20 % ou 25 %" */
const prizeList = formatAlternatives(PRIZE_PERCENTS.map((percent) => formatPercent(percent)));

export const tarotGame: AccountCopy['tarotGame'] = {
  intro:
    'Neuf cartes sont posées face cachée\u00a0: six cartes différentes, dont trois en double. Retournez-en trois. Si ce sont trois cartes différentes, vous gagnez un rabais sur votre prochain achat de minutes.',

  board: {
    label: 'Les neuf cartes face cachée',
    tile: (position: number) => `Carte ${position} sur ${TILE_COUNT}`,
    pickedCount: (count: number) =>
      `${counted(count, 'carte choisie', 'cartes choisies')} sur ${PICK_COUNT}`,
    picked: (position: number) => `Carte ${position} choisie.`,
    unpicked: (position: number) => `Carte ${position} remise en place.`,
    pickLimit: 'Vous avez choisi trois cartes. Remettez-en une en place pour en choisir une autre.',
    reveal: 'Révéler mes cartes',
    yourPick: 'Votre choix',
  },

  result: {
    wonHeading: 'Vous avez gagné!',
    won: (percent: number) =>
      `Trois cartes différentes\u00a0: vous gagnez ${formatPercent(percent)} de rabais sur votre prochain achat de minutes.`,
    lostHeading: 'Pas cette fois-ci',
    lost: 'Deux de vos cartes sont identiques\u00a0: pas de prix cette semaine. Une nouvelle partie commence chaque lundi.',
    yourCards: 'Vos cartes',
    codeLabel: 'Votre code promo',
    copyCode: 'Copier le code',
    useNow: 'L’utiliser maintenant',
    /** « Valable pour un achat jusqu’au 1er décembre 2026. » */
    validUntil: (date: string) => `Valable pour un achat jusqu’au ${date}.`,
    nextGame: 'Une nouvelle partie commence chaque lundi.',
  },

  /** The Tarot de Marseille's suits, as the cards' French names have them. */
  suits: { cups: 'COUPES', wands: 'BÂTONS', swords: 'ÉPÉES', pentacles: 'DENIERS' },

  retry: 'Réessayer',
  picksInvalid: 'Choisissez trois cartes différentes.',

  rules: {
    heading: 'Règlement, prix et chances de gagner',
    items: [
      'Participation gratuite, sans achat requis. Une partie par client ou cliente chaque semaine, du lundi au dimanche (heure de Montréal).',
      'Retournez trois des neuf cartes. Trois cartes différentes gagnent; si deux de vos cartes forment une paire, vous perdez.',
      `Chances de gagner\u00a0: ${odds.simplest.wins} sur ${odds.simplest.outOf} (${formatPercent(odds.percent)}).`,
      `Prix\u00a0: un coupon de ${prizeList} de rabais sur un achat de minutes, chaque valeur ayant la même probabilité, valable ${COUPON_VALID_DAYS} jours. Il n’a aucune valeur monétaire.`,
    ],
    officialRules: 'Lire le règlement officiel',
  },
};
