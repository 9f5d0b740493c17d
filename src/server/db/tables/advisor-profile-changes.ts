import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

export type ProfileChangeKind = 'texts' | 'photo' | 'greeting';
export type ProfileChangeStatus = 'pending' | 'approved' | 'declined';

/**
 * A change an advisor asked for to their public profile, waiting for an operator's approval
 * (docs/decisions/050). At most one per advisor and kind is `pending`.
 */
export interface AdvisorProfileChangesTable {
  id: string;
  advisorId: string;
  kind: ProfileChangeKind;
  /** kind 'texts': the proposed texts (French ones null: not written). */
  description: string | null;
  descriptionFr: string | null;
  availTimeStr: string | null;
  availTimeStrFr: string | null;
  /** kind 'photo' | 'greeting': the waiting file, relative to DATA_DIR/advisor-profile-changes. */
  filePath: string | null;
  status: ProfileChangeStatus;
  /** The operator's message when declined (texted to the advisor). */
  declineReason: string | null;
  createdAt: Timestamp;
  decidedAt: Timestamp | null;
  decidedBy: string | null;
}

export type AdvisorProfileChangeRow = Selectable<AdvisorProfileChangesTable>;
export type NewAdvisorProfileChange = Insertable<AdvisorProfileChangesTable>;
