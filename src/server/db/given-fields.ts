// Partial changes to a row: a key present with `undefined` means "not given" and leaves the
// column as it is, unlike `null`, which clears it. Operators' edits arrive that way.

/** The fields actually given. */
export function givenFields<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
