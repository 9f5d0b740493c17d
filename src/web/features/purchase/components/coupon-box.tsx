// The coupon field (docs/product.md §4, §5, §8): Apply checks the code with the server against the chosen
// package. Once applied, the field is locked (read-only, still readable and focusable) and an X
// button clears it; a refusal is said under the field in the server's words, with the server's
// second line under it when there is one (an unfinished order holds the coupon).
import { useId, useRef, type FormEvent } from 'react';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import type { AppliedCoupon } from '#shared/api/payments.ts';
import { Button } from '#web/components/ui/button.tsx';
import { describedBy, inputClassName, labelClassName } from '#web/components/ui/field-styles.ts';
import { ErrorIcon, SuccessIcon } from '#web/components/ui/status-icons.tsx';

interface CouponBoxProps {
  value: string;
  onChange: (value: string) => void;
  applied: AppliedCoupon | null;
  error: string | null;
  /** The refusal's second line. */
  errorDetail?: string | null;
  checking: boolean;
  onApply: () => void;
  onClear: () => void;
}

export function CouponBox({
  value,
  onChange,
  applied,
  error,
  errorDetail = null,
  checking,
  onApply,
  onClear,
}: CouponBoxProps) {
  const t = accountCopy.checkout.coupon;
  const inputId = useId();
  const errorId = useId();
  const detailId = useId();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!applied) onApply();
  }

  function clear() {
    onClear();
    inputRef.current?.focus();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className={labelClassName}>
        {t.label}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <input
            ref={inputRef}
            id={inputId}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            readOnly={applied !== null}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(
              error ? errorId : false,
              error && errorDetail ? detailId : false,
              applied ? statusId : false,
            )}
            className={`${inputClassName} uppercase read-only:bg-surface-raised ${applied ? 'pr-14' : ''}`}
          />
          {applied ? (
            <button
              type="button"
              onClick={clear}
              aria-label={t.remove(applied.code)}
              className="absolute inset-y-0 right-0 inline-flex w-12 items-center justify-center rounded-lg text-ink-muted hover:text-ink"
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-5">
                <path
                  fill="currentColor"
                  d="M5.7 4.3 10 8.6l4.3-4.3 1.4 1.4L11.4 10l4.3 4.3-1.4 1.4L10 11.4l-4.3 4.3-1.4-1.4L8.6 10 4.3 5.7z"
                />
              </svg>
            </button>
          ) : null}
        </div>
        {applied ? null : (
          <Button type="submit" variant="secondary" loading={checking}>
            {t.apply}
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {error ? (
          <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger">
            <ErrorIcon />
            <span>{error}</span>
          </p>
        ) : null}
        {error && errorDetail ? (
          <p id={detailId} className="mt-1 pl-5.5 text-sm text-ink-muted">
            {errorDetail}
          </p>
        ) : null}
        {applied ? (
          <p id={statusId} className="flex items-start gap-1.5 text-sm font-medium text-success">
            <SuccessIcon />
            <span>{accountCopy.purchase.coupon.applied(applied.code)}</span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
