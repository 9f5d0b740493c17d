// One message per field from a failed parse: what a form shows under each field and what the
// server sends as `{ error: { fields } }`. Each field shows its first failing rule only.
import type * as z from 'zod/mini';

type Issues = readonly z.core.$ZodIssue[];
type ParseOutcome = { success: true } | { success: false; error: { issues: Issues } };
/** A safeParse result, or a ZodError. */
export type IssueSource = ParseOutcome | { issues: Issues };

/** Where a failure of the whole value, not of one field, is filed. */
export const FORM_LEVEL_KEY = '_form';

function issuesOf(source: IssueSource): Issues {
  if ('issues' in source) return source.issues;
  return source.success ? [] : source.error.issues;
}

function pathKey(path: readonly PropertyKey[]): string {
  return path.length === 0 ? FORM_LEVEL_KEY : path.map(String).join('.');
}

/** The first message of all, or null when the parse succeeded. */
export function firstIssueMessage(source: IssueSource): string | null {
  return issuesOf(source)[0]?.message ?? null;
}

/**
 * `{ email: 'Email is required', 'address.city': … }`: the first message for each field, keyed by
 * its dotted path. Unknown keys of a strict object are reported under each key's own name.
 */
export function fieldErrors(source: IssueSource): Record<string, string> {
  // A Map, not an object literal: a request may name a field "constructor" or "__proto__".
  const fields = new Map<string, string>();
  const file = (key: string, message: string) => {
    if (!fields.has(key)) fields.set(key, message);
  };
  for (const issue of issuesOf(source)) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) file(pathKey([...issue.path, key]), issue.message);
    } else {
      file(pathKey(issue.path), issue.message);
    }
  }
  return Object.fromEntries(fields);
}
