// /cookies: the Cookie Policy. "Cookie" is "témoin" (témoin de connexion), the Office québécois
// de la langue française's term, here as in the cookie banner.
import type { cookies as english } from '../../en/content/cookies.ts';

export const cookies: typeof english = {
  description:
    'Les témoins et le stockage du navigateur que nous utilisons\u00a0: un témoin de session pour garder votre session ouverte, des indicateurs pour les avis que vous avez fermés, et l’analyse d’audience seulement avec votre consentement.',
  updated: 'Dernière mise à jour\u00a0: 26 novembre 2026',
  intro: [
    (facts) =>
      `La présente politique explique les témoins et les technologies semblables qu’utilise ${facts.brand}, et comment vous les contrôlez. Nous les limitons au minimum, et le suivi est désactivé par défaut.`,
  ],
  sections: {
    necessary: {
      heading: 'Strictement nécessaire\u00a0: le témoin de session',
      paragraphs: [
        'Lorsque vous vous connectez, nous déposons un témoin qui garde votre session ouverte. Il contient un identifiant aléatoire, et non vos renseignements personnels; les scripts de la page ne peuvent pas le lire, et il n’est envoyé qu’à notre site. Il dure 30 jours à compter de votre dernière visite, ou jusqu’à ce que vous vous déconnectiez.',
        'Le site ne peut pas fonctionner sans ce témoin; il n’exige donc pas votre consentement.',
      ],
    },
    localStorage: {
      heading: 'Stockage local\u00a0: les avis que vous avez vus',
      paragraphs: [
        'Le stockage local de votre navigateur conserve quelques indicateurs pour que nous ne vous montrions pas deux fois le même message\u00a0:',
      ],
      items: [
        'le fait que vous avez fermé l’avis sur les comptes et les minutes prépayées;',
        'les annonces de la plateforme dont vous avez pris connaissance avec «\u00a0J’ai compris\u00a0»;',
        'votre choix concernant les témoins.',
      ],
      closing: [
        'Ces indicateurs restent sur votre appareil, ne nous sont jamais envoyés et ne contiennent aucun renseignement personnel. Effacer les données de votre navigateur pour ce site les supprime.',
      ],
    },
    analytics: {
      heading: 'Analyse d’audience\u00a0: seulement avec votre consentement',
      paragraphs: [
        'Avec votre permission, nous utilisons une balise d’analyse d’audience pour compter les visites, les inscriptions et les achats, et pour comprendre comment le site est utilisé. Elle est désactivée par défaut\u00a0: aucun script d’analyse ne se charge avant que vous l’acceptiez, et si vous refusez, le site fonctionne exactement de la même façon.',
        'Les fournisseurs de services d’analyse d’audience peuvent déposer leurs propres témoins et traiter des données à l’extérieur du Québec, comme l’explique notre politique de confidentialité.',
      ],
    },
    chat: {
      heading: 'Clavardage d’aide',
      paragraphs: [
        'Lorsque notre clavardage d’aide est offert, il est fourni par un service tiers qui peut conserver ce dont il a besoin pour poursuivre votre conversation.',
      ],
    },
    choice: {
      heading: 'Modifier votre choix',
      paragraphs: [
        'Vous pouvez changer d’avis en tout temps\u00a0: sélectionnez «\u00a0Paramètres des témoins\u00a0» au bas de n’importe quelle page pour accepter ou refuser l’analyse d’audience.',
        'Vous pouvez aussi bloquer ou supprimer les témoins dans les paramètres de votre navigateur. Si vous bloquez le témoin de session, vous ne pourrez pas vous connecter.',
      ],
    },
  },
};
