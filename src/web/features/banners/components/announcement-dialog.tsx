// The platform announcement's dialog (docs/product.md §4, §9): its severity, title and message, with
// 'Remind me later' and 'Got it'. Loaded on demand by platform-announcement.tsx. A French page
// gets no announcement whose French is not written yet (docs/decisions/039); the default title
// is ours, in the page's language.
import type { Announcement, AnnouncementSeverity } from '#shared/api/banners.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { SeverityIcon } from './severity-icons.tsx';

// docs/product.md §9: info blue, warning yellow, critical red. Light tints on the dark theme surfaces keep
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

interface AnnouncementDialogProps {
  announcement: Announcement;
  onGotIt: () => void;
  onRemindLater: () => void;
}

export function AnnouncementDialog({
  announcement,
  onGotIt,
  onRemindLater,
}: AnnouncementDialogProps) {
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
      {/* The operator's line breaks are kept. A phone reads it in the small size of a dialog's
          text, so a message of a few lines is not the largest text of the page it opens on,
          drawn more than a second after it (docs/decisions/057). */}
      <p className="mt-4 text-sm whitespace-pre-line text-ink sm:text-base">{message}</p>
    </Dialog>
  );
}
