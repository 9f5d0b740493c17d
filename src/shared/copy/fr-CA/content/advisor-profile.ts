// /advisors/<extension>: an advisor's public profile page (issue 22).
import type { advisorProfile as english } from '../../en/content/advisor-profile.ts';

export const advisorProfile: typeof english = {
  title: (name: string) => `${name}, voyance par téléphone`,
  description: (name: string, about: string) =>
    about
      ? `${name}, consultations de voyance par téléphone. ${about}`
      : `${name}, consultations de voyance par téléphone.`,
  backToBoard: 'Tous nos conseillers',
  aboutHeading: 'À propos',
  availabilityHeading: 'Quand appeler',
  scheduleHeading: 'Horaire de la semaine (heure de Montréal)',
  dayColumn: 'Jour',
  hoursColumn: 'Heures',
  noSchedule: 'Aucun horaire fixe : appelez quand la personne est affichée comme disponible.',
  closed: 'Aucune plage horaire',
  days: {
    Sun: 'Dimanche',
    Mon: 'Lundi',
    Tues: 'Mardi',
    Wed: 'Mercredi',
    Thu: 'Jeudi',
    Fri: 'Vendredi',
    Sat: 'Samedi',
  },
  loadFailed: 'Le profil de cette personne n’a pas pu être chargé. Veuillez réessayer.',
};
