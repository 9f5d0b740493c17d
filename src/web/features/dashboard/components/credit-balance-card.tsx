// The credit balance card (docs/product.md §2): the customer's minutes and the way to buy more.
import { Link } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { DashboardCard } from './dashboard-card.tsx';

const t = accountCopy.customerArea.dashboard.creditBalance;

export function CreditBalanceCard({ credits }: { credits: number }) {
  return (
    <DashboardCard title={t.heading}>
      <p className="font-display text-4xl font-bold text-accent">{copy.common.minutes(credits)}</p>
      <p className="text-sm text-ink-muted">{t.neverExpire}</p>
      <Link to={paths.purchase.path} className={`${buttonClassName('primary')} mt-auto self-start`}>
        {accountCopy.customer.dashboard.purchaseMoreCredits}
      </Link>
    </DashboardCard>
  );
}
