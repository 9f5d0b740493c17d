import type { Insertable, Selectable } from 'kysely';
import type { Locale } from '#shared/copy/locale.ts';
import type { Timestamp } from './column-types.ts';

export type AdvisorApplicationStatus = 'received' | 'approved' | 'declined';

/**
 * An application to become an advisor (docs/decisions/049): what the applicant sent and the
 * operator's decision. At most one per email is `received` (open) at a time.
 */
export interface AdvisorApplicationsTable {
  id: string;
  name: string;
  /** Lower-case. */
  email: string;
  /** 10 digits. */
  phone: string;
  /** The page's language: their emails and texts are in it. */
  language: Locale;
  /** Comma-separated AdvisorLanguage ids. */
  languages: string;
  /** Comma-separated AdvisorSpecialty ids. */
  specialties: string;
  yearsOfExperience: number;
  sampleReading: string;
  /** The consent's label as shown. */
  consentWording: string;
  status: AdvisorApplicationStatus;
  createdAt: Timestamp;
  decidedAt: Timestamp | null;
  decidedBy: string | null;
  decisionMessage: string | null;
  advisorId: string | null;
}

export type AdvisorApplicationRow = Selectable<AdvisorApplicationsTable>;
export type NewAdvisorApplication = Insertable<AdvisorApplicationsTable>;
