// The visitor's cookie choice (Québec Law 25: analytics are off until the visitor accepts them),
// kept in localStorage with the date it was made, so it can be shown and proven later. A value
// that cannot be read (another version, edited by hand, storage blocked) counts as no choice:
// the visitor is simply asked again, and nothing is tracked meanwhile.
import * as z from 'zod/mini';
import { consentStorageKey } from '#shared/consent/consent-marker.ts';

export { consentStorageKey };

export const analyticsChoices = ['accepted', 'refused'] as const;
export type AnalyticsChoice = (typeof analyticsChoices)[number];

const ConsentRecordSchema = z.object({
  analytics: z.enum(analyticsChoices),
  /** When the visitor chose, ISO-8601. */
  decidedAt: z.string(),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

/** False while the server renders the page's shell: there, no browser holds the choice. */
export const choiceReadable = (): boolean => typeof window !== 'undefined';

/** The raw stored text; null when absent or when storage is unavailable (private modes). */
export function readStoredConsent(): string | null {
  try {
    return window.localStorage.getItem(consentStorageKey);
  } catch {
    return null;
  }
}

export function parseConsent(raw: string | null): ConsentRecord | null {
  if (raw === null) return null;
  try {
    const parsed = ConsentRecordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Records the choice; returns it even when storage refuses, so this page still honours it. */
export function storeConsent(analytics: AnalyticsChoice, now = new Date()): ConsentRecord {
  const record: ConsentRecord = { analytics, decidedAt: now.toISOString() };
  try {
    window.localStorage.setItem(consentStorageKey, JSON.stringify(record));
  } catch {
    // Storage blocked: the choice holds for this page only, and the visitor is asked again
    // on the next visit, which is the safe side.
  }
  return record;
}
