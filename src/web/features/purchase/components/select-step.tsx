// The select step (docs/product.md §2 /purchase): package, payment method and coupon on one side, the order
// summary and 'Proceed to Checkout' on the other. Checkout needs a package ('Please select a
// credit package first').
import { useEffect, useRef, useState } from 'react';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import type { BundleId } from '#shared/pricing/bundles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import type { PurchaseSelection } from '../hooks/use-purchase-selection.ts';
import type { PurchaseOrder } from '../purchase-order.ts';
import { CouponBox } from './coupon-box.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PackagePicker } from './package-picker.tsx';
import { PaymentMethodPicker } from './payment-method-picker.tsx';

interface SelectStepProps {
  selection: PurchaseSelection;
  onProceed: (order: PurchaseOrder) => void;
  /** Back from the checkout: focus returns to 'Proceed to Checkout', where the buyer left. */
  focusProceed?: boolean;
}

export function SelectStep({ selection, onProceed, focusProceed = false }: SelectStepProps) {
  const { bundle, totals, appliedCoupon } = selection;
  const [proceedError, setProceedError] = useState<string | null>(null);
  const proceedRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusProceed) proceedRef.current?.focus();
  }, [focusProceed]);

  function selectPackage(id: BundleId) {
    selection.selectPackage(id);
    setProceedError(null);
  }

  function proceed() {
    if (!bundle || !totals) {
      setProceedError(accountCopy.purchase.selectCreditPackage);
      return;
    }
    onProceed({
      bundle,
      method: selection.method,
      couponCode: appliedCoupon?.code ?? null,
      totals,
    });
  }

  return (
    <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex flex-col gap-10">
        <PackagePicker selected={bundle?.id ?? null} onSelect={selectPackage} />
        <PaymentMethodPicker
          offered={selection.offeredMethods}
          selected={selection.method}
          onSelect={selection.selectMethod}
        />
        <CouponBox
          value={selection.couponInput}
          onChange={selection.setCouponInput}
          applied={appliedCoupon}
          error={selection.couponError}
          errorDetail={selection.couponErrorDetail}
          checking={selection.checkingCoupon}
          onApply={selection.applyCoupon}
          onClear={selection.clearCoupon}
        />
      </div>
      <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
        <OrderSummary bundle={bundle} totals={totals} coupon={appliedCoupon} />
        {proceedError ? (
          <FormAlert>
            <p>{proceedError}</p>
          </FormAlert>
        ) : null}
        {/* Not while a coupon is being checked: the order would leave without it. */}
        <Button ref={proceedRef} onClick={proceed} disabled={selection.checkingCoupon}>
          {accountCopy.purchase.proceedToCheckout}
        </Button>
      </div>
    </div>
  );
}
