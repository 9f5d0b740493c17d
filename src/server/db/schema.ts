// The database as Kysely sees it: one interface per table (src/server/db/tables), named in
// camelCase. The CamelCasePlugin maps every name to snake_case in SQL.
import type { AuditLogTable } from './tables/audit-log.ts';
import type { AdvisorApplicationsTable } from './tables/advisor-applications.ts';
import type { AdvisorProfileChangesTable } from './tables/advisor-profile-changes.ts';
import type { AdvisorPayoutRatesTable } from './tables/advisor-payout-rates.ts';
import type { AdvisorScheduleSlotsTable } from './tables/advisor-schedule-slots.ts';
import type { AdvisorSessionsTable, AdvisorsTable } from './tables/advisors.ts';
import type { CustomerFavouritesTable } from './tables/customer-favourites.ts';
import type { BackOfficeSettingsTable } from './tables/back-office-settings.ts';
import type { CallerChecksTable } from './tables/caller-checks.ts';
import type {
  AvailabilityNoticesTable,
  CallbackQueueEntriesTable,
} from './tables/callback-queue.ts';
import type { CallsTable } from './tables/calls.ts';
import type { ConsentRecordsTable } from './tables/consent-records.ts';
import type { JobRunsTable } from './tables/job-runs.ts';
import type { CouponUsesTable } from './tables/coupon-uses.ts';
import type { CouponsTable } from './tables/coupons.ts';
import type { CredentialsTable } from './tables/credentials.ts';
import type { CustomerHoldsTable } from './tables/customer-holds.ts';
import type { CustomerLimitsTable } from './tables/customer-limits.ts';
import type { GuaranteeClaimsTable } from './tables/guarantee-claims.ts';
import type { CustomerPhoneNumbersTable } from './tables/customer-phone-numbers.ts';
import type { CustomersTable } from './tables/customers.ts';
import type { HoroscopeReadingsTable } from './tables/horoscope-readings.ts';
import type { MinuteLedgerTable } from './tables/minute-ledger.ts';
import type { OneTimeCodesTable } from './tables/one-time-codes.ts';
import type { OperatorRefundsTable } from './tables/operator-refunds.ts';
import type { OutboxMessagesTable } from './tables/outbox-messages.ts';
import type {
  OperatorRecoveryCodesTable,
  OperatorSessionsTable,
  OperatorSetupLinksTable,
  OperatorsTable,
} from './tables/operators.ts';
import type { PasswordLockoutsTable } from './tables/password-lockouts.ts';
import type { PaymentDisputesTable } from './tables/payment-disputes.ts';
import type { PaymentEventsTable } from './tables/payment-events.ts';
import type { PaymentOrdersTable } from './tables/payment-orders.ts';
import type { PhonePinsTable } from './tables/phone-pins.ts';
import type { PlatformAnnouncementsTable } from './tables/platform-announcements.ts';
import type { PromotionsTable } from './tables/promotions.ts';
import type { PurchasesTable } from './tables/purchases.ts';
import type { ReviewInvitationsTable, ReviewsTable } from './tables/reviews.ts';
import type { RateLimitCountersTable } from './tables/rate-limit-counters.ts';
import type { SessionsTable } from './tables/sessions.ts';
import type { TarotCardsTable } from './tables/tarot-cards.ts';
import type { TarotGameAttemptsTable } from './tables/tarot-game-attempts.ts';
import type { TarotGamesTable } from './tables/tarot-games.ts';
import type { TarotLayoutsTable } from './tables/tarot-layouts.ts';

export interface DB {
  customers: CustomersTable;
  customerPhoneNumbers: CustomerPhoneNumbersTable;
  phonePins: PhonePinsTable;
  credentials: CredentialsTable;
  consentRecords: ConsentRecordsTable;
  jobRuns: JobRunsTable;
  sessions: SessionsTable;
  oneTimeCodes: OneTimeCodesTable;
  advisors: AdvisorsTable;
  advisorScheduleSlots: AdvisorScheduleSlotsTable;
  advisorPayoutRates: AdvisorPayoutRatesTable;
  advisorSessions: AdvisorSessionsTable;
  calls: CallsTable;
  callerChecks: CallerChecksTable;
  paymentOrders: PaymentOrdersTable;
  purchases: PurchasesTable;
  minuteLedger: MinuteLedgerTable;
  paymentEvents: PaymentEventsTable;
  paymentDisputes: PaymentDisputesTable;
  coupons: CouponsTable;
  couponUses: CouponUsesTable;
  tarotCards: TarotCardsTable;
  tarotGames: TarotGamesTable;
  tarotLayouts: TarotLayoutsTable;
  tarotGameAttempts: TarotGameAttemptsTable;
  promotions: PromotionsTable;
  platformAnnouncements: PlatformAnnouncementsTable;
  horoscopeReadings: HoroscopeReadingsTable;
  outboxMessages: OutboxMessagesTable;
  rateLimitCounters: RateLimitCountersTable;
  passwordLockouts: PasswordLockoutsTable;
  operators: OperatorsTable;
  operatorSetupLinks: OperatorSetupLinksTable;
  operatorRecoveryCodes: OperatorRecoveryCodesTable;
  operatorSessions: OperatorSessionsTable;
  auditLog: AuditLogTable;
  operatorRefunds: OperatorRefundsTable;
  customerHolds: CustomerHoldsTable;
  backOfficeSettings: BackOfficeSettingsTable;
  advisorApplications: AdvisorApplicationsTable;
  customerFavourites: CustomerFavouritesTable;
  customerLimits: CustomerLimitsTable;
  guaranteeClaims: GuaranteeClaimsTable;
  advisorProfileChanges: AdvisorProfileChangesTable;
  /** Customers waiting for a busy advisor to call them back (docs/decisions/052). */
  callbackQueueEntries: CallbackQueueEntriesTable;
  /** "Tell me when this advisor is Available" (docs/decisions/052). */
  availabilityNotices: AvailabilityNoticesTable;
  reviews: ReviewsTable;
  reviewInvitations: ReviewInvitationsTable;
}
