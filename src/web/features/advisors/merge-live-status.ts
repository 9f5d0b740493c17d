// docs/product.md §4: "the list is re-read every 15 seconds, updating only status and remaining time".
// The board keeps the list as first loaded (order, names, photos, descriptions, schedules) and
// takes from each later reading only what says whether an advisor can be called right now.
import type { AdvisorRecord } from '#shared/api/advisors.ts';

/**
 * The fields a poll may change: the status, the remaining time and the flags they come from, how
 * many wait in the call-back queue (docs/decisions/052) and a break with its return time
 * (docs/decisions/048: why an advisor is offline, and until when); the last two absent when
 * there is none.
 */
type LiveFields = Pick<
  AdvisorRecord,
  | 'status'
  | 'availTime'
  | 'signedIn'
  | 'onACall'
  | 'bridged'
  | 'isICCall'
  | 'queueLength'
  | 'onBreak'
>;

function liveFields(record: AdvisorRecord): LiveFields {
  const { status, availTime, signedIn, onACall, bridged, isICCall, queueLength, onBreak } = record;
  return {
    status,
    availTime,
    signedIn,
    onACall,
    bridged,
    isICCall,
    ...(queueLength ? { queueLength } : {}),
    ...(onBreak ? { onBreak } : {}),
  };
}

/** An advisor who left the live list cannot take calls: shown offline until the next reload. */
const gone: LiveFields = {
  status: 'offline',
  availTime: 0,
  signedIn: 'N',
  onACall: 'N',
  bridged: 'N',
  isICCall: 'N',
};

/**
 * The shown list with each advisor's live fields from the latest reading, matched by agentId.
 * Advisors who joined since the list was loaded appear only when it is reloaded in full.
 */
export function mergeLiveStatus(
  shown: readonly AdvisorRecord[],
  latest: readonly AdvisorRecord[],
): AdvisorRecord[] {
  const byId = new Map(latest.map((record) => [record.agentId, record]));
  return shown.map(({ queueLength: _firstQueue, onBreak: _firstBreak, ...advisor }) => {
    const live = byId.get(advisor.agentId);
    return { ...advisor, ...(live ? liveFields(live) : gone) };
  });
}
