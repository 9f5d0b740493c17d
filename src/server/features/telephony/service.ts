// The phone line (docs/decisions/013-phone-line.md; docs/contracts.md "Phone line"; docs/product.md §10.6, 20): who is
// calling, reserving an advisor and the caller's minutes when a call is put through, and settling
// the call once when it ends, from Twilio's end-of-call callback or, when that never comes, from
// Twilio's call record (the sweeper). The only file of this feature other features may import.
//
// A caller is recognised by the whole number only: `From` must be +1 and a North American
// number. Before the line names a customer, caller-check.ts decides whether the call needs their
// phone PIN (docs/decisions/026).
//
// Minutes are reserved, not spent, while a call is open: a caller's available minutes are the
// balance less what their other open calls hold, read with the balance's row locked, so two
// simultaneous calls never count the same minutes. One open call per advisor is a unique index.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { DomainError } from '#server/domain-error.ts';
import { newId } from '#server/db/ids.ts';
import type { Transaction } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { Call, NewCall } from '#server/db/tables/calls.ts';
import type { AdvisorsService, AdvisorSummary } from '#server/features/advisors/service.ts';
import type { CallbackQueueService, QueuePlace } from '#server/features/callback-queue/service.ts';
import type { PhonePinService } from '#server/features/phone-pin/service.ts';
import { callMinutesLimit } from '#server/features/limits/service.ts';
import type { PaymentsService } from '#server/features/payments/service.ts';
import type { AccountHold } from '#shared/api/payment-status.ts';
import type { WalletService } from '#server/features/wallet/service.ts';
import { noMetrics, type Metrics } from '#server/observability/metrics-port.ts';
import type { ProviderCallRecord, VoiceCallRecords } from '#server/providers/voice/port.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { northAmericanCallerId } from '#shared/phone/phone.ts';
import { billableMinutes, callTimeLimit } from './billing.ts';
import { createCallerCheck, type CheckedCaller } from './caller-check.ts';
import * as repo from './repo.ts';
import { telephonyUrls } from './urls.ts';

export type { CallFacts, PinOutcome } from './caller-check.ts';

/** Seconds the customer's phone rings when the line calls them back. */
export const CALLBACK_RING_SECONDS = 30;
/** The CallSid a call-back holds until Twilio has given the call its own. */
const pendingSid = (callId: string) => `pending:${callId}`;
/** How a call the line placed ended, as its StatusCallback says. */
const unansweredCallStatuses = new Set(['no-answer', 'busy', 'canceled']);

export interface TelephonyDeps {
  database: Database;
  clock: Clock;
  advisors: AdvisorsService;
  wallet: WalletService;
  /** Whether a caller's account is on hold (an open payment dispute): they may not call. */
  holds: Pick<PaymentsService, 'accountHold'>;
  callRecords: VoiceCallRecords;
  /** Checks the PIN of a customer who has one, and warns them of wrong ones. */
  phonePin: Pick<PhonePinService, 'isLocked' | 'check' | 'warnOfWrongPins'>;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Counts the minutes billed; nothing by default. */
  metrics?: Metrics;
  /**
   * Told how each call offered to an advisor ended (the advisors' app's missed-offers rule,
   * docs/decisions/048): `answered` true for a connected call, false for one the advisor let
   * ring, refused or could not take. A caller who hung up while it rang tells nothing.
   */
  offers?: { ended(advisorId: string, answered: boolean): Promise<void> };
  /**
   * The call-back queue (docs/decisions/052): when an advisor's call ends, the line calls the
   * first customer waiting for them, at `publicUrl`'s webhooks, from `serviceNumber`.
   */
  callbacks?: { queue: CallbackQueueService; publicUrl: string; serviceNumber: string };
}

/** A call-back the customer picked up: who calls them, and the call's limit. */
export interface AnsweredCallback {
  callId: string;
  customerFirstName: string;
  advisorName: string;
  /** E.164, the number the Dial rings. */
  advisorNumber: string;
  minutes: number;
}

export type QueueJoin =
  | { kind: 'joined'; place: QueuePlace; advisorName: string }
  | { kind: 'refused'; advisorName: string }
  | { kind: 'unknown-extension' };

/** The call open to an advisor now, as their call panel shows it (never the caller's number). */
export interface OpenCallView {
  callId: string;
  /** The caller's first name, as the whisper says it. */
  callerFirstName: string;
  /** The call's time limit: the caller's minutes held for it. */
  minutesLimit: number;
  /** When the advisor picked up (ISO); null while it still rings. */
  answeredAt: string | null;
}

export interface KnownCaller extends CheckedCaller {
  customerId: string;
  firstName: string;
  balance: number;
  /** The balance less the minutes the caller's other open calls hold. */
  available: number;
  /** The language the line speaks to them: their account's. */
  language: Locale;
  /**
   * Why the account is on hold (an open payment dispute, or an operator's hold), or null: the
   * line says so and hangs up, without the balance.
   */
  hold: NonNullable<AccountHold>['reason'] | null;
}

export type Identified =
  | { kind: 'advisor'; advisor: AdvisorSummary }
  | { kind: 'customer'; caller: KnownCaller }
  | { kind: 'unknown' };

export type Reservation =
  | { kind: 'unknown-extension' }
  | { kind: 'offline'; advisorName: string }
  | { kind: 'busy'; advisorName: string }
  | { kind: 'no-minutes' }
  | {
      kind: 'reserved';
      callId: string;
      minutes: number;
      advisorName: string;
      /** E.164, the number the Dial rings. */
      advisorNumber: string;
      /**
       * The advisor's recorded greeting, played before the dial to a caller who has never been
       * put through to them (docs/decisions/050); null otherwise.
       */
      greeting: AdvisorGreeting | null;
    };

/** Where the line finds an advisor's recorded greeting: their extension and its version. */
export interface AdvisorGreeting {
  extension: number;
  version: string;
}

/** How a dialled leg ended, as Twilio reports it (DialCallStatus) or as its call record says. */
export type DialOutcome =
  | { kind: 'connected'; seconds: number; start?: string | null; end?: string | null }
  | {
      kind: 'not-connected';
      status: 'unanswered' | 'failed';
      /** The advisor's side: no answer, busy or failed (not a caller who hung up first). */
      advisorMissed?: boolean;
    };

export interface SettledCall {
  callId: string;
  connected: boolean;
  minutesUsed: number;
  /** The balance after the call. */
  balance: number;
  advisorName: string;
}

/** Twilio's DialCallStatus → what the call cost and how it is recorded. */
export function dialOutcome(dialCallStatus: string, durationSeconds: number | null): DialOutcome {
  switch (dialCallStatus) {
    case 'completed':
    case 'answered':
      return { kind: 'connected', seconds: durationSeconds ?? 0 };
    case 'no-answer':
    case 'busy':
      return { kind: 'not-connected', status: 'unanswered', advisorMissed: true };
    case 'canceled':
      return { kind: 'not-connected', status: 'unanswered', advisorMissed: false };
    default:
      return { kind: 'not-connected', status: 'failed', advisorMissed: true };
  }
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Ringing (Dial timeout) and a margin for Twilio's own callback retries, before sweeping. */
const SWEEP_GRACE_MS = (30 + 120) * 1000;
/** Twilio's end-of-call callback, and its retries, come within this of the leg's end. */
const CALLBACK_MARGIN_MS = 120 * 1000;
/** A call Twilio has no record of is given up (charged nothing) after this much more. */
const UNKNOWN_RECORD_GIVE_UP_MS = 60 * 60 * 1000;
const openLegStatuses = new Set(['queued', 'ringing', 'in-progress']);

/** Another process claimed the queue's entry first: this claim is rolled back. */
class EntryTaken extends Error {}

/** A call's row as the line opens it: dialing the advisor, its minutes held. */
function dialingCall(call: {
  id: string;
  customerId: string;
  advisorId: string;
  providerCallSid: string;
  reservedMinutes: number;
  at: string;
}): NewCall {
  return {
    id: call.id,
    customerId: call.customerId,
    advisorId: call.advisorId,
    providerCallSid: call.providerCallSid,
    dialCallSid: null,
    status: 'dialing',
    reservedMinutes: call.reservedMinutes,
    dialedAt: call.at,
    callStart: null,
    callEnd: null,
    durationSeconds: null,
    minutesUsed: null,
    settledAt: null,
    createdAt: call.at,
  };
}

export function createTelephonyService(deps: TelephonyDeps) {
  const { clock, advisors, wallet, holds, callRecords, logger } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const db = deps.database.kysely;
  const nowIso = () => clock.now().toISOString();

  /**
   * The minutes a new call may hold, its time limit: the balance less what the customer's other
   * calls hold, within their per-call limit and 4 hours. Locks the balance row for the
   * transaction, so two calls at once never hold the same minutes.
   */
  async function minutesToHold(trx: Transaction<DB>, customerId: string): Promise<number> {
    const balance = (await wallet.lockBalance(trx, customerId)) ?? 0;
    const available = balance - (await repo.reservedMinutesOf(trx, customerId));
    return callTimeLimit(available, await callMinutesLimit(trx, customerId, clock.now()));
  }
  const callerCheck = createCallerCheck({
    database: deps.database,
    clock,
    phonePin: deps.phonePin,
  });

  async function settle(
    call: Call,
    outcome: DialOutcome,
    dialCallSid: string | null,
    source: string,
  ) {
    const at = clock.now();
    const connected = outcome.kind === 'connected';
    const seconds = connected ? Math.max(0, Math.round(outcome.seconds)) : 0;
    const minutesUsed = connected ? billableMinutes(seconds, call.reservedMinutes) : 0;
    const callEnd = (connected && outcome.end) || at.toISOString();
    const callStart = connected
      ? (outcome.start ??
        call.callStart ??
        new Date(Date.parse(callEnd) - seconds * 1000).toISOString())
      : null;
    const won = await db.transaction().execute(async (trx) => {
      const closed = await repo.settle(trx, {
        id: call.id,
        status: connected ? 'completed' : outcome.status,
        dialCallSid: dialCallSid ?? call.dialCallSid,
        callStart,
        callEnd,
        durationSeconds: seconds,
        minutesUsed,
        at: at.toISOString(),
      });
      if (closed && minutesUsed > 0) {
        await wallet.debit(trx, call.customerId, [
          { minutes: minutesUsed, reason: 'call', callId: call.id },
        ]);
      }
      return closed;
    });
    if (won) {
      advisors.callsChanged();
      if (minutesUsed > 0) metrics.minutesBilled(minutesUsed);
      if (connected || outcome.advisorMissed === true) {
        await deps.offers?.ended(call.advisorId, connected).catch((error: unknown) => {
          // The call is settled; a count missed here must not undo that.
          logger.error({ err: error, callId: call.id }, 'phone line: counting the offer failed');
        });
      }
      logger.info(
        { callId: call.id, customerId: call.customerId, seconds, minutesUsed, source },
        'phone line: call settled',
      );
      await afterCall(call, connected);
    }
    return won;
  }

  /**
   * The advisor is free again: a call-back this was is over, and the first customer waiting for
   * them is called. A failure here never undoes the settlement.
   */
  async function afterCall(call: Call, connected: boolean) {
    if (!deps.callbacks) return;
    try {
      await deps.callbacks.queue.callEnded(call.id, connected);
      await callNext(call.advisorId);
    } catch (error) {
      logger.error({ err: error, callId: call.id }, 'phone line: calling the queue failed');
    }
  }

  /**
   * Calls the first customer waiting for this advisor, if the advisor is Available and free: in
   * one transaction, the advisor is reserved by the call's row (one open call per advisor, a
   * unique index: a second settlement, or a caller, racing this one, finds them taken), the
   * customer's minutes are held as for an inbound call, and the entry is claimed
   * (compare-and-set). A customer without a number or minutes left is skipped. Then Twilio is
   * asked to place the call; if it cannot, the call is settled as failed, which calls the next.
   */
  async function callNext(advisorId: string): Promise<void> {
    const callbacks = deps.callbacks;
    if (!callbacks) return;
    const advisor = await advisors.findById(advisorId);
    if (!advisor?.signedIn || !advisor.phone) return;
    for (const waiting of await callbacks.queue.waitingOf(db, advisorId)) {
      if (waiting.phone === null) {
        await callbacks.queue.skip(db, waiting.entryId);
        continue;
      }
      const callId = newId();
      let outcome: 'placed' | 'skipped' | 'taken';
      try {
        outcome = await db.transaction().execute(async (trx) => {
          // The same limit as a call the customer makes.
          const held = await minutesToHold(trx, waiting.customerId);
          if (held <= 0) {
            await callbacks.queue.skip(trx, waiting.entryId);
            return 'skipped';
          }
          await repo.insertCall(
            trx,
            dialingCall({
              id: callId,
              customerId: waiting.customerId,
              advisorId,
              providerCallSid: pendingSid(callId),
              reservedMinutes: held,
              at: nowIso(),
            }),
          );
          if (!(await callbacks.queue.markCalling(trx, { entryId: waiting.entryId, callId }))) {
            throw new EntryTaken();
          }
          return 'placed';
        });
      } catch (error) {
        // The advisor was taken a moment ago (another settlement, a caller), or the entry was.
        if (isUniqueViolation(error) || error instanceof EntryTaken) return;
        throw error;
      }
      if (outcome === 'skipped') continue;
      advisors.callsChanged();
      await placeCallback(callId, waiting.phone, waiting.language);
      return;
    }
  }

  async function placeCallback(callId: string, phone: string, language: Locale) {
    const callbacks = deps.callbacks;
    if (!callbacks) return;
    const urls = telephonyUrls(callbacks.publicUrl);
    try {
      const placed = await callRecords.placeCall({
        to: `+1${phone}`,
        from: callbacks.serviceNumber,
        url: urls.callback(callId, language),
        statusCallback: urls.callbackStatus(callId, language),
        timeoutSeconds: CALLBACK_RING_SECONDS,
      });
      await repo.setProviderCallSid(db, { id: callId, from: pendingSid(callId), to: placed.sid });
      logger.info({ callId, callSid: placed.sid }, 'phone line: calling back a queued customer');
    } catch (error) {
      logger.error({ err: error, callId }, 'phone line: the call-back could not be placed');
      const call = await repo.findCall(db, callId);
      if (call?.status === 'dialing') {
        await settle(call, { kind: 'not-connected', status: 'failed' }, null, 'callback-failed');
      }
    }
  }

  async function settledView(callId: string): Promise<SettledCall | null> {
    const call = await repo.findCall(db, callId);
    if (!call || call.status === 'dialing') return null;
    return {
      callId,
      connected: call.status === 'completed',
      minutesUsed: call.minutesUsed ?? 0,
      balance: await repo.balanceOf(db, call.customerId),
      advisorName: await repo.findAdvisorName(db, call.advisorId),
    };
  }

  /** What Twilio's record of the dialled leg says, or null while it cannot be told yet. */
  /**
   * What Twilio's records say of a call: how its dialled leg ended and when (null: still going, or
   * not known yet). `endedAt` is null when nothing says when (a call Twilio never knew, given up).
   */
  async function outcomeFromRecords(
    call: Call,
    now: number,
  ): Promise<{ outcome: DialOutcome; endedAt: string | null } | null> {
    const legs = await callRecords.listChildCalls(call.providerCallSid);
    const leg: ProviderCallRecord | undefined =
      legs.find((candidate) => candidate.sid === call.dialCallSid) ?? legs.at(-1);
    if (leg) {
      if (openLegStatuses.has(leg.status)) return null;
      const outcome: DialOutcome =
        leg.status === 'completed'
          ? {
              kind: 'connected',
              seconds: leg.durationSeconds ?? 0,
              start: leg.startTime,
              end: leg.endTime,
            }
          : dialOutcome(leg.status, null);
      return { outcome, endedAt: leg.endTime };
    }
    const parent = await callRecords.fetchCall(call.providerCallSid);
    if (parent) {
      // The caller's call is over and no advisor leg was ever created: nothing was connected.
      return openLegStatuses.has(parent.status)
        ? null
        : { outcome: { kind: 'not-connected', status: 'failed' }, endedAt: parent.endTime };
    }
    // Twilio knows nothing of the call (a stand-in restarted, a call never placed): after long
    // enough, close it free of charge rather than hold the caller's minutes for ever.
    return now - Date.parse(call.dialedAt) > UNKNOWN_RECORD_GIVE_UP_MS
      ? { outcome: { kind: 'not-connected', status: 'failed' }, endedAt: null }
      : null;
  }

  return {
    /**
     * The caller, by `From` as +1 and a North American number (any other form is unknown): an
     * advisor first, then a customer, with what call `callSid` has established about them.
     */
    async identify(from: string, callSid: string): Promise<Identified> {
      const phone = northAmericanCallerId(from);
      if (phone === null) return { kind: 'unknown' };
      // One query answers a customer's call, the case that matters under load; an advisor's
      // number is then read as the advisors' feature describes advisors.
      const owners = await repo.findNumberOwners(db, phone, callSid);
      if (owners.advisor) {
        const advisor = await advisors.findByPhone(phone);
        if (advisor) return { kind: 'advisor', advisor };
      }
      const { customer } = owners;
      if (!customer) return { kind: 'unknown' };
      return {
        kind: 'customer',
        caller: {
          customerId: customer.customerId,
          firstName: firstNameOf(customer.name),
          balance: customer.credits,
          available: Math.max(0, customer.credits - customer.reserved),
          language: customer.language,
          phone,
          hasPin: customer.hasPin,
          check: customer.check,
          hold: (await holds.accountHold(customer.customerId))?.reason ?? null,
        },
      };
    },

    /** Whether the line may name the customer now, or must first have their PIN, or refuse. */
    admission: callerCheck.admission,

    /** Digits entered at the PIN prompt (caller-check.ts). */
    enterPin: callerCheck.enterPin,

    /**
     * The caller chose an extension: the advisor is reserved and the caller's available minutes
     * (at most 4 hours, and at most the caller's own per-call limit) are held for this call, in
     * one transaction.
     */
    async reserve(input: {
      customerId: string;
      extension: string;
      providerCallSid: string;
    }): Promise<Reservation> {
      const extension = /^\d{1,6}$/.test(input.extension) ? Number(input.extension) : null;
      const advisor = extension === null ? null : await advisors.findByExtension(extension);
      if (!advisor || !advisor.isListed || !advisor.phone) return { kind: 'unknown-extension' };
      if (!advisor.signedIn) return { kind: 'offline', advisorName: advisor.name };
      if (advisor.onACall) return { kind: 'busy', advisorName: advisor.name };

      const callId = newId();
      let minutes: number;
      try {
        minutes = await db.transaction().execute(async (trx) => {
          const held = await minutesToHold(trx, input.customerId);
          if (held <= 0) return 0;
          await repo.insertCall(
            trx,
            dialingCall({
              id: callId,
              customerId: input.customerId,
              advisorId: advisor.id,
              providerCallSid: input.providerCallSid,
              reservedMinutes: held,
              at: nowIso(),
            }),
          );
          return held;
        });
      } catch (error) {
        // Another caller took the advisor a moment ago (one open call per advisor), or Twilio
        // asked twice for the same call (one dial per CallSid).
        if (isUniqueViolation(error)) return { kind: 'busy', advisorName: advisor.name };
        throw error;
      }
      if (minutes === 0) return { kind: 'no-minutes' };
      advisors.callsChanged();
      // Their greeting introduces them once: a caller they have talked with goes straight through.
      const greeting =
        advisor.greetingVersion !== null &&
        !(await repo.hasTalkedWith(db, input.customerId, advisor.id))
          ? { extension: advisor.extension, version: advisor.greetingVersion }
          : null;
      return {
        kind: 'reserved',
        callId,
        minutes,
        advisorName: advisor.name,
        advisorNumber: `+1${advisor.phone}`,
        greeting,
      };
    },

    /**
     * The advisor picked up (Twilio fetches the whisper): the bridge starts now. Null when the
     * call is no longer open, and the advisor's leg is then hung up.
     */
    async answered(
      callId: string,
      dialCallSid: string | null,
    ): Promise<{ firstName: string; minutes: number } | null> {
      const call = await repo.findCall(db, callId);
      if (!call || call.status !== 'dialing') return null;
      await repo.markAnswered(db, { id: callId, dialCallSid, at: nowIso() });
      advisors.callsChanged();
      const caller = await repo.findCustomerName(db, call.customerId);
      return { firstName: firstNameOf(caller ?? ''), minutes: call.reservedMinutes };
    },

    /**
     * Twilio's end-of-call callback: the call is settled once (a repeat answers the same). Null
     * when the call is not this inbound call's.
     */
    async dialEnded(input: {
      callId: string;
      providerCallSid: string;
      dialCallSid: string | null;
      outcome: DialOutcome;
    }): Promise<SettledCall | null> {
      const call = await repo.findCall(db, input.callId);
      if (!call || call.providerCallSid !== input.providerCallSid) return null;
      if (call.status === 'dialing') {
        await settle(call, input.outcome, input.dialCallSid, 'dial-action');
      }
      return settledView(call.id);
    },

    /**
     * Settles open calls whose end-of-call callback never arrived, from Twilio's call records, so
     * no caller's minutes stay held and no advisor stays Busy. A call past its time limit is
     * settled as soon as Twilio shows it over. One still within its limit is asked about too (a
     * lost callback must not leave its advisor Busy for the rest of the limit, hours perhaps),
     * and settled once Twilio shows it ended CALLBACK_MARGIN_MS ago: the callback itself, or
     * Twilio's retries of it, had their time. Calls Twilio shows in progress are left.
     */
    async sweepOpenCalls(): Promise<{ settled: number; open: number }> {
      const now = clock.now().getTime();
      const candidates = await repo.listOpenCallsDialedBefore(
        db,
        new Date(now - SWEEP_GRACE_MS).toISOString(),
        500,
      );
      let settled = 0;
      let open = 0;
      for (const call of candidates) {
        const deadline = Date.parse(call.dialedAt) + call.reservedMinutes * 60_000 + SWEEP_GRACE_MS;
        let found: Awaited<ReturnType<typeof outcomeFromRecords>>;
        try {
          found = await outcomeFromRecords(call, now);
        } catch (error) {
          logger.warn({ err: error, callId: call.id }, 'phone line: call record unavailable');
          open += 1;
          continue;
        }
        const endedLongEnoughAgo =
          found?.endedAt != null && now - Date.parse(found.endedAt) >= CALLBACK_MARGIN_MS;
        if (found === null || (now < deadline && !endedLongEnoughAgo)) {
          open += 1;
          continue;
        }
        if (await settle(call, found.outcome, null, 'sweeper')) settled += 1;
      }
      return { settled, open };
    },

    /**
     * A caller pressed 1 to be called back by the busy advisor at `extension`: they join the
     * advisor's queue (the queue's rules: busy only, minutes, a verified number).
     */
    async joinQueue(input: { customerId: string; extension: string }): Promise<QueueJoin> {
      const extension = /^\d{1,6}$/.test(input.extension) ? Number(input.extension) : null;
      const advisor = extension === null ? null : await advisors.findByExtension(extension);
      if (!advisor || !advisor.isListed || !advisor.phone || !deps.callbacks) {
        return { kind: 'unknown-extension' };
      }
      try {
        const place = await deps.callbacks.queue.join({
          customerId: input.customerId,
          advisor,
          source: 'line',
        });
        return { kind: 'joined', place, advisorName: advisor.name };
      } catch (error) {
        if (error instanceof DomainError) return { kind: 'refused', advisorName: advisor.name };
        throw error;
      }
    },

    /**
     * The customer picked up the line's call-back: the call is now Twilio's CallSid's (the
     * Dial's action is checked against it), and they are put through to the advisor. Null when
     * the call is no longer open (the line then hangs up).
     */
    async callbackAnswered(callId: string, callSid: string): Promise<AnsweredCallback | null> {
      const call = await repo.findCall(db, callId);
      if (!call || call.status !== 'dialing') return null;
      if (call.providerCallSid !== callSid) {
        await repo.setProviderCallSid(db, { id: callId, from: pendingSid(callId), to: callSid });
        const now = await repo.findCall(db, callId);
        if (now?.providerCallSid !== callSid) return null;
      }
      const advisor = await advisors.findById(call.advisorId);
      if (!advisor?.phone) return null;
      const customer = await repo.findCustomerName(db, call.customerId);
      return {
        callId,
        customerFirstName: firstNameOf(customer ?? ''),
        advisorName: advisor.name,
        advisorNumber: `+1${advisor.phone}`,
        minutes: call.reservedMinutes,
      };
    },

    /**
     * Twilio's StatusCallback of a call-back: a customer who did not answer (no answer, busy,
     * failed) is skipped, nothing is charged, and the next in line is called. An answered call
     * is settled by its Dial's action, as an inbound call is.
     */
    async callbackEnded(input: { callId: string; callSid: string; callStatus: string }) {
      const call = await repo.findCall(db, input.callId);
      if (!call || call.status !== 'dialing') return;
      if (call.providerCallSid !== input.callSid && call.providerCallSid !== pendingSid(call.id)) {
        return;
      }
      if (input.callStatus === 'completed' || input.callStatus === 'in-progress') return;
      const status = unansweredCallStatuses.has(input.callStatus) ? 'unanswered' : 'failed';
      await settle(call, { kind: 'not-connected', status, advisorMissed: false }, null, 'callback');
    },

    /** The first customer waiting for this advisor is called, if the advisor is free. */
    callNext,

    /** The call open to this advisor now (ringing or talking), or null. */
    async openCallOf(advisorId: string): Promise<OpenCallView | null> {
      const call = await repo.findOpenCallOfAdvisor(db, advisorId);
      if (!call) return null;
      const caller = await repo.findCustomerName(db, call.customerId);
      return {
        callId: call.id,
        callerFirstName: firstNameOf(caller ?? ''),
        minutesLimit: call.reservedMinutes,
        answeredAt: call.callStart,
      };
    },

    /** The calls open on the line now, across every instance (for the metrics). */
    callsInProgress: (): Promise<number> => repo.countOpenCalls(db),

    /** An advisor's choice from their own phone: 1 signs in, 2 signs out. */
    async setPresence(extension: number, signedIn: boolean) {
      return advisors.setSignedIn(extension, signedIn);
    },
  };
}

export type TelephonyService = ReturnType<typeof createTelephonyService>;
