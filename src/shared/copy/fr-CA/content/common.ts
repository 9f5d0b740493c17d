// Texts shared by several content pages.
import type { common as english } from '../../en/content/common.ts';

export const common: typeof english = {
  related: 'À découvrir aussi',
  onThisPage: 'Sur cette page',
  supportHours: 'De 9\u00a0h à 21\u00a0h (heure de l’Est)',
  /** Québec address style: the province in parentheses. */
  city: 'Montréal (Québec) Canada',
  guidanceNote:
    'Les consultations servent uniquement à vous guider et à vous divertir. Elles ne prédisent aucun résultat certain et ne remplacent pas un avis médical, juridique, financier ou psychologique. Vous devez avoir 18 ans ou plus pour utiliser notre service.',
};
