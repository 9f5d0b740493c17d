// What the home page says after a stop link (use-notices-stopped.ts), in the page's language.
import { queueNotifyCopy } from '#shared/copy/queue-notify-catalogue.ts';
import { toast } from '#web/lib/toast.ts';

export function showNoticesStopped(): void {
  const t = queueNotifyCopy.stopPage;
  toast.success(t.stopped, { toastId: 'notices-stopped' });
}
