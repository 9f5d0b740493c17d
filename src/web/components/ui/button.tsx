import type { ComponentPropsWithRef } from 'react';
import { buttonClassName, type ButtonVariant } from './button-styles.ts';

type ButtonProps = ComponentPropsWithRef<'button'> & { variant?: ButtonVariant };

/** A button that does not submit a form unless it says so (`type="submit"`). */
export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  const classes = className ? `${buttonClassName(variant)} ${className}` : buttonClassName(variant);
  return <button type={type} className={classes} {...props} />;
}
