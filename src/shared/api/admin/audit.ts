// The back office's audit log (docs/decisions/044): every operator action, who, when, what, the
// state before and after and the reason given; append-only. Under /api/admin, any operator:
//   GET /api/admin/audit?q=&operatorId=&action=&from=&to=&page=1&pageSize=50 → 200 AuditPage
//   GET /api/admin/audit/export.csv?<the same filters>  → text/csv attachment, every matching row
import * as z from 'zod/mini';

export const AUDIT_PAGE_SIZE_DEFAULT = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;

/** One action in the log. `action` names it by its subject, e.g. 'customer.minutes.add'. */
export const AuditEntryViewSchema = z.object({
  id: z.string(),
  /** ISO timestamp. */
  at: z.string(),
  operator: z.object({ id: z.string(), email: z.string() }),
  action: z.string(),
  /** What was acted on: 'customer', 'operator', 'coupon'… and its id (null for none). */
  subjectType: z.string(),
  subjectId: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  /** The subject's state before and after, as the action recorded it (null for none). */
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
});
export type AuditEntryView = z.infer<typeof AuditEntryViewSchema>;

/** A filter left empty in a form (`?q=&from=`) is no filter, as a missing one. */
function blankAsAbsent<S extends z.core.$ZodType>(schema: S) {
  return z.pipe(
    z.transform((input: unknown): unknown => (input === '' ? undefined : input)),
    z.optional(schema),
  );
}

/** A day, YYYY-MM-DD, in the business's time zone. */
const DaySchema = z.iso.date();
const optionalText = blankAsAbsent(z.string().check(z.trim(), z.maxLength(200)));

/**
 * The filters, as the query string carries them (every one optional). `q` matches the subject's
 * id and the reason; `from` and `to` are days, both included; newest first.
 */
export const AuditFiltersSchema = z.strictObject({
  q: optionalText,
  operatorId: optionalText,
  action: optionalText,
  from: blankAsAbsent(DaySchema),
  to: blankAsAbsent(DaySchema),
});
export type AuditFilters = z.infer<typeof AuditFiltersSchema>;

/** GET /api/admin/audit's query: the filters and the page (from 1). */
export const AuditSearchQuerySchema = z.extend(AuditFiltersSchema, {
  page: z.pipe(
    blankAsAbsent(z.coerce.number().check(z.int(), z.minimum(1))),
    z.transform((page) => page ?? 1),
  ),
  pageSize: z.pipe(
    blankAsAbsent(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(AUDIT_PAGE_SIZE_MAX))),
    z.transform((size) => size ?? AUDIT_PAGE_SIZE_DEFAULT),
  ),
});
export type AuditSearchQuery = z.infer<typeof AuditSearchQuerySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntryViewSchema),
  /** Every matching entry, across pages. */
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
