// The platform announcement (docs/product.md §4): read once, 1200 ms after the app loads, and shown in a
// dialog (once no other modal is open) unless this browser already acknowledged it. 'Got it'
// remembers it for good; 'Remind me later' (and Escape, the backdrop, the close button) only
// closes it, so it comes back on the next page load.
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterOtherDialogs } from '#web/lib/after-other-dialogs.ts';
import { useActiveAnnouncement } from '../api/get-active-announcement.ts';
import { rememberAnnouncementSeen, wasAnnouncementSeen } from '../announcement-seen.ts';
import { useAfterDelay } from '../hooks/use-after-delay.ts';

// The dialog is a chunk of its own, fetched once there is an announcement to show: most visits
// have none, and the first view of every page does not carry it.
const AnnouncementDialog = lazy(() =>
  import('./announcement-dialog.tsx').then((m) => ({ default: m.AnnouncementDialog })),
);

export const ANNOUNCEMENT_DELAY_MS = 1200;

export function PlatformAnnouncement() {
  const ready = useAfterDelay(ANNOUNCEMENT_DELAY_MS);
  const { data: announcement } = useActiveAnnouncement({ enabled: ready });
  const [closedId, setClosedId] = useState<string | null>(null);
  const unread =
    announcement != null && announcement.id !== closedId && !wasAnnouncementSeen(announcement.id);
  // On a slow connection the answer can come after a notice on a timer has opened (the account
  // notice, at 2 s): two modals stacked fight over focus, so the announcement waits its turn.
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    if (!unread || turn) return undefined;
    return afterOtherDialogs(() => setTurn(true));
  }, [unread, turn]);

  if (!announcement || !unread || !turn) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog
        announcement={announcement}
        onGotIt={() => {
          rememberAnnouncementSeen(announcement.id);
          setClosedId(announcement.id);
        }}
        onRemindLater={() => setClosedId(announcement.id)}
      />
    </Suspense>
  );
}
