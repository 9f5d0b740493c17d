// The platform announcement (spec §4): read once, 1200 ms after the app loads, and shown in a
// dialog (once no other modal is open) unless this browser already acknowledged it. 'Got it'
// remembers it for good; 'Remind me later' (and Escape, the backdrop, the close button) only
// closes it, so it comes back on the next page load.
import { useEffect, useState } from 'react';
import type { Announcement, AnnouncementSeverity } from '#shared/api/banners.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { afterOtherDialogs } from '#web/lib/after-other-dialogs.ts';
import { useActiveAnnouncement } from '../api/get-active-announcement.ts';
import { rememberAnnouncementSeen, wasAnnouncementSeen } from '../announcement-seen.ts';
import { useAfterDelay } from '../hooks/use-after-delay.ts';
import { SeverityIcon } from './severity-icons.tsx';

export const ANNOUNCEMENT_DELAY_MS = 1200;

// Spec §9: info blue, warning yellow, critical red. Light tints on the dark theme surfaces keep
// the text readable (WCAG AA); the icon and the written severity carry the meaning as well.
const severityStyles: Record<AnnouncementSeverity, { panel: string; badge: string }> = {
  info: {
    panel: 'border-t-4 border-t-sky-400',
    badge: 'bg-sky-400/15 text-sky-200 ring-sky-400/60',
  },
  warning: {
    panel: 'border-t-4 border-t-yellow-300',
    badge: 'bg-yellow-300/15 text-yellow-100 ring-yellow-300/60',
  },
  critical: {
    panel: 'border-t-4 border-t-red-500',
    badge: 'bg-red-500/20 text-red-200 ring-red-400/70',
  },
};

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
    <AnnouncementDialog
      announcement={announcement}
      onGotIt={() => {
        rememberAnnouncementSeen(announcement.id);
        setClosedId(announcement.id);
      }}
      onRemindLater={() => setClosedId(announcement.id)}
    />
  );
}

interface AnnouncementDialogProps {
  announcement: Announcement;
  onGotIt: () => void;
  onRemindLater: () => void;
}

function AnnouncementDialog({ announcement, onGotIt, onRemindLater }: AnnouncementDialogProps) {
  const t = copy.notices.announcement;
  const { severity, title, message } = announcement;
  const styles = severityStyles[severity];

  return (
    <Dialog
      open
      onClose={onRemindLater}
      title={title ?? t.defaultTitle}
      panelClassName={styles.panel}
      footer={
        <>
          <Button variant="secondary" onClick={onRemindLater}>
            {t.remindLater}
          </Button>
          <Button onClick={onGotIt}>{t.gotIt}</Button>
        </>
      }
    >
      <p
        className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${styles.badge}`}
      >
        <SeverityIcon severity={severity} />
        {t.severity[severity]}
      </p>
      {/* The operator's line breaks are kept. */}
      <p className="mt-4 whitespace-pre-line text-ink">{message}</p>
    </Dialog>
  );
}
