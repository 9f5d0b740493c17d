import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
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
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type Advisor = Selectable<AdvisorsTable>;
export type NewAdvisor = Insertable<AdvisorsTable>;
export type AdvisorUpdate = Updateable<AdvisorsTable>;
