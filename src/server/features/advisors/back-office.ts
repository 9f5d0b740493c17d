// The back office's advisors (/api/admin/advisors, owner only): the list with live status and the
// rate in force, one advisor with the history of their payout rates, and every change the command
// line can make, through the same functions (./operator.ts, the presence of ./service.ts, the
// payouts service), each with the acting operator's audit row written in the change's own
// transaction (a change and its row commit together or not at all).
//
// Advisors are a few dozen, not a million customers: the list is read whole and filtered, sorted
// and paged here, on the server, which is what lets it filter by live status (signed in, on a
// call) without a second copy of the phone line's rules in SQL.
import type { Database } from '#server/db/database.ts';
import type { Clock } from '#server/clock.ts';
import type { AuditService } from '#server/features/audit/service.ts';
import type { PayoutRate, PayoutsService } from '#server/features/payouts/service.ts';
import type {
  AdvisorAddRequestSchema,
  AdvisorAdminView,
  AdvisorEditRequestSchema,
  AdvisorListPage,
  AdvisorListQuery,
  AdvisorRateView,
  AdvisorRow,
  AdvisorStatus,
} from '#shared/api/admin/advisors.ts';
import { businessDate } from '#shared/time/business-time.ts';
import type * as z from 'zod/mini';
import type { AdvisorDetails, ChangeRecorder, FileSource, ScheduleRangeInput } from './operator.ts';
import { unknownAdvisor } from './operator.ts';
import type { AdvisorsService, AdvisorSummary } from './service.ts';

/** The operator acting: their id goes in the audit row. */
export interface Actor {
  operatorId: string;
}

const statusOf = (advisor: AdvisorSummary): AdvisorStatus =>
  !advisor.signedIn ? 'offline' : advisor.onACall ? 'busy' : 'available';

const rateView = (rate: PayoutRate): AdvisorRateView => ({
  id: rate.id,
  perMinuteHundredthsOfCent: rate.perMinuteHundredthsOfCent,
  appliesFrom: rate.appliesFrom,
  createdAt: rate.createdAt,
});

const statusOrder: Record<AdvisorStatus, number> = { available: 0, busy: 1, offline: 2 };

export function createAdvisorBackOffice(deps: {
  database: Database;
  clock: Clock;
  advisors: AdvisorsService;
  payouts: PayoutsService;
  audit: AuditService;
}) {
  const { advisors, payouts, audit, clock } = deps;
  const db = deps.database.kysely;

  /** Writes the operator's audit row for one change, in that change's transaction. */
  const recorder =
    (actor: Actor, action: string, reason: string | null = null): ChangeRecorder =>
    (trx, change) =>
      audit.record(trx, {
        operatorId: actor.operatorId,
        action,
        subjectType: 'advisor',
        subjectId: change.advisorId,
        reason,
        before: change.before,
        after: change.after,
      });

  /** Each advisor's rate in force today (the latest that applies today or before). */
  async function ratesToday(advisorIds: readonly string[]): Promise<Map<string, PayoutRate>> {
    const rates = await payouts.ratesUpTo(advisorIds, businessDate(clock.now()));
    const inForce = new Map<string, PayoutRate>();
    // Latest first for each advisor: the first one met is the one in force.
    for (const rate of rates) if (!inForce.has(rate.advisorId)) inForce.set(rate.advisorId, rate);
    return inForce;
  }

  const rowOf = (advisor: AdvisorSummary, rate: PayoutRate | undefined): AdvisorRow => ({
    id: advisor.id,
    extension: advisor.extension,
    name: advisor.name,
    status: statusOf(advisor),
    isListed: advisor.isListed,
    rateInForce: rate ? rateView(rate) : null,
    missingFrench: advisor.missingFrench,
  });

  async function viewOf(details: AdvisorDetails): Promise<AdvisorAdminView> {
    const [rates, inForce] = await Promise.all([
      payouts.rateHistory(details.id),
      ratesToday([details.id]),
    ]);
    return {
      ...rowOf(details, inForce.get(details.id)),
      gender: details.gender,
      phone: details.phone,
      signedInChangedAt: details.signedInChangedAt,
      description: details.description,
      descriptionFr: details.descriptionFr,
      availTimeStr: details.availTimeStr,
      availTimeStrFr: details.availTimeStrFr,
      specialties: details.specialties,
      languages: details.languages,
      photoPath: details.photoPath,
      greetingAudioPath: details.greetingAudioPath,
      schedule: details.schedule,
      rates: rates.map(rateView),
    };
  }

  async function view(extension: number): Promise<AdvisorAdminView> {
    const details = await advisors.details(extension);
    if (!details) throw unknownAdvisor(extension);
    return viewOf(details);
  }

  return {
    async list(query: AdvisorListQuery): Promise<AdvisorListPage> {
      const all = await advisors.listAdvisors();
      const text = query.q?.toLowerCase();
      const matching = all.filter(
        (advisor) =>
          (text === undefined ||
            advisor.name.toLowerCase().includes(text) ||
            String(advisor.extension).includes(text)) &&
          (query.status === undefined || statusOf(advisor) === query.status) &&
          (query.listed === undefined || advisor.isListed === (query.listed === 'yes')),
      );
      const descending = query.sort?.startsWith('-') ?? false;
      const column = query.sort?.replace(/^-/, '') ?? 'extension';
      const compare = (a: AdvisorSummary, b: AdvisorSummary): number =>
        column === 'name'
          ? a.name.localeCompare(b.name, 'fr-CA') || a.extension - b.extension
          : column === 'status'
            ? statusOrder[statusOf(a)] - statusOrder[statusOf(b)] || a.extension - b.extension
            : a.extension - b.extension;
      matching.sort((a, b) => (descending ? compare(b, a) : compare(a, b)));
      const start = (query.page - 1) * query.pageSize;
      const page = matching.slice(start, start + query.pageSize);
      const rates = await ratesToday(page.map((advisor) => advisor.id));
      return {
        advisors: page.map((advisor) => rowOf(advisor, rates.get(advisor.id))),
        total: matching.length,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    details: view,

    async add(actor: Actor, body: z.output<typeof AdvisorAddRequestSchema>) {
      const { phone, ...fields } = body;
      const added = await advisors.addAdvisor(
        { ...fields, phone: phone?.trim() ? phone : null },
        recorder(actor, 'advisor.add'),
      );
      return viewOf(added);
    },

    async edit(
      actor: Actor,
      extension: number,
      changes: z.output<typeof AdvisorEditRequestSchema>,
    ) {
      return viewOf(
        await advisors.editAdvisor(extension, changes, recorder(actor, 'advisor.edit')),
      );
    },

    async setPhone(actor: Actor, extension: number, phone: string | null) {
      const number = phone?.trim() ? phone : null;
      return viewOf(await advisors.setPhone(extension, number, recorder(actor, 'advisor.phone')));
    },

    async setPhoto(actor: Actor, extension: number, source: FileSource | null) {
      return viewOf(await advisors.setPhoto(extension, source, recorder(actor, 'advisor.photo')));
    },

    async setGreeting(actor: Actor, extension: number, source: FileSource | null) {
      return viewOf(
        await advisors.setGreeting(extension, source, recorder(actor, 'advisor.greeting')),
      );
    },

    async setSchedule(
      actor: Actor,
      extension: number,
      days: readonly number[],
      ranges: readonly ScheduleRangeInput[],
    ) {
      return viewOf(
        await advisors.setSchedule(extension, days, ranges, recorder(actor, 'advisor.schedule')),
      );
    },

    async setPresence(actor: Actor, extension: number, presence: 'available' | 'offline') {
      await advisors.setSignedIn(
        extension,
        presence === 'available',
        recorder(actor, 'advisor.presence'),
      );
      return view(extension);
    },

    /**
     * A new payout rate from a day (today or later), with the reason the owner gave; the rate
     * and its audit row (the rate in force that day before and after) in one transaction.
     */
    async setRate(
      actor: Actor,
      extension: number,
      request: { perMinuteHundredthsOfCent: number; appliesFrom: string; reason: string },
    ) {
      const advisor = await advisors.findByExtension(extension);
      if (!advisor) throw unknownAdvisor(extension);
      await db.transaction().execute(async (trx) => {
        const { before, after } = await payouts.setRate(
          advisor.id,
          request.perMinuteHundredthsOfCent,
          request.appliesFrom,
          trx,
        );
        await recorder(
          actor,
          'advisor.rate',
          request.reason,
        )(trx, {
          advisorId: advisor.id,
          before: before ? rateView(before) : null,
          after: rateView(after),
        });
      });
      return view(extension);
    },
  };
}

export type AdvisorBackOffice = ReturnType<typeof createAdvisorBackOffice>;
