// /purchase: Buy minute credits: package, payment method, coupon, checkout (docs/product.md §2).
// Signed-in customers only: a visitor is sent to /login and brought back after signing in,
// with the address's ?coupon= kept.
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { PurchasePage } from '#web/features/purchase/components/purchase-page.tsx';
import { RequireAuth } from '#web/lib/auth/require-auth.tsx';

export function Component() {
  const title = pageTitle('purchase');
  return (
    <>
      <PageMeta title={title} />
      <RequireAuth>
        <PurchasePage title={title} />
      </RequireAuth>
    </>
  );
}
