// What the board shows (docs/product.md §4, §7, §9): the list as first loaded, whose status and remaining
// time follow every 15-second reading; a manual refresh reloads it whole. When the feed has
// never answered, the three sample advisors stand in (with the demo notice); when a later
// reading fails, the last list stays and the board says quietly that it may be out of date.
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { AdvisorRecord } from '#shared/api/advisors.ts';
import { useAdvisorFeed } from '../api/get-advisors.ts';
import { mergeLiveStatus } from '../merge-live-status.ts';
import { sampleAdvisors } from '../sample-advisors.ts';

export type AdvisorBoardState =
  | { kind: 'loading' }
  /** `stale`: the latest reading failed; the list is the last one that arrived. */
  | { kind: 'live'; advisors: readonly AdvisorRecord[]; stale: boolean }
  /** The feed never answered: the sample advisors. */
  | { kind: 'demo'; advisors: readonly AdvisorRecord[] };

export interface AdvisorBoard {
  state: AdvisorBoardState;
  /** Reads the feed now and shows it whole (list, order, photos and descriptions included). */
  refresh: () => Promise<void>;
  /** True while a refresh asked for by the visitor runs (not during the quiet polling). */
  refreshing: boolean;
}

export function useAdvisorBoard(): AdvisorBoard {
  const feed = useAdvisorFeed();
  const { refetch } = feed;
  const [shown, setShown] = useState<readonly AdvisorRecord[] | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  // A reading is drawn in a deferred render: React draws the cards in slices and the page stays
  // free to answer in between (the first list is the heaviest thing the home page draws).
  const latest = useDeferredValue(feed.data);

  // The first list to arrive becomes the one shown; later readings only update its statuses.
  if (shown === null && latest !== undefined) setShown(latest);

  const advisors = useMemo(
    () => (shown !== null && latest !== undefined ? mergeLiveStatus(shown, latest) : shown),
    [shown, latest],
  );

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      const result = await refetch();
      if (result.isSuccess) setShown(result.data);
    } finally {
      setRefreshing(false);
    }
  }, [refetch]);

  let state: AdvisorBoardState;
  if (advisors !== null) state = { kind: 'live', advisors, stale: feed.isError };
  else if (feed.isError) state = { kind: 'demo', advisors: sampleAdvisors };
  else state = { kind: 'loading' };

  return { state, refresh, refreshing };
}
