// /purchase: Buy minute credits: package, payment method, coupon, checkout (docs/product.md §2).
// Signed-in customers only: a visitor is sent to /login and brought back after signing in,
// with the address's ?coupon= kept. The heading is public and drawn at once, the steps once the
// session has answered (docs/decisions/057).
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import {
  PurchaseFrame,
  PurchasePending,
} from '#web/features/purchase/components/purchase-frame.tsx';
import { PurchasePage } from '#web/features/purchase/components/purchase-page.tsx';
import { RequireAuth } from '#web/lib/auth/require-auth.tsx';

export function Component() {
  const title = pageTitle('purchase');
  return (
    <>
      <PageMeta title={title} />
      <PurchaseFrame title={title}>
        <RequireAuth pending={<PurchasePending />}>
          <PurchasePage />
        </RequireAuth>
      </PurchaseFrame>
    </>
  );
}
