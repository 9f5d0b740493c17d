// Demo data for an empty database (docs/contracts.md "Demo data"), written in one transaction so a
// crash leaves nothing half-seeded. The caller skips it when SEED=none.
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import { hashPassword } from '#server/security/password-hashing.ts';
import { businessWeek } from '#shared/time/business-time.ts';
import type { Database } from '../database.ts';
import { isUniqueViolation } from '../errors.ts';
import { newId } from '../ids.ts';
import type { DB } from '../schema.ts';
import type { DayOfWeek, ScheduleSlot } from '../tables/advisor-schedule-slots.ts';
import { seedAdvisors } from './advisors.ts';
import {
  demoCustomer,
  seasonalPromotion,
  welcomeAnnouncement,
  welcomeCoupon,
} from './demo-content.ts';
import { tarotDeck } from './tarot-deck.ts';

/** Seeds only a database with no customers and no advisors; otherwise 'skipped'. */
export async function seedDemoData(
  database: Database,
  options: { clock: Clock },
): Promise<'seeded' | 'skipped'> {
  const { kysely } = database;
  if (!(await isEmpty(kysely))) return 'skipped';
  const passwordHash = await hashPassword(demoCustomer.password);
  try {
    return await kysely.transaction().execute(async (trx) => {
      if (!(await isEmpty(trx))) return 'skipped';
      await insertDemoData(trx, options.clock.now(), passwordHash);
      return 'seeded';
    });
  } catch (error) {
    // Two instances starting on one empty PostgreSQL at once: the first commits, the second
    // runs into its unique keys. That is not a failure.
    if (isUniqueViolation(error) && !(await isEmpty(kysely))) return 'skipped';
    throw error;
  }
}

async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const customer = await db.selectFrom('customers').select('id').limit(1).executeTakeFirst();
  const advisor = await db.selectFrom('advisors').select('id').limit(1).executeTakeFirst();
  return customer === undefined && advisor === undefined;
}

async function insertDemoData(db: Kysely<DB>, now: Date, passwordHash: string): Promise<void> {
  const at = now.toISOString();
  const shifted = (ms: number) => new Date(now.getTime() + ms).toISOString();

  for (const advisor of seedAdvisors) {
    const advisorId = newId();
    await db
      .insertInto('advisors')
      .values({
        id: advisorId,
        extension: advisor.extension,
        name: advisor.name,
        description: advisor.description,
        descriptionFr: advisor.descriptionFr,
        gender: advisor.gender,
        phone: advisor.phone,
        availTimeStr: advisor.availTimeStr,
        availTimeStrFr: advisor.availTimeStrFr,
        specialties: advisor.specialties.join(','),
        languages: advisor.languages.join(','),
        isIcCall: false,
        isListed: true,
        signedIn: advisor.signedIn,
        signedInChangedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await db
      .insertInto('advisorScheduleSlots')
      .values(
        advisor.week.flatMap((day, dayOfWeek) =>
          day.map(([fromTime, toTime], index) => ({
            advisorId,
            dayOfWeek: dayOfWeek as DayOfWeek,
            slot: (index + 1) as ScheduleSlot,
            fromTime,
            toTime,
          })),
        ),
      )
      .execute();
  }

  await db
    .insertInto('tarotCards')
    .values(tarotDeck.map((card, position) => ({ ...card, position })))
    .execute();
  const week = businessWeek(now);
  await db
    .insertInto('tarotGames')
    .values({
      id: newId(),
      weekStart: week.start,
      weekEnd: week.end,
      isActive: true,
      createdAt: at,
    })
    .execute();

  await db
    .insertInto('coupons')
    .values({
      id: newId(),
      code: welcomeCoupon.code,
      type: welcomeCoupon.type,
      value: welcomeCoupon.value,
      isActive: true,
      expiresAt: null,
      maxUses: welcomeCoupon.maxUses,
      firstPurchaseOnly: welcomeCoupon.firstPurchaseOnly,
      customerId: null,
      source: welcomeCoupon.source,
      createdAt: at,
    })
    .execute();

  await db
    .insertInto('promotions')
    .values({
      id: newId(),
      isActive: true,
      startDate: shifted(-seasonalPromotion.startsBeforeSeedMs),
      endDate: shifted(seasonalPromotion.endsAfterSeedMs),
      message: seasonalPromotion.message,
      messageFr: seasonalPromotion.messageFr,
      linkUrl: seasonalPromotion.linkUrl,
      backgroundColor: seasonalPromotion.backgroundColor,
      textColor: seasonalPromotion.textColor,
      createdAt: at,
    })
    .execute();
  await db
    .insertInto('platformAnnouncements')
    .values({
      id: newId(),
      isActive: true,
      startAt: at,
      endAt: null,
      severity: welcomeAnnouncement.severity,
      title: welcomeAnnouncement.title,
      message: welcomeAnnouncement.message,
      titleFr: welcomeAnnouncement.titleFr,
      messageFr: welcomeAnnouncement.messageFr,
      createdAt: at,
    })
    .execute();

  const customerId = newId();
  await db
    .insertInto('customers')
    .values({
      id: customerId,
      name: demoCustomer.name,
      email: demoCustomer.email,
      credits: demoCustomer.credits,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  await db
    .insertInto('credentials')
    .values({
      customerId,
      passwordHash,
      emailConfirmedAt: at,
      passwordChangedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  await db
    .insertInto('customerPhoneNumbers')
    .values({ id: newId(), customerId, phone: demoCustomer.phone, verifiedAt: at, createdAt: at })
    .execute();
  // Credits change only with a ledger row (docs/architecture.md §4), the demo's included.
  await db
    .insertInto('minuteLedger')
    .values({
      id: newId(),
      customerId,
      deltaMinutes: demoCustomer.credits,
      balanceAfter: demoCustomer.credits,
      reason: 'adjustment',
      note: demoCustomer.creditNote,
      createdAt: at,
    })
    .execute();
}
