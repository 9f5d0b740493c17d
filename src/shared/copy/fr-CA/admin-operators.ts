// Ce que l’API de l’administration dit des opérateurs, de leur configuration et de leur
// connexion, et l’export CSV du journal d’audit.
import type { AdminCopy } from '../admin-catalogue.ts';

export const adminOperators: AdminCopy['operators'] = {
  signInFailed: 'Le courriel, le mot de passe ou le code n’est pas valide.',
  tooManySignInAttempts:
    'Trop de tentatives de connexion. Veuillez patienter quelques minutes et réessayer.',
  setupLinkInvalid:
    'Ce lien de configuration n’est pas valide\u00a0: il a expiré, a été remplacé par un lien plus récent ou a déjà servi. Demandez un nouveau lien à un propriétaire.',
  setupCodeIncorrect:
    'Ce code n’est pas valide. Entrez les six chiffres qu’affiche maintenant votre application d’authentification.',
  forbidden: 'Votre rôle ne permet pas cette action. Adressez-vous à un propriétaire.',
  commandLine: 'Ligne de commande (npm run admin)',
  auditCsv: {
    fileName: 'journal-audit',
    at: 'Date et heure (UTC)',
    operator: 'Opérateur',
    action: 'Opération',
    subjectType: 'Type de sujet',
    subjectId: 'Identifiant du sujet',
    reason: 'Motif',
    before: 'Avant',
    after: 'Après',
  },
};
