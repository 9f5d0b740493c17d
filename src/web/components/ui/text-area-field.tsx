// A labelled multi-line text field, wired as TextField is: the label names it, aria-describedby
// reads the hint, the count and the error, aria-invalid marks it. `count` is what is written so
// far against the limit ("120 of 2,000 characters"): read with the field, not announced at each
// key, which would talk over the typing.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldError } from './field-error.tsx';
import { describedBy, inputClassName, labelClassName } from './field-styles.ts';

export type TextAreaFieldProps = Omit<
  ComponentPropsWithRef<'textarea'>,
  'value' | 'onChange' | 'id'
> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  count?: ReactNode;
  /** Forced id (for a label or a link elsewhere); a generated one otherwise. */
  id?: string;
};

export function TextAreaField({
  label,
  value,
  onValueChange,
  error,
  hint,
  count,
  id: givenId,
  className,
  rows = 4,
  ...textAreaProps
}: TextAreaFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
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
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          hint ? hintId : false,
          count !== undefined ? countId : false,
          error ? errorId : false,
        )}
        className={`${inputClassName} ${className ?? ''}`}
        {...textAreaProps}
      />
      {count !== undefined ? (
        <p id={countId} className="text-sm text-ink-muted">
          {count}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
