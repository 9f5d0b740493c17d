// The advisor board's states and buttons.
import type { Copy } from '../catalogue.ts';

export const advisors: Copy['advisors'] = {
  loadFailed:
    'Impossible de charger la liste des conseillers et conseillères. Veuillez réessayer plus tard.',
  demoNotice:
    'Données de démonstration – la liste en direct des conseillers et conseillères est indisponible',
  status: {
    available: 'Disponible',
    // "Occupé" would have to agree with the advisor's gender; "En consultation" does not.
    busy: 'En consultation',
    offline: 'Hors ligne',
  },
  currentlyUnavailable: 'Non disponible pour le moment',
  callNow: 'Appeler maintenant',
  createAccount: 'Créer un compte',
  registerNow: 'S’inscrire maintenant',
  varies: 'Variable',
};
