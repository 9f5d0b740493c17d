import { ErrorIcon } from './status-icons.tsx';

/** A field's message, under it; the field points here with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-danger">
      <ErrorIcon />
      <span>{message}</span>
    </p>
  );
}
