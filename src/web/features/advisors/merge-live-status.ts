// docs/product.md §4: "the list is re-read every 15 seconds, updating only status and remaining time".
// The board keeps the list as first loaded (order, names, photos, descriptions, schedules) and
// takes from each later reading only what says whether an advisor can be called right now.
import type { AdvisorRecord } from '#shared/api/advisors.ts';

/**
 * The fields a poll may change: the status, the remaining time and the flags they come from, and
 * how many wait in the call-back queue (docs/decisions/052; absent when nobody does).
 */
type LiveFields = Pick<
  AdvisorRecord,
  'status' | 'availTime' | 'signedIn' | 'onACall' | 'bridged' | 'isICCall' | 'queueLength'
>;

function liveFields(record: AdvisorRecord): LiveFields {
  const { status, availTime, signedIn, onACall, bridged, isICCall, queueLength } = record;
  return {
    status,
    availTime,
    signedIn,
    onACall,
    bridged,
    isICCall,
    ...(queueLength ? { queueLength } : {}),
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
  return shown.map(({ queueLength: _firstQueue, ...advisor }) => {
    const live = byId.get(advisor.agentId);
    return { ...advisor, ...(live ? liveFields(live) : gone) };
  });
}
