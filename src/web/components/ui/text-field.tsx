// A labelled text input with an optional hint and its error message, wired for assistive
// technology: the label names it, aria-describedby reads the hint and the error, aria-invalid
// marks it. `trailing` sits inside the field's right edge (the password visibility toggle).
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldError } from './field-error.tsx';
import { describedBy, inputClassName, labelClassName } from './field-styles.ts';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'id'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  trailing?: ReactNode;
  /** Forced id (for aria-controls from outside); a generated one otherwise. */
  id?: string;
};

export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  trailing,
  id: givenId,
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className="relative">
        <input
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : false, error ? errorId : false)}
          className={`${inputClassName} ${trailing ? 'pr-14' : ''} ${className ?? ''}`}
          {...inputProps}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        ) : null}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
