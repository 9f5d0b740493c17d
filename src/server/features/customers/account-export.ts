// The customer's data export (Québec Law 25, right to data portability): one structured JSON
// document of everything held about them, in a commonly used format, named and versioned so a
// program can read it. Secrets stay out (export-repo.ts): it is a copy of the customer's data,
// not of our means to authenticate them.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import * as exportRepo from './export-repo.ts';
import { listPhoneNumbers } from './repo.ts';

export const EXPORT_FORMAT = 'lumina-account-export';
/** Raise it when a field changes meaning or disappears; adding fields keeps the version. */
export const EXPORT_FORMAT_VERSION = 1;

/**
 * How long before a number was added its verification SMS may have been sent: the lifetime of an
 * SMS code (the accounts' limits).
 */
const VERIFYING_SMS_LEAD_MS = 10 * 60_000;

/**
 * Whose messages are the customer's: emails to the account's address since it was created, SMS
 * to each current number since a little before it was added (its verifying code included).
 */
export function messageRecipients(
  account: { email: string; createdAt: string },
  phones: { phone: string; createdAt: string }[],
) {
  return {
    email: account.email,
    emailSince: account.createdAt,
    phones: phones.map(({ phone, createdAt }) => ({
      phone,
      since: new Date(Date.parse(createdAt) - VERIFYING_SMS_LEAD_MS).toISOString(),
    })),
  };
}

type Rows<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export interface AccountExport {
  format: typeof EXPORT_FORMAT;
  formatVersion: typeof EXPORT_FORMAT_VERSION;
  exportedAt: string;
  /** The profile and the account's state; no password or password hash. */
  account: NonNullable<Rows<typeof exportRepo.findAccount>>;
  phoneNumbers: { phone: string; verifiedAt: string; addedAt: string }[];
  purchases: Rows<typeof exportRepo.listAllPurchases>;
  paymentOrders: Rows<typeof exportRepo.listPaymentOrders>;
  minuteLedger: Rows<typeof exportRepo.listLedger>;
  /** PayPal refunds, reversals and disputes applied to the purchases (docs/decisions/027). */
  paymentEvents: Rows<typeof exportRepo.listPaymentEvents>;
  paymentDisputes: Rows<typeof exportRepo.listPaymentDisputes>;
  calls: Rows<typeof exportRepo.listAllCalls>;
  couponUses: Rows<typeof exportRepo.listCouponUses>;
  /** The ratings and reviews the customer wrote of their calls (docs/decisions/053). */
  reviews: Rows<typeof exportRepo.listReviews>;
  tarotAttempts: {
    weekStart: string;
    weekEnd: string;
    cardsPicked: string[];
    won: boolean;
    coupon: { code: string; percentOff: number; expiresAt: string | null } | null;
    playedAt: string;
  }[];
  consentRecords: Rows<typeof exportRepo.listConsentRecords>;
  sessions: Rows<typeof exportRepo.listSessions>;
  /** Sign-in codes and email links issued: purpose, where sent, when; never the code itself. */
  verificationCodes: {
    purpose: string;
    sentTo: string;
    createdAt: string;
    expiresAt: string;
    usedAt: string | null;
  }[];
  /** Emails and SMS sent to the customer: channel, subject, dates; never the body. */
  messages: Rows<typeof exportRepo.listMessages>;
  /** The advisors kept as favourites: extension, name, when added. */
  favouriteAdvisors: Rows<typeof exportRepo.listFavourites>;
  /** The monthly and per-call limits they set, and what waits (docs/decisions/054). */
  limits: Rows<typeof exportRepo.findLimits>;
  /** Their claims under the satisfaction guarantee and the decisions. */
  guaranteeClaims: Rows<typeof exportRepo.listGuaranteeClaims>;
}

/** Everything held about the customer, as of `now`; null when there is no such customer. */
export async function collectAccountExport(
  db: Kysely<DB>,
  customerId: string,
  now: Date,
): Promise<AccountExport | null> {
  const account = await exportRepo.findAccount(db, customerId);
  if (!account) return null;
  const phones = await listPhoneNumbers(db, customerId);
  const [
    purchases,
    paymentOrders,
    minuteLedger,
    paymentEvents,
    paymentDisputes,
    calls,
    couponUses,
    attempts,
    consentRecords,
    sessions,
    codes,
    messages,
    favouriteAdvisors,
    limits,
    guaranteeClaims,
    reviews,
  ] = await Promise.all([
    exportRepo.listAllPurchases(db, customerId),
    exportRepo.listPaymentOrders(db, customerId),
    exportRepo.listLedger(db, customerId),
    exportRepo.listPaymentEvents(db, customerId),
    exportRepo.listPaymentDisputes(db, customerId),
    exportRepo.listAllCalls(db, customerId),
    exportRepo.listCouponUses(db, customerId),
    exportRepo.listTarotAttempts(db, customerId),
    exportRepo.listConsentRecords(db, customerId),
    exportRepo.listSessions(db, customerId),
    exportRepo.listOneTimeCodes(db, customerId),
    exportRepo.listMessages(db, messageRecipients(account, phones)),
    exportRepo.listFavourites(db, customerId),
    exportRepo.findLimits(db, customerId),
    exportRepo.listGuaranteeClaims(db, customerId),
    exportRepo.listReviews(db, customerId),
  ]);
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    account,
    phoneNumbers: phones.map(({ phone, verifiedAt, createdAt }) => ({
      phone,
      verifiedAt,
      addedAt: createdAt,
    })),
    purchases,
    paymentOrders,
    minuteLedger,
    paymentEvents,
    paymentDisputes,
    calls,
    couponUses,
    reviews,
    tarotAttempts: attempts.map((attempt) => ({
      weekStart: attempt.weekStart,
      weekEnd: attempt.weekEnd,
      cardsPicked: [attempt.firstCardName, attempt.secondCardName, attempt.thirdCardName],
      won: attempt.won,
      coupon:
        attempt.couponCode === null || attempt.couponPercentOff === null
          ? null
          : {
              code: attempt.couponCode,
              percentOff: attempt.couponPercentOff,
              expiresAt: attempt.couponExpiresAt,
            },
      playedAt: attempt.createdAt,
    })),
    consentRecords,
    sessions,
    verificationCodes: codes.map((code) => ({
      purpose: code.purpose,
      sentTo: code.target,
      createdAt: code.createdAt,
      expiresAt: code.expiresAt,
      usedAt: code.consumedAt,
    })),
    messages,
    favouriteAdvisors,
    limits,
    guaranteeClaims,
  };
}
