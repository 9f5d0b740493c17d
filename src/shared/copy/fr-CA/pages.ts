// Page titles and descriptions, the 404 screen and the router's error screen.
import type { Copy } from '../catalogue.ts';

export const pages: Copy['pages'] = {
  titles: {
    home: 'Voyance en direct par téléphone',
    login: 'Connexion',
    register: 'Créer un compte',
    resetPassword: 'Choisir un nouveau mot de passe',
    dashboard: 'Tableau de bord',
    purchase: 'Acheter des minutes',
    about: 'À propos de nous',
    services: 'Nos services',
    contact: 'Nous joindre',
    pricing: 'Tarifs',
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
    testimonials: 'Témoignages',
    profile: 'Profil',
    cookies: 'Politique relative aux témoins',
    welcome: 'Bienvenue',
    horoscope: 'Horoscope du jour',
    advisorApply: 'Devenir conseiller ou conseillère',
    notFound: 'Page introuvable',
  },
  documentTitle: (page: string, brand: string) => `${page} | ${brand}`,
  defaultDescription:
    'Parlez par téléphone à un conseiller ou à une conseillère en voyance d’expérience, 24 heures sur 24, 7 jours sur 7, partout au Canada. Achetez à l’avance des minutes qui n’expirent jamais.',
  noScript:
    'Ce site a besoin de JavaScript. Veuillez l’activer dans votre navigateur, puis recharger la page.',
  notFound: {
    title: 'Page introuvable',
    body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  },
  routeError: {
    title: 'Une erreur inattendue s’est produite',
    body: 'Un problème est survenu pendant l’affichage de cette page. Veuillez la recharger ou retourner à l’accueil.',
    reload: 'Recharger',
  },
};
