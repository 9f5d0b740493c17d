// The account information card (docs/product.md §2): name, member since, total purchases, and the way
// to the profile.
import { Link } from 'react-router';
import type { CustomerProfile } from '#shared/api/customer.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { formatBusinessDate } from '#shared/format/display.ts';
import { DashboardCard } from './dashboard-card.tsx';

const t = accountCopy.customerArea.dashboard.accountInfo;

export function AccountInfoCard({ customer }: { customer: CustomerProfile }) {
  const facts = [
    { label: t.name, value: customer.name },
    { label: t.memberSince, value: formatBusinessDate(customer.createdAt) },
    { label: t.totalPurchases, value: String(customer.purchasesCount) },
  ];
  return (
    <DashboardCard title={t.heading}>
      <dl className="flex flex-col gap-3">
        {facts.map(({ label, value }) => (
          <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="min-w-0 font-semibold break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={paths.profile.path}
        className={`${buttonClassName('secondary')} mt-auto self-start`}
      >
        {accountCopy.customer.dashboard.editProfile}
      </Link>
    </DashboardCard>
  );
}
