// /dashboard: The customer's phone numbers, balance, account and history (docs/product.md §2).
// Signed-in customers only: a visitor is sent to /login and brought back after signing in.
// The receipts feature supplies each package row's receipt action.
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.tsx';
import { FavouritesCard } from '#web/features/advisors/components/favourites-card.tsx';
import { ReceiptButton } from '#web/features/receipts/components/receipt-button.tsx';
import { RequireAuth } from '#web/lib/auth/require-auth.tsx';
import { reviewsCopy } from '#shared/copy/reviews-catalogue.ts';
import { ReviewCell, useReviewsByCall } from '#web/features/reviews/review-cell.tsx';

/** The dashboard with the usage history's rating column (decision 053), once signed in. */
function SignedInDashboard({ title }: { title: string }) {
  const reviews = useReviewsByCall();
  return (
    <DashboardPage
      title={title}
      favourites={<FavouritesCard />}
      receiptAction={(purchaseId, orderId) => (
        <ReceiptButton purchaseId={purchaseId} orderId={orderId} />
      )}
      usageColumn={{
        heading: reviewsCopy.reviewColumn,
        cell: (callId) => <ReviewCell call={reviews.get(callId)} />,
      }}
    />
  );
}

export function Component() {
  const title = pageTitle('dashboard');
  return (
    <>
      <PageMeta title={title} />
      <RequireAuth>
        <SignedInDashboard title={title} />
      </RequireAuth>
    </>
  );
}
