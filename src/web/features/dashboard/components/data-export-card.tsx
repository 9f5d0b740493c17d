// 'Download my data' (Québec Law 25, portability): GET /api/me/export answers with a JSON
// attachment. A plain link does it: a same-origin GET carries the session cookie, and the
// browser saves the file itself, with the name the server gives it.
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { DashboardCard } from './dashboard-card.tsx';

export const DATA_EXPORT_PATH = '/api/me/export';

const t = accountCopy.customerArea.dashboard.dataExport;

export function DataExportCard() {
  return (
    <DashboardCard title={t.heading}>
      <p className="text-sm text-ink-muted">{t.description}</p>
      <a
        href={DATA_EXPORT_PATH}
        download
        className={`${buttonClassName('secondary')} mt-auto self-start`}
      >
        {t.download}
      </a>
    </DashboardCard>
  );
}
