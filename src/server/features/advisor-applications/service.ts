// Applications to become an advisor (docs/decisions/049). The only file of this feature other
// code may import.
//
// Anyone may apply (POST /api/advisor-applications): limits per address and per email, a
// honeypot field a robot fills in (answered as accepted, nothing kept, logged), at most one open
// application per email, and a confirmation email in the language of the page they applied from.
//
// Owners decide in the back office (/api/admin/advisor-applications), once: the status is
// compared and set in the decision's transaction, so of two operators deciding at once only one
// does. Approving creates the advisor through the advisors service (the same rules as the command
// line and the back office's advisor pages): the applicant's name and phone, unlisted, no
// description yet, and the lowest free extension from 4001; in that same transaction go the
// audit rows, the decision and the invitation by SMS and email (the outbox). Declining emails
// the operator's message.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newId } from '#server/db/ids.ts';
import { changeRefused, DomainError, isDomainError } from '#server/domain-error.ts';
import type { AdvisorsService } from '#server/features/advisors/service.ts';
import type { AuditService } from '#server/features/audit/service.ts';
import type { OutboxService } from '#server/features/outbox/service.ts';
import type { RateLimitService } from '#server/rate-limits/rate-limits.ts';
import type { AdvisorLanguage, AdvisorSpecialty } from '#shared/advisors/specialties.ts';
import type { AdvisorApplicationRequestSchema } from '#shared/api/advisor-applications.ts';
import type {
  ApplicationListPage,
  ApplicationListQuery,
  ApplicationView,
} from '#shared/api/admin/applications.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { applyCopy } from '#shared/copy/advisor-apply-catalogue.ts';
import { currentLocale } from '#shared/copy/locale.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import type * as z from 'zod/mini';
import * as repo from './repo.ts';

const HOUR_MS = 60 * 60_000;

/** How often one may apply (docs/decisions/049): generous for people, tight for a script. */
export const applicationLimits = {
  perAddress: { limit: 5, windowMs: HOUR_MS },
  perEmail: { limit: 3, windowMs: 24 * HOUR_MS },
};
const limitKeys = {
  address: (ip: string) => `advisor-application:ip:${ip}`,
  email: (email: string) => `advisor-application:email:${email}`,
};

/** Approved applicants get the lowest free extension from here up (docs/decisions/049). */
export const FIRST_APPLICANT_EXTENSION = 4001;
const LAST_EXTENSION = 9999;
/** Approvals racing for the same extension try the next free one this many times. */
const EXTENSION_TRIES = 5;

/** Where an invited advisor signs in (their own app). */
export const ADVISOR_SIGN_IN_PATH = '/advisor';

export interface Actor {
  operatorId: string;
}

const alreadyOpen = () => new DomainError('APPLICATION_ALREADY_OPEN', applyCopy.errors.alreadyOpen);
const alreadyDecided = () =>
  new DomainError('APPLICATION_DECIDED', adminCopy.applications.alreadyDecided);
const notFound = () => new DomainError('APPLICATION_NOT_FOUND', adminCopy.applications.notFound);

const list = <T extends string>(text: string) => text.split(',').filter(Boolean) as T[];

function viewOf(record: repo.ApplicationRecord): ApplicationView {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    phone: record.phone,
    language: record.language,
    languages: list<AdvisorLanguage>(record.languages),
    specialties: list<AdvisorSpecialty>(record.specialties),
    yearsOfExperience: record.yearsOfExperience,
    sampleReading: record.sampleReading,
    consentWording: record.consentWording,
    status: record.status,
    createdAt: record.createdAt,
    decidedAt: record.decidedAt,
    decidedBy: record.decidedByEmail,
    decisionMessage: record.decisionMessage,
    advisorExtension: record.advisorExtension,
  };
}

export function createAdvisorApplicationsService(deps: {
  database: Database;
  clock: Clock;
  config: Pick<Config, 'brandName' | 'supportEmail' | 'business' | 'publicUrl'>;
  outbox: OutboxService;
  rateLimits: RateLimitService;
  advisors: AdvisorsService;
  audit: AuditService;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}) {
  const { clock, config, outbox, rateLimits, advisors, audit, logger } = deps;
  const db = deps.database.kysely;
  const brand = config.brandName;
  const sender = { supportEmail: config.supportEmail, address: config.business.address };

  /** After the transaction: a failed email is retried by the outbox's sweeper, an SMS is not. */
  async function deliverQuietly(messageId: string) {
    try {
      const outcome = await outbox.deliver(messageId);
      if (outcome !== 'sent')
        logger.warn({ messageId, outcome }, 'advisor application: not delivered yet');
    } catch (error) {
      logger.error({ err: error, messageId }, 'advisor application: delivery failed');
    }
  }

  async function record(id: string): Promise<repo.ApplicationRecord> {
    const found = await repo.findById(db, id);
    if (!found) throw notFound();
    return found;
  }

  async function firstFreeExtension(): Promise<number> {
    const taken = new Set((await advisors.listAdvisors()).map((advisor) => advisor.extension));
    for (let extension = FIRST_APPLICANT_EXTENSION; extension <= LAST_EXTENSION; extension += 1) {
      if (!taken.has(extension)) return extension;
    }
    throw changeRefused(adminCopy.applications.noFreeExtension);
  }

  return {
    /** Keeps an application and emails its confirmation; a filled honeypot keeps nothing. */
    async submit(
      input: z.output<typeof AdvisorApplicationRequestSchema>,
      client: { ip: string },
    ): Promise<void> {
      if (input.website?.trim()) {
        logger.warn(
          { ip: client.ip },
          'advisor application: the hidden field was filled; nothing kept',
        );
        return;
      }
      // In words that say how long to wait: "a moment" would be wrong for a day's limit.
      await rateLimits.consume(limitKeys.address(client.ip), applicationLimits.perAddress, {
        code: 'TOO_MANY_REQUESTS',
        message: applyCopy.errors.tooManyFromAddress,
      });
      await rateLimits.consume(limitKeys.email(input.email), applicationLimits.perEmail, {
        code: 'TOO_MANY_REQUESTS',
        message: applyCopy.errors.tooManyFromEmail,
      });
      const language = currentLocale();
      const texts = messageCopyFor(language).advisorApplicationEmail;
      let messageId: string;
      try {
        messageId = await db.transaction().execute(async (trx) => {
          if (await repo.findOpenByEmail(trx, input.email)) throw alreadyOpen();
          const at = clock.now().toISOString();
          await repo.insertApplication(trx, {
            id: newId(),
            name: input.name,
            email: input.email,
            phone: input.phone,
            language,
            languages: input.languages.join(','),
            specialties: input.specialties.join(','),
            yearsOfExperience: input.yearsOfExperience,
            sampleReading: input.sampleReading,
            // The label as the applicant saw it, in the language of their page.
            consentWording: applyCopy.consent(brand),
            status: 'received',
            createdAt: at,
            decidedAt: null,
            decidedBy: null,
            decisionMessage: null,
            advisorId: null,
          });
          return outbox.enqueue(trx, {
            channel: 'email',
            to: input.email,
            subject: texts.subject(brand),
            text: texts.text(brand, input.name, sender),
            html: texts.html(brand, input.name, sender),
            customerId: null,
          });
        });
      } catch (error) {
        // Two sent at once: the partial unique index lets one in.
        if (isUniqueViolation(error)) throw alreadyOpen();
        throw error;
      }
      await deliverQuietly(messageId);
    },

    async list(query: ApplicationListQuery): Promise<ApplicationListPage> {
      const { rows, total } = await repo.listPage(db, query);
      return {
        applications: rows.map((row) => ({
          ...row,
          specialties: list<AdvisorSpecialty>(row.specialties),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async details(id: string): Promise<ApplicationView> {
      return viewOf(await record(id));
    },

    /**
     * Creates the advisor (unlisted, the lowest free extension from 4001) and invites them by SMS
     * and email. APPLICATION_DECIDED when it was decided already; CHANGE_REFUSED when the phone
     * is an advisor's already (or a customer's verified number).
     */
    async approve(actor: Actor, id: string): Promise<ApplicationView> {
      const application = await record(id);
      if (application.status !== 'received') throw alreadyDecided();
      const holder = await advisors.findByPhone(application.phone);
      if (holder)
        throw changeRefused(adminCopy.applications.phoneTaken(holder.extension, holder.name));
      const texts = messageCopyFor(application.language);
      const url = `${config.publicUrl}${ADVISOR_SIGN_IN_PATH}`;
      let messageIds: string[] = [];
      for (let attempt = 1; ; attempt += 1) {
        const extension = await firstFreeExtension();
        try {
          await advisors.addAdvisor(
            {
              extension,
              name: application.name,
              description: '',
              phone: application.phone,
              // Their sign-in codes and the app's texts in the language they applied in.
              language: application.language,
              isListed: false,
              // What they said they read, in which languages: the board's filters find them.
              specialties: list<AdvisorSpecialty>(application.specialties),
              languages: list<AdvisorLanguage>(application.languages),
            },
            async (trx, change) => {
              if (
                !(await repo.decide(trx, id, {
                  status: 'approved',
                  decidedAt: clock.now().toISOString(),
                  decidedBy: actor.operatorId,
                  decisionMessage: null,
                  advisorId: change.advisorId,
                }))
              ) {
                throw alreadyDecided();
              }
              await audit.record(trx, {
                operatorId: actor.operatorId,
                action: 'advisor.add',
                subjectType: 'advisor',
                subjectId: change.advisorId,
                reason: null,
                before: change.before,
                after: change.after,
              });
              await audit.record(trx, {
                operatorId: actor.operatorId,
                action: 'advisor-application.approve',
                subjectType: 'advisor-application',
                subjectId: id,
                reason: null,
                before: { status: 'received' },
                after: { status: 'approved', advisorId: change.advisorId, extension },
              });
              const invitation = texts.advisorInvitationEmail;
              messageIds = [
                await outbox.enqueue(trx, {
                  channel: 'sms',
                  to: application.phone,
                  text: texts.advisorInvitationSms(brand, String(extension), url),
                  customerId: null,
                }),
                await outbox.enqueue(trx, {
                  channel: 'email',
                  to: application.email,
                  subject: invitation.subject(brand),
                  text: invitation.text(brand, application.name, String(extension), url, sender),
                  html: invitation.html(brand, application.name, String(extension), url, sender),
                  customerId: null,
                }),
              ];
            },
          );
          break;
        } catch (error) {
          // Another operator decided it meanwhile: say so, whatever refused this attempt.
          const now = await repo.findById(db, id);
          if (now && now.status !== 'received') throw alreadyDecided();
          // Another approval took this extension a moment before: take the next free one.
          const taken =
            isDomainError(error, 'CHANGE_REFUSED') &&
            (await advisors.findByExtension(extension)) !== null;
          if (taken && attempt < EXTENSION_TRIES) continue;
          throw error;
        }
      }
      for (const messageId of messageIds) await deliverQuietly(messageId);
      return viewOf(await record(id));
    },

    /** Declines with the operator's message, emailed to the applicant as written. */
    async decline(actor: Actor, id: string, message: string): Promise<ApplicationView> {
      const application = await record(id);
      const texts = messageCopyFor(application.language).advisorDeclinedEmail;
      const messageId = await db.transaction().execute(async (trx) => {
        const decided = await repo.decide(trx, id, {
          status: 'declined',
          decidedAt: clock.now().toISOString(),
          decidedBy: actor.operatorId,
          decisionMessage: message,
          advisorId: null,
        });
        if (!decided) throw alreadyDecided();
        await audit.record(trx, {
          operatorId: actor.operatorId,
          action: 'advisor-application.decline',
          subjectType: 'advisor-application',
          subjectId: id,
          reason: message,
          before: { status: 'received' },
          after: { status: 'declined' },
        });
        return outbox.enqueue(trx, {
          channel: 'email',
          to: application.email,
          subject: texts.subject(brand),
          text: texts.text(brand, application.name, message, sender),
          html: texts.html(brand, application.name, message, sender),
          customerId: null,
        });
      });
      await deliverQuietly(messageId);
      return viewOf(await record(id));
    },
  };
}

export type AdvisorApplicationsService = ReturnType<typeof createAdvisorApplicationsService>;
