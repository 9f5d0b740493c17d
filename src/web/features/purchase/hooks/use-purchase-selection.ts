// The select step's state (docs/product.md §2 /purchase, §4 purchase flow, §5 coupon): the package, the
// payment method (one of those the site offers, the first until the buyer picks another) and
// the coupon. Selecting another package clears an applied coupon (the code
// stays in the field, unlocked, so one press of Apply checks it against the new package). A
// `?coupon=CODE` address pre-fills the code, chooses the Best Package if none is chosen (a code
// is checked against a package), applies it once, and leaves the address at once. A refusal is
// the server's text, with its second line when it gives one (an unfinished order holds the
// coupon); an order refused for its coupon comes back here to say so the same way.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import type { AppliedCoupon, OrderTotalsView } from '#shared/api/payments.ts';
import { paymentMethods, type PaymentMethod } from '#shared/api/payment-methods.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { findBundle, type Bundle, type BundleId } from '#shared/pricing/bundles.ts';
import { orderTotals } from '#shared/pricing/totals.ts';
import { usePublicConfig } from '#web/lib/public-config.ts';
import { useCheckCoupon } from '../api/check-coupon.ts';
import { couponFailureDetail, couponFailureMessage } from '../payment-failure.ts';
import { bestPackageId } from '../purchase-order.ts';

export const COUPON_PARAM = 'coupon';

interface AppliedCouponState {
  coupon: AppliedCoupon;
  /** The server's figures with the coupon; they replace the ones computed here. */
  totals: OrderTotalsView;
  bundleId: BundleId;
}

export interface PurchaseSelection {
  bundle: Bundle | null;
  /** What the site offers (PAYMENT_METHODS), in the order the picker shows them. */
  offeredMethods: readonly PaymentMethod[];
  method: PaymentMethod;
  /** What the coupon field holds. */
  couponInput: string;
  /** The applied coupon, for the selected package only. */
  appliedCoupon: AppliedCoupon | null;
  couponError: string | null;
  /** The refusal's second line, when the server gave one. */
  couponErrorDetail: string | null;
  checkingCoupon: boolean;
  /** The order's figures: the server's once a coupon is applied, the shared rules' otherwise. */
  totals: OrderTotalsView | null;
  selectPackage: (id: BundleId) => void;
  selectMethod: (method: PaymentMethod) => void;
  setCouponInput: (value: string) => void;
  applyCoupon: () => void;
  clearCoupon: () => void;
  /** An order was refused for its coupon: the coupon is no longer applied, and the field says why. */
  couponRefused: (error: unknown) => void;
}

export function usePurchaseSelection(): PurchaseSelection {
  const [searchParams, setSearchParams] = useSearchParams();
  const [codeFromAddress] = useState(() => searchParams.get(COUPON_PARAM)?.trim() || null);
  const [bundleId, setBundleId] = useState<BundleId | null>(() =>
    codeFromAddress ? bestPackageId : null,
  );
  // The page carries the configuration; until it is read (never, in practice), both methods.
  const offeredMethods = usePublicConfig().data?.paymentMethods ?? paymentMethods;
  const [chosenMethod, selectMethod] = useState<PaymentMethod | null>(null);
  const [couponInput, setCouponInput] = useState(codeFromAddress ?? '');
  const [applied, setApplied] = useState<AppliedCouponState | null>(null);
  const [couponRefusal, setCouponRefusal] = useState<{
    message: string;
    detail: string | null;
  } | null>(null);
  const setCouponError = useCallback(
    (message: string | null, detail: string | null = null) =>
      setCouponRefusal(message === null ? null : { message, detail }),
    [],
  );
  const { mutate: check, reset: forgetCheck, isPending: checkingCoupon } = useCheckCoupon();
  // The package an answer must still be for when it arrives; read only in callbacks.
  const selectedBundle = useRef(bundleId);

  const applyCode = useCallback(
    (code: string, forBundle: BundleId | null) => {
      const trimmed = code.trim();
      if (!forBundle) {
        setCouponError(accountCopy.purchase.selectPackageFirst);
        return;
      }
      if (!trimmed) {
        setCouponError(accountCopy.checkout.coupon.enterCode);
        return;
      }
      setCouponError(null);
      check(
        { code: trimmed, bundleId: forBundle },
        {
          onSuccess: (answer) => {
            if (selectedBundle.current !== forBundle) return;
            setApplied({ coupon: answer.coupon, totals: answer.totals, bundleId: forBundle });
            setCouponInput(answer.coupon.code);
            toast.success(answer.message);
          },
          onError: (error) => {
            if (selectedBundle.current !== forBundle) return;
            setCouponError(couponFailureMessage(error), couponFailureDetail(error));
          },
        },
      );
    },
    [check, setCouponError],
  );

  // Strict mode runs effects twice; the code from the address is applied once.
  const addressCodeApplied = useRef(false);
  useEffect(() => {
    if (codeFromAddress === null || addressCodeApplied.current) return;
    addressCodeApplied.current = true;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(COUPON_PARAM);
        return next;
      },
      { replace: true },
    );
    applyCode(codeFromAddress, selectedBundle.current);
  }, [codeFromAddress, applyCode, setSearchParams]);

  const selectPackage = useCallback(
    (id: BundleId) => {
      selectedBundle.current = id;
      setBundleId(id);
      setApplied(null);
      setCouponError(null);
      // An answer still on its way is about the previous package: forget it.
      forgetCheck();
    },
    [forgetCheck, setCouponError],
  );

  const applyCoupon = useCallback(
    () => applyCode(couponInput, selectedBundle.current),
    [applyCode, couponInput],
  );

  const editCouponInput = useCallback(
    (value: string) => {
      setCouponInput(value);
      setCouponError(null);
    },
    [setCouponError],
  );

  const clearCoupon = useCallback(() => {
    setApplied(null);
    setCouponInput('');
    setCouponError(null);
  }, [setCouponError]);

  const couponRefused = useCallback(
    (error: unknown) => {
      setApplied(null);
      setCouponError(couponFailureMessage(error), couponFailureDetail(error));
    },
    [setCouponError],
  );

  const bundle = findBundle(bundleId);
  const current = applied && applied.bundleId === bundleId ? applied : null;
  const method =
    chosenMethod !== null && offeredMethods.includes(chosenMethod)
      ? chosenMethod
      : (offeredMethods[0] ?? 'paypal');
  return {
    bundle,
    offeredMethods,
    method,
    couponInput,
    appliedCoupon: current?.coupon ?? null,
    couponError: couponRefusal?.message ?? null,
    couponErrorDetail: couponRefusal?.detail ?? null,
    checkingCoupon,
    totals: current?.totals ?? (bundle ? orderTotals(bundle) : null),
    selectPackage,
    selectMethod,
    setCouponInput: editCouponInput,
    applyCoupon,
    clearCoupon,
    couponRefused,
  };
}
