// Les pages « Mes appels » et « Relevés » de l'application des conseillers, en français du
// Québec : le jumeau de en/advisor-app-earnings.ts, typé par lui.
import type { AdvisorAppCopy } from '../advisor-app-catalogue.ts';

const nbsp = '\u00a0';

export const advisorAppEarnings: AdvisorAppCopy['earnings'] = {
  nav: {
    label: 'Sections de l’application',
    presence: 'Présence',
    calls: 'Mes appels',
    statements: 'Relevés',
    profile: 'Mon profil',
    reviews: 'Mes avis',
  },
  columns: {
    date: 'Date',
    caller: 'Client',
    duration: 'Durée',
    minutes: 'Minutes facturées',
    rate: 'Tarif',
    earnings: 'Gains',
  },
  noRate: `Aucun tarif${nbsp}: non payé`,
  noRateShort: 'Aucun',
  perMinute: (rate: string) => `${rate} la minute`,
  loadFailed: 'Vos appels n’ont pas pu être chargés. Vérifiez votre connexion et réessayez.',
  retry: 'Réessayer',
  loading: 'Chargement…',
  calls: {
    title: 'Mes appels',
    empty: 'Aucun appel pour l’instant. Vos appels s’afficheront ici une fois terminés.',
    caption: 'Vos appels, du plus récent au plus ancien',
    newer: 'Appels plus récents',
    older: 'Appels plus anciens',
    pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  },
  totals: {
    title: 'Totaux',
    from: 'Du',
    to: 'Au',
    by: 'Regrouper par',
    day: 'Jour',
    week: 'Semaine',
    month: 'Mois',
    show: 'Afficher les totaux',
    dayFormat: 'Entrez le jour sous la forme AAAA-MM-JJ, par exemple 2026-10-01.',
    endsBeforeStart: `La période se termine avant de commencer${nbsp}: choisissez un jour plus tard.`,
    tooLong: (days: number) =>
      `Une période compte au plus ${days}${nbsp}jours${nbsp}: choisissez un jour plus tôt.`,
    caption: 'Vos totaux pour la période',
    bucket: 'Période',
    calls: 'Appels',
    weekOf: (monday: string) => `Semaine du ${monday}`,
    whole: 'Toute la période',
    unpaid: (minutes: number) =>
      `${minutes}${nbsp}${minutes <= 1 ? 'minute' : 'minutes'} les jours sans tarif${nbsp}: non payées.`,
  },
  statements: {
    title: 'Relevés',
    month: 'Mois',
    show: 'Afficher le relevé',
    monthFormat: 'Entrez le mois sous la forme AAAA-MM, par exemple 2026-10.',
    print: 'Imprimer',
    downloadCsv: 'Télécharger le CSV',
    heading: (month: string) => `Relevé de ${month}`,
    advisor: (name: string, extension: number) => `${name}, poste ${extension}`,
    empty: 'Aucun appel ce mois-ci.',
    caption: 'Les appels du mois',
    total: 'Total du mois',
    totalCalls: (calls: number) => `${calls}${nbsp}${calls <= 1 ? 'appel' : 'appels'}`,
    totalMinutes: (minutes: number) =>
      `${minutes}${nbsp}${minutes <= 1 ? 'minute facturée' : 'minutes facturées'}`,
    atRate: (minutes: number, rate: string, from: string) =>
      `${minutes}${nbsp}${minutes <= 1 ? 'minute' : 'minutes'} à ${rate} la minute (tarif en vigueur depuis le ${from})`,
  },
};
