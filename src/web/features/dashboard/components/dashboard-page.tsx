// /dashboard (docs/product.md §2): the signed-in customer's phone numbers, balance, account, last promo
// code, purchase and usage histories (with the satisfaction guarantee's claims), phone PIN, healthy
// limits, the advisors they wait for (call-back lines, "notify me"), data download and account
// deletion; an error
// banner for what failed, the no-phone notice, and why the account is on hold while it is
// (docs/decisions/027). The route wraps it in RequireAuth.
import { useDeferredValue, useState, type ReactNode } from 'react';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { PageHeading } from '#web/components/layout/page-heading.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useDashboardData } from '../hooks/use-dashboard-data.ts';
import { useNoPhoneNotice } from '../hooks/use-no-phone-notice.ts';
import { AccountHoldBanner } from './account-hold-banner.tsx';
import { AccountInfoCard } from './account-info-card.tsx';
import { CreditBalanceCard } from './credit-balance-card.tsx';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { DataExportCard } from './data-export-card.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { ErrorBanner } from './error-banner.tsx';
import { NoPhoneNotice } from './no-phone-notice.tsx';
import { PhoneNumbersCard } from './phone-numbers-card.tsx';
import { PhonePinCard } from './phone-pin-card.tsx';
import { PromoCodeBanner } from './promo-code-banner.tsx';
import { PurchaseHistoryTable, type ReceiptAction } from './purchase-history-table.tsx';
import { UsageHistoryTable, type UsageColumn } from './usage-history-table.tsx';
import { LimitsCard } from './limits-card.tsx';
import { ClaimDialog } from './claim-dialog.tsx';
import { WaitingCard } from './waiting-card.tsx';
import { useClaims } from '../api/limits.ts';
import type { UsageRow } from '#shared/api/customer.ts';

export interface DashboardPageProps {
  title: string;
  /** What a package row offers besides its order id (the route adds the receipt). */
  receiptAction?: ReceiptAction;
  /** A last column of the usage history, from the route (the rating, decision 053). */
  usageColumn?: UsageColumn;
  /** The customer's favourite advisors' card (the route adds the advisors feature's). */
  favourites?: ReactNode;
}

export function DashboardPage({
  title,
  receiptAction,
  usageColumn,
  favourites,
}: DashboardPageProps) {
  const { user } = useAuth();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      {user ? (
        <DashboardContent
          title={title}
          customerId={user.id}
          receiptAction={receiptAction}
          usageColumn={usageColumn}
          favourites={favourites}
        />
      ) : null}
    </div>
  );
}

function DashboardContent({
  title,
  customerId,
  receiptAction,
  usageColumn,
  favourites,
}: {
  title: string;
  customerId: string;
  receiptAction: ReceiptAction | undefined;
  usageColumn: UsageColumn | undefined;
  favourites: ReactNode;
}) {
  const data = useDashboardData(customerId);
  // Drawing the cards and the histories is the page's heaviest work. A query's answer is drawn
  // at once and in one piece (React cannot interrupt it), which held the browser for up to a
  // quarter of a second on a phone; drawn from deferred values, React draws them in slices and
  // the browser answers input in between (docs/decisions/057). Until a slice is done, the
  // skeleton or the table's "Loading…" stays.
  const customer = useDeferredValue(data.profile.data);
  const purchases = useDeferredValue(data.purchases.data);
  const usage = useDeferredValue(data.usage.data);
  const [adding, setAdding] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [dismissedLoadError, setDismissedLoadError] = useState<unknown>(null);
  const notice = useNoPhoneNotice(customer !== undefined && customer.phoneNumbers.length === 0);
  // The satisfaction guarantee's claims, and the call being claimed (docs/decisions/054).
  const claims = useClaims(customerId);
  const [claiming, setClaiming] = useState<UsageRow | null>(null);
  const [claimedCallId, setClaimedCallId] = useState<string | null>(null);
  // When the page opened: a call may be claimed within 24 hours of its end.
  const [openedAt] = useState(() => Date.now());

  const loadErrorShown = data.loadError !== null && data.loadError !== dismissedLoadError;
  const bannerText = actionError ?? (loadErrorShown ? data.loadErrorText : null);

  function dismissBanner() {
    setActionError(null);
    setDismissedLoadError(data.loadError);
  }

  return (
    <>
      <div className="flex flex-col gap-1">
        <PageHeading>{title}</PageHeading>
        {customer ? (
          <p className="text-lg text-ink-muted">
            {accountCopy.customerArea.dashboard.welcome(customer.name)}
          </p>
        ) : null}
      </div>

      {bannerText ? <ErrorBanner message={bannerText} onDismiss={dismissBanner} /> : null}

      {customer ? (
        <>
          {customer.accountHold ? <AccountHoldBanner reason={customer.accountHold.reason} /> : null}
          {data.promoCode ? <PromoCodeBanner promo={data.promoCode} /> : null}
          {/* items-start: the inline phone verification grows its card, not its neighbours. */}
          <div className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
            <PhoneNumbersCard
              customer={customer}
              adding={adding}
              onAddingChange={setAdding}
              onError={setActionError}
            />
            <CreditBalanceCard credits={customer.credits} />
            <AccountInfoCard customer={customer} />
            {favourites}
          </div>
          <PurchaseHistoryTable
            receiptAction={receiptAction}
            purchases={purchases}
            loading={purchases === undefined && !data.purchases.isError}
            failed={data.purchases.isError}
          />
          <UsageHistoryTable
            usage={usage}
            loading={usage === undefined && !data.usage.isError}
            failed={data.usage.isError}
            {...(claims.data
              ? {
                  guarantee: {
                    claims: claims.data,
                    now: openedAt,
                    onClaim: setClaiming,
                    claimedCallId,
                  },
                }
              : {})}
            extraColumn={usageColumn}
          />
          <ClaimDialog
            customerId={customerId}
            call={claiming}
            onClaimed={setClaimedCallId}
            onClose={() => setClaiming(null)}
          />
          <div className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
            <PhonePinCard customerId={customer.id} />
            <LimitsCard customerId={customer.id} />
            <WaitingCard customerId={customer.id} />
            <DataExportCard />
            <DeleteAccountSection />
          </div>
          <NoPhoneNotice
            open={notice.open && !adding}
            onAddPhone={() => {
              notice.close();
              setAdding(true);
            }}
            onDismiss={notice.close}
          />
        </>
      ) : data.profile.isPending || data.profile.data !== undefined ? (
        <DashboardSkeleton />
      ) : null}
    </>
  );
}
