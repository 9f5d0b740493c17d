// The back office's customers (docs/decisions/047), under /api/admin, for support and owners:
//   GET  /api/admin/customers?q=&sort=-created&page=1&pageSize=50 → 200 CustomerSearchPage
//   GET  /api/admin/customers/:id                                → 200 CustomerAccount
//   GET  /api/admin/customers/:id/:section?page=&pageSize=       → 200 the section's page, newest
//        first (section: ledger, purchases, calls, coupons, consent, messages)
//   POST /api/admin/customers/:id/minutes        {minutes, reason}            → ActionOutcome
//   POST /api/admin/customers/:id/calls/:callId/credit {reason}               → ActionOutcome
//   POST /api/admin/customers/:id/purchases/:purchaseId/refund
//        {method: 'paypal'|'interac', amountCents?, reference?, reason}      → ActionOutcome
//   POST /api/admin/customers/:id/hold | /hold/lift {reason}                 → ActionOutcome
//   POST /api/admin/customers/:id/confirmation | /sessions/end | /pin/clear {reason?}
//   POST /api/admin/customers/:id/delete {reason}                             → ActionOutcome
//   GET  /api/admin/settings/refund-limit → RefundLimit; PUT (owner only) {limitCents}
// Every action writes one audit row with its before and after in the transaction of the change.
import * as z from 'zod/mini';

export const CUSTOMER_PAGE_SIZE_MAX = 100;
const PAGE_SIZE_DEFAULT = 50;
/** What an operator types as a reason is kept with the change and in the audit log. */
export const REASON_MAX_LENGTH = 500;

/** A field left empty in a form is no value, as a missing one. */
function blankAsAbsent<S extends z.core.$ZodType>(schema: S) {
  return z.pipe(
    z.transform((input: unknown): unknown => (input === '' ? undefined : input)),
    z.optional(schema),
  );
}

const PageSchema = z.pipe(
  blankAsAbsent(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  z.transform((page) => page ?? 1),
);
const PageSizeSchema = z.pipe(
  blankAsAbsent(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(CUSTOMER_PAGE_SIZE_MAX))),
  z.transform((size) => size ?? PAGE_SIZE_DEFAULT),
);

export const customerSorts = ['created', 'name', 'email', 'balance'] as const;
export type CustomerSortColumn = (typeof customerSorts)[number];

/** The search's query: `q` an email, phone, name or order id; `sort` a column, '-' for descending. */
export const CustomerSearchQuerySchema = z.strictObject({
  q: z.pipe(
    blankAsAbsent(z.string().check(z.maxLength(200))),
    z.transform((q) => q ?? ''),
  ),
  sort: z.pipe(
    blankAsAbsent(z.enum([...customerSorts, ...customerSorts.map((s) => `-${s}` as const)])),
    z.transform((sort) => sort ?? '-created'),
  ),
  page: PageSchema,
  pageSize: PageSizeSchema,
});
export type CustomerSearchQuery = z.infer<typeof CustomerSearchQuerySchema>;

export const CustomerSearchPageSchema = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      /** The balance, in minutes. */
      credits: z.int(),
      createdAt: z.string(),
      deletedAt: z.nullable(z.string()),
    }),
  ),
  /** How many match, up to 1,000; `more` when there are more. */
  total: z.int(),
  more: z.boolean(),
  page: z.int(),
  pageSize: z.int(),
});
export type CustomerSearchPage = z.infer<typeof CustomerSearchPageSchema>;

const IdSchema = z.string().check(z.regex(/^[0-9a-f-]{36}$/i));
export const CustomerParamsSchema = z.object({ id: IdSchema });
export const CallParamsSchema = z.object({ id: IdSchema, callId: IdSchema });
export const PurchaseParamsSchema = z.object({ id: IdSchema, purchaseId: IdSchema });

/** The customer's page: the account, its numbers, balance, hold and sign-in state. */
export const CustomerAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  language: z.string(),
  birthDate: z.nullable(z.string()),
  createdAt: z.string(),
  lastConnectedAt: z.nullable(z.string()),
  deletedAt: z.nullable(z.string()),
  emailConfirmedAt: z.nullable(z.string()),
  emailNotifications: z.boolean(),
  phoneNumbers: z.array(z.object({ phone: z.string(), verifiedAt: z.string() })),
  /** Minutes; `ledgerSum` must equal it. */
  balance: z.int(),
  ledgerSum: z.int(),
  pinSet: z.boolean(),
  openSessions: z.int(),
  /** The operator's hold in force, if any. */
  hold: z.nullable(z.object({ reason: z.string(), placedAt: z.string() })),
  /** A payment dispute holds the account too (docs/decisions/027). */
  disputeHold: z.boolean(),
});
export type CustomerAccount = z.infer<typeof CustomerAccountSchema>;

export const customerSections = [
  'ledger',
  'purchases',
  'calls',
  'coupons',
  'consent',
  'messages',
] as const;
export type CustomerSection = (typeof customerSections)[number];
export const SectionParamsSchema = z.object({ id: IdSchema, section: z.enum(customerSections) });
export const SectionQuerySchema = z.strictObject({ page: PageSchema, pageSize: PageSizeSchema });

const LedgerRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  deltaMinutes: z.int(),
  balanceAfter: z.int(),
  reason: z.string(),
  note: z.nullable(z.string()),
});
const PurchaseRowSchema = z.object({
  id: z.string(),
  purchasedAt: z.string(),
  kind: z.string(),
  bundleName: z.string(),
  minutes: z.int(),
  amountCents: z.int(),
  /** The payment: null for cashback. `refundableCents` is what is left to refund. */
  order: z.nullable(
    z.object({
      id: z.string(),
      provider: z.string(),
      providerOrderId: z.nullable(z.string()),
      status: z.string(),
      totalCents: z.int(),
      refundedCents: z.int(),
      refundableCents: z.int(),
    }),
  ),
  /** Refunds, reversals and disputes applied to it. */
  events: z.array(
    z.object({
      kind: z.string(),
      amountCents: z.nullable(z.int()),
      reference: z.nullable(z.string()),
      minutesMoved: z.int(),
      at: z.string(),
    }),
  ),
  /** Refunds operators asked for that are still pending or failed. */
  unfinishedRefunds: z.array(
    z.object({
      status: z.string(),
      amountCents: z.int(),
      failure: z.nullable(z.string()),
      at: z.string(),
    }),
  ),
});
const CallRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  advisorName: z.string(),
  status: z.string(),
  durationSeconds: z.nullable(z.int()),
  /** Minutes billed by its ledger row (0 for none). */
  billedMinutes: z.int(),
  credited: z.boolean(),
});
const CouponRowSchema = z.object({
  code: z.string(),
  type: z.string(),
  value: z.number(),
  paymentOrderId: z.nullable(z.string()),
  usedAt: z.string(),
});
const ConsentRowSchema = z.object({
  kind: z.string(),
  granted: z.boolean(),
  wording: z.string(),
  recordedAt: z.string(),
});
const MessageRowSchema = z.object({
  channel: z.string(),
  recipient: z.string(),
  subject: z.nullable(z.string()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
});

const pageOf = <S extends z.core.$ZodType>(row: S) =>
  z.object({ rows: z.array(row), total: z.int(), page: z.int(), pageSize: z.int() });

export const CustomerSectionSchemas = {
  ledger: pageOf(LedgerRowSchema),
  purchases: pageOf(PurchaseRowSchema),
  calls: pageOf(CallRowSchema),
  coupons: pageOf(CouponRowSchema),
  consent: pageOf(ConsentRowSchema),
  messages: pageOf(MessageRowSchema),
};
export type CustomerSectionPage<S extends CustomerSection> = z.infer<
  (typeof CustomerSectionSchemas)[S]
>;

const ReasonSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(REASON_MAX_LENGTH));
const OptionalReasonSchema = z.optional(z.string().check(z.trim(), z.maxLength(REASON_MAX_LENGTH)));

/** Positive adds, negative removes. */
export const MinutesRequestSchema = z.strictObject({
  minutes: z.int().check(z.refine((minutes) => minutes !== 0)),
  reason: ReasonSchema,
});
export type MinutesRequest = z.infer<typeof MinutesRequestSchema>;

export const ReasonRequestSchema = z.strictObject({ reason: ReasonSchema });

export const OptionalReasonRequestSchema = z.strictObject({ reason: OptionalReasonSchema });

/** PayPal: `amountCents` omitted refunds all that is left. Interac: amount and reference. */
export const RefundRequestSchema = z.strictObject({
  method: z.enum(['paypal', 'interac']),
  amountCents: z.optional(z.int().check(z.minimum(1))),
  reference: z.optional(z.string().check(z.trim(), z.maxLength(127))),
  reason: ReasonSchema,
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

/** What an action did: the audit row's before and after, and the balance now. */
export const ActionOutcomeSchema = z.object({
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** For a refund: 'now', 'by_webhook' or 'when_completed' (decision 047). */
  applied: z.optional(z.string()),
});
export type ActionOutcome = z.infer<typeof ActionOutcomeSchema>;

/** GET /api/admin/settings/refund-limit: the most support may refund at a time, tax included. */
export const RefundLimitSchema = z.object({ limitCents: z.int() });

export const RefundLimitRequestSchema = z.strictObject({
  limitCents: z.int().check(z.minimum(0), z.maximum(100_000_000)),
});
