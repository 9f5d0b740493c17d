// A checkbox with its label beside it (the whole label is the click target) and its error.
import { useId, type ComponentPropsWithRef } from 'react';
import { FieldError } from './field-error.tsx';

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'checked' | 'onChange'> & {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | undefined;
};

export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  error,
  ...inputProps
}: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-accent"
          {...inputProps}
        />
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
