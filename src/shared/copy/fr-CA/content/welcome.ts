// /welcome: the landing page for new visitors (WELCOME25, 25% off a first purchase).
import type { welcome as english } from '../../en/content/welcome.ts';

export const welcome: typeof english = {
  description:
    'Première visite? Parlez par téléphone avec des conseillers et conseillères en voyance comptant au moins 20 ans d’expérience, 24 heures sur 24, 7 jours sur 7. Créez votre compte gratuit et obtenez 25\u00a0% de rabais sur vos premières minutes avec WELCOME25.',
  headline: 'La clarté commence par une bonne conversation',
  lead: 'Parlez par téléphone avec des conseillers et conseillères en voyance comptant au moins 20 ans d’expérience, à toute heure du jour ou de la nuit, de partout au Canada.',
  createAccount: 'Créer un compte',
  meetAdvisors: 'Découvrir nos conseillers et conseillères',
  stepsHeading: 'Comment ça fonctionne',
  steps: {
    account: {
      title: 'Créez votre compte',
      body: 'Inscrivez-vous gratuitement avec votre adresse courriel, puis confirmez-la. Vous devez avoir 18 ans ou plus.',
    },
    minutes: {
      title: 'Achetez vos minutes',
      body: 'Choisissez un forfait en dollars canadiens. Chaque forfait ajoute des minutes gratuites, et vos minutes n’expirent jamais.',
    },
    call: {
      title: 'Appelez votre conseiller ou conseillère',
      body: (facts) =>
        `Faites vérifier votre numéro, composez le ${facts.phone} (sans frais, 24 heures sur 24, 7 jours sur 7) et entrez le poste de votre conseiller ou conseillère.`,
    },
  },
  offer: {
    label: 'Offre de bienvenue',
    title: '25\u00a0% de rabais sur votre premier achat',
    code: 'WELCOME25',
    body: 'Entrez ce code à l’achat de vos premières minutes. Un seul coupon par achat, réservé à la nouvelle clientèle.',
  },
  promisesHeading: 'Pourquoi notre clientèle nous choisit',
  promises: {
    experience: 'Des conseillers et conseillères comptant au moins 20 ans d’expérience',
    neverExpire: 'Des minutes prépayées qui n’expirent jamais, sans frais cachés',
    billing: 'Facturation à la minute entamée, seulement pendant la communication',
    support:
      'Service à la clientèle de 9\u00a0h à 21\u00a0h (heure de l’Est), par courriel, par téléphone et par clavardage',
    ethics: 'Aucune garantie vendue, aucune levée de malédiction, aucune pression',
  },
  haveAccount: 'Vous avez déjà un compte?',
  signIn: 'Se connecter',
};
