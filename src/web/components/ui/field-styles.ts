// The look of text inputs: a clear border, a thicker danger border when the field is in error
// (with a message and an icon beside it, never colour alone), and the global focus ring.
export const inputClassName =
  'block min-h-11 w-full rounded-lg border border-line bg-canvas px-3 py-2 text-base text-ink ' +
  'placeholder:text-ink-muted/70 aria-invalid:border-2 aria-invalid:border-danger';

export const labelClassName = 'text-sm font-semibold text-ink';

/** "hint-id error-id", only the parts that are showing; undefined when none is. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}
