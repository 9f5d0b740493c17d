// Everything the dashboard reads about the customer, and what its error banner says when a
// read fails (docs/product.md §8): 'User is not authenticated.' for a session that is gone, otherwise
// 'An error occurred while fetching customer data.'. When the customer record itself cannot be
// read, the customer is then signed out (docs/product.md §8), once they have had time to read why.
import { useEffect } from 'react';
import { isApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useCustomerProfile } from '#web/lib/customer/customer-profile.ts';
import { usePromoCode } from '../api/get-promo-code.ts';
import { usePurchaseHistory } from '../api/get-purchase-history.ts';
import { useUsageHistory } from '../api/get-usage-history.ts';
import { loadFailureText } from '../dashboard-errors.ts';
import { READ_BEFORE_LEAVING_MS } from '../timing.ts';

export function useDashboardData(customerId: string) {
  const { signOut } = useAuth();
  const profile = useCustomerProfile(customerId);
  const purchases = usePurchaseHistory(customerId);
  const usage = useUsageHistory(customerId);
  // The promo code is a bonus: when it cannot be read, the banner simply does not show.
  const promo = usePromoCode(customerId);

  const loadError = profile.error ?? purchases.error ?? usage.error ?? null;

  // A 401 needs no sign-out: the session is already gone.
  const signOutAfterFailure =
    profile.isError && !(isApiError(profile.error) && profile.error.status === 401);
  useEffect(() => {
    if (!signOutAfterFailure) return undefined;
    const timer = setTimeout(() => void signOut(), READ_BEFORE_LEAVING_MS);
    return () => clearTimeout(timer);
  }, [signOutAfterFailure, signOut]);

  return {
    profile,
    purchases,
    usage,
    promoCode: promo.data ?? null,
    loadError,
    loadErrorText: loadError ? loadFailureText(loadError) : null,
  };
}
