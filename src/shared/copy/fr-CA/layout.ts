// Texts of the layout around every page: the promotion banner, the cookie choice, the test-mode
// band and the tarot game modal's title.
import type { Copy } from '../catalogue.ts';
import { counted } from './format.ts';
import { navigation } from './navigation.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

export const layout: Copy['layout'] = {
  promotion: {
    region: 'Promotion en cours',
    endsIn: 'Se termine dans',
    /** What the eye reads, ticking every second: "2 j 03 h 14 min 05 s". */
    countdown: (days: number, hours: number, minutes: number, seconds: number) =>
      `${days}\u00a0j ${twoDigits(hours)}\u00a0h ${twoDigits(minutes)}\u00a0min ${twoDigits(seconds)}\u00a0s`,
    countdownSpoken: (days: number, hours: number, minutes: number, seconds: number) =>
      `${counted(days, 'jour')}, ${counted(hours, 'heure')}, ${counted(minutes, 'minute')} et ${counted(seconds, 'seconde')}`,
    dismiss: 'Masquer la promotion',
  },
  consent: {
    title: 'Votre vie privée, votre choix',
    message: `Nous utilisons un seul témoin strictement nécessaire, pour garder votre session ouverte. Avec votre permission, nous utiliserions aussi des témoins d’analyse d’audience pour savoir comment le site est utilisé. Ces témoins restent désactivés tant que vous ne les acceptez pas, et vous pouvez changer d’avis en tout temps au moyen du lien «\u00a0${navigation.footer.cookieSettings}\u00a0» au bas de chaque page.`,
    policyLink: 'Lire notre politique relative aux témoins',
    accept: 'Accepter l’analyse d’audience',
    refuse: 'Refuser',
  },
  testMode: {
    band: 'Mode test — aucun paiement réel',
  },
  tarotGame: {
    title: 'Jeu de tarot de la semaine',
  },
};
