import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp } from './column-types.ts';

export type AdvisorGender = 'female' | 'male';

export interface AdvisorsTable {
  id: string;
  /** The spec's agentId: the extension a caller keys in (4001, 4002, …). */
  extension: number;
  name: string;
  description: string;
  gender: Generated<AdvisorGender>;
  photoPath: string | null;
  greetingAudioPath: string | null;
  /** 10 digits: the number the line dials, and recognises for presence. Unique. */
  phone: string | null;
  /** Free text such as 'Varies'. */
  availTimeStr: string;
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
