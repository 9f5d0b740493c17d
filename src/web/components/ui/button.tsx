import type { ComponentPropsWithRef } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button-styles.ts';
import { Spinner } from './spinner.tsx';

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The action is running: disabled (no double submit), a spinner, and aria-busy. */
  loading?: boolean;
};

/** A button that does not submit a form unless it says so (`type="submit"`). */
export function Button({
  variant,
  size,
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const base = buttonClassName(variant, size);
  return (
    <button
      type={type}
      className={className ? `${base} ${className}` : base}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
