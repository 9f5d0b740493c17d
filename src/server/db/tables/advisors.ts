import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Locale } from '#shared/copy/locale.ts';
import type { Timestamp } from './column-types.ts';

export type AdvisorGender = 'female' | 'male';

export interface AdvisorsTable {
  id: string;
  /** The spec's agentId: the extension a caller keys in (4001, 4002, …). */
  extension: number;
  name: string;
  /** What the card shows and the play button speaks, in English. */
  description: string;
  /** The same in French; null until written, when French pages show the English. */
  descriptionFr: string | null;
  gender: Generated<AdvisorGender>;
  photoPath: string | null;
  greetingAudioPath: string | null;
  /** 10 digits: the number the line dials, and recognises for presence. Unique. */
  phone: string | null;
  /** Free text such as 'Varies', in English. */
  availTimeStr: string;
  /** The same in French; null until written (the feed then words 'Varies' from the catalogue). */
  availTimeStrFr: string | null;
  isIcCall: Generated<boolean>;
  isListed: Generated<boolean>;
  signedIn: Generated<boolean>;
  signedInChangedAt: Timestamp | null;
  /** The language of their texts (the advisors' app's SMS). */
  language: Generated<Locale>;
  /** On a break since (signedIn is then false): Away, not Offline. Null otherwise. */
  awaySince: Timestamp | null;
  /** When they said they would be back, if they did; null otherwise. */
  awayUntil: Timestamp | null;
  /** Calls offered in a row that they did not answer; an answered call sets it back to 0. */
  missedOffers: Generated<number>;
  /** Comma-separated AdvisorSpecialty ids (src/shared/advisors/specialties.ts); '' for none. */
  specialties: Generated<string>;
  /** Comma-separated AdvisorLanguage ids; '' until set. */
  languages: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type Advisor = Selectable<AdvisorsTable>;
export type NewAdvisor = Insertable<AdvisorsTable>;
export type AdvisorUpdate = Updateable<AdvisorsTable>;

/** The advisors' own sessions (the `lumina_advisor` cookie); only the token's hash is stored. */
export interface AdvisorSessionsTable {
  id: string;
  tokenHash: string;
  advisorId: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  /** Its idle end, never past its absolute one. */
  expiresAt: Timestamp;
  ip: string | null;
  userAgent: string | null;
}

export type NewAdvisorSession = Insertable<AdvisorSessionsTable>;
