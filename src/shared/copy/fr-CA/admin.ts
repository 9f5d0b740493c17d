// The operators' back office at /admin, in Québec French: the twin of en/admin.ts, typed by it.
import type { AdminCopy } from '../admin-catalogue.ts';
import { adminAdvisorRules } from './admin-advisor-rules.ts';
import { adminAdvisors } from './admin-advisors.ts';
import { adminApplications } from './admin-applications.ts';
import { adminClaims } from './admin-claims.ts';
import { adminContent } from './admin-content.ts';
import { adminCustomerPages } from './admin-customer-pages.ts';
import { adminCustomers } from './admin-customers.ts';
import { adminOperatorPages } from './admin-operator-pages.ts';
import { adminOperators } from './admin-operators.ts';
import { adminProfileChanges } from './admin-profile-changes.ts';
import { adminReports } from './admin-reports.ts';
import { adminReviews } from './admin-reviews.ts';
import { counted, formatNumber } from './format.ts';

const nbsp = '\u00a0';

export const admin: AdminCopy = {
  operators: adminOperators,
  customers: adminCustomers,
  reports: adminReports,
  customerPages: adminCustomerPages,
  operatorPages: adminOperatorPages,
  advisors: adminAdvisors,
  advisorRules: adminAdvisorRules,
  applications: adminApplications,
  /** The satisfaction guarantee's claims (/admin/claims, decision 054). */
  claims: adminClaims,
  profileChanges: adminProfileChanges,
  /** The customers' reviews, hidden and shown again (/admin/reviews, decision 053). */
  reviews: adminReviews,
  content: adminContent,
  documentTitle: 'Administration',
  noScript:
    'L’administration a besoin de JavaScript. Activez-le dans votre navigateur, puis rechargez la page.',
  pageTitle: (page: string) => `${page} · Administration`,
  shell: {
    brand: 'Administration',
    skipToContent: 'Passer au contenu principal',
    navigation: 'Sections de l’administration',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    signedInAs: 'Connecté en tant que',
    signOut: 'Se déconnecter',
    signOutFailed: 'La déconnexion a échoué. Veuillez réessayer.',
    roles: { owner: 'Propriétaire', support: 'Soutien' },
    sections: {
      home: 'Accueil',
      customers: 'Clients',
      advisors: 'Conseillers et conseillères',
      profileChanges: 'Changements de profil',
      applications: 'Candidatures',
      reviews: 'Avis',
      claims: 'Demandes de remboursement',
      content: 'Contenu',
      reports: 'Rapports',
      audit: 'Journal d’audit',
      operators: 'Opérateurs',
    },
  },
  states: {
    loading: 'Chargement…',
    loadFailed: 'Le chargement a échoué. Vérifiez votre connexion, puis réessayez.',
    retry: 'Réessayer',
    notFoundTitle: 'Page introuvable',
    notFound: 'Aucune page de l’administration ne se trouve à cette adresse.',
    backHome: 'Retour à l’administration',
  },
  home: {
    title: 'Administration',
    intro: 'Choisissez une section.',
    sections: {
      audit: `Chaque action des opérateurs${nbsp}: qui, quand, ce qui a changé et la raison donnée.`,
    },
  },
  signIn: {
    title: 'Connexion à l’administration',
    email: 'Adresse courriel',
    password: 'Mot de passe',
    code: 'Code d’authentification',
    codeHint:
      'Le code à 6 chiffres de votre application d’authentification, ou l’un de vos codes de récupération.',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    failed: 'L’adresse courriel, le mot de passe ou le code est incorrect.',
    required: 'Entrez votre adresse courriel, votre mot de passe et votre code.',
    sessionEnded: 'Votre session a pris fin. Veuillez vous connecter de nouveau.',
  },
  setup: {
    title: 'Configurer votre compte d’opérateur',
    checking: 'Vérification de votre lien de configuration…',
    account: (email: string, role: string) => `Compte${nbsp}: ${email} (${role})`,
    stepAuthenticator: '1. Ajoutez le compte à votre application d’authentification',
    scan: 'Balayez ce code QR avec une application d’authentification (comme Google Authenticator, 1Password ou Aegis).',
    qrCode: 'Code QR pour votre application d’authentification',
    secretLabel: `Ou entrez cette clé dans l’application${nbsp}:`,
    stepPassword: '2. Choisissez un mot de passe',
    password: 'Mot de passe',
    passwordAgain: 'Confirmez le mot de passe',
    passwordsDiffer: 'Les deux mots de passe ne sont pas identiques.',
    stepCode: '3. Confirmez avec un code',
    code: 'Code d’authentification',
    codeHint: 'Le code à 6 chiffres que votre application affiche maintenant pour ce compte.',
    codeFormat: 'Entrez les 6 chiffres affichés par votre application.',
    submit: 'Terminer la configuration',
    submitting: 'Configuration…',
    linkInvalidTitle: 'Ce lien de configuration ne peut pas être utilisé',
    linkInvalid:
      'Le lien est expiré ou a déjà servi. Demandez-en un nouveau au propriétaire de l’administration.',
    linkMissing:
      'Ouvrez le lien de configuration reçu par courriel ou du propriétaire. Il ne sert qu’une fois.',
    recovery: {
      title: 'Vos codes de récupération',
      intro: `Si vous perdez votre application d’authentification, chacun de ces codes vous connecte une fois à la place d’un code de l’application. Gardez-les en lieu sûr${nbsp}: ils ne sont affichés que maintenant.`,
      listLabel: 'Codes de récupération',
      copy: 'Copier les codes',
      copied: 'Les codes sont copiés.',
      copyFailed: `La copie a échoué${nbsp}: sélectionnez les codes et copiez-les vous-même, ou téléchargez-les.`,
      download: 'Télécharger les codes',
      fileName: 'codes-recuperation-administration.txt',
      fileHeading: (email: string) => `Codes de récupération de l’administration pour ${email}`,
      saved: 'J’ai gardé mes codes de récupération en lieu sûr.',
      continue: 'Aller à l’administration',
    },
  },
  table: {
    results: (total: number, from: number, to: number) =>
      total === 0
        ? 'Aucun résultat.'
        : `${counted(total, 'résultat')}; de ${formatNumber(from)} à ${formatNumber(to)}.`,
    empty: 'Rien ne correspond à ces filtres.',
    loading: 'Chargement des résultats…',
    pagination: 'Pagination',
    previous: 'Page précédente',
    next: 'Page suivante',
    page: (page: number, pages: number) =>
      `Page ${formatNumber(page)} sur ${formatNumber(Math.max(pages, 1))}`,
    pageSize: 'Lignes par page',
    filters: 'Filtres',
    apply: 'Appliquer les filtres',
    clear: 'Effacer les filtres',
  },
  audit: {
    title: 'Journal d’audit',
    caption: 'Actions des opérateurs, des plus récentes aux plus anciennes',
    operator: 'Opérateur',
    anyOperator: 'Tous les opérateurs',
    action: 'Action',
    actionHint: 'Par exemple customer.minutes.add',
    from: 'Du',
    to: 'Au',
    text: 'Sujet ou raison',
    exportCsv: 'Exporter en CSV',
    columns: {
      at: 'Date',
      operator: 'Opérateur',
      action: 'Action',
      subject: 'Sujet',
      reason: 'Raison',
      changes: 'Changements',
    },
    noReason: 'Aucune raison donnée',
    noChanges: 'Aucun changement enregistré',
    showChanges: 'Afficher les changements',
    before: 'Avant',
    after: 'Après',
    nothing: '(rien)',
    field: 'Champ',
  },
};
