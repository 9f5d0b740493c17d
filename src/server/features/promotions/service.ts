// The promotion banner (spec §4, §5, §7): the newest active promotion whose dates include now, as
// the web shows it, in the request's language: its French message on a French page, or, until
// an operator writes one, the English message marked `lang: 'en'`. Its link and colours are
// applied by the browser as they are, so unsafe ones are answered as null (./safe-values.ts).
//
// Operators (npm run admin -- promotion …) list, create and change promotions through here; the
// rules (./promotion-rules.ts) refuse a period that does not end after it starts, and a link or
// colour the banner would drop:
//
//   await promotions.create({ message, startDate, endDate, linkUrl: '/pricing' });
//   await promotions.update(id, { isActive: false });   // PromotionChangeRefusedError, UnknownPromotionError
import type { Promotion } from '#shared/api/banners.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { givenFields } from '#server/db/given-fields.ts';
import { newId } from '#server/db/ids.ts';
import type { Promotion as PromotionRow } from '#server/db/tables/promotions.ts';
import { currentLocale } from '#shared/copy/locale.ts';
import {
  checkedPromotion,
  PromotionChangeRefusedError,
  type PromotionFields,
} from './promotion-rules.ts';
import * as repo from './repo.ts';
import { safeCssColour, safeInternalPath } from './safe-values.ts';

export { PromotionChangeRefusedError, type PromotionFields } from './promotion-rules.ts';

/** A promotion as stored, for operators. */
export type PromotionRecord = PromotionRow;

/** A new promotion: active, without French, link or colours, unless said otherwise. */
export type NewPromotionFields = Pick<PromotionFields, 'message' | 'startDate' | 'endDate'> &
  Partial<PromotionFields>;

/** No promotion has this id. */
export class UnknownPromotionError extends Error {
  constructor(readonly id: string) {
    super(`No promotion has the id ${id}.`);
    this.name = 'UnknownPromotionError';
  }
}

/** The body of GET /api/promotions/active (ActivePromotionResponseSchema). */
export interface ActivePromotionResponse {
  promotion: Promotion | null;
}

export interface PromotionsService {
  active(): Promise<ActivePromotionResponse>;
  /** Every promotion, newest first. */
  list(): Promise<PromotionRecord[]>;
  /**
   * The promotions with this id or this short id (the id's last characters, at least 8,
   * as lists show its last 12), at most two.
   */
  findByShortId(shortId: string): Promise<PromotionRecord[]>;
  /** Refuses (PromotionChangeRefusedError) a promotion that breaks the rules or has ended. */
  create(fields: NewPromotionFields): Promise<PromotionRecord>;
  /** Changes the given fields; the result must still keep the rules. */
  update(id: string, changes: Partial<PromotionFields>): Promise<PromotionRecord>;
}

export function createPromotionsService(deps: {
  database: Database;
  clock: Clock;
}): PromotionsService {
  const db = deps.database.kysely;
  const service: PromotionsService = {
    async active() {
      const row = await repo.findActive(db, deps.clock.now().toISOString());
      if (!row) return { promotion: null };
      const inFrench = currentLocale() === 'fr-CA';
      const standIn = inFrench && row.messageFr === null;
      return {
        promotion: {
          id: row.id,
          message: inFrench && row.messageFr !== null ? row.messageFr : row.message,
          ...(standIn ? { lang: 'en' as const } : {}),
          linkUrl: safeInternalPath(row.linkUrl),
          backgroundColor: safeCssColour(row.backgroundColor),
          textColor: safeCssColour(row.textColor),
          endsAt: row.endDate,
        },
      };
    },

    list: () => repo.listAll(db),

    async findByShortId(shortId) {
      const ending = shortId.trim().toLowerCase();
      // Only id characters reach the LIKE pattern, and enough of them to mean one record.
      if (!/^[0-9a-f-]{8,36}$/.test(ending)) return [];
      return repo.findByIdEnding(db, ending, 2);
    },

    async create(fields) {
      const now = deps.clock.now();
      if (Date.parse(fields.endDate) <= now.getTime()) {
        throw new PromotionChangeRefusedError(
          'That promotion ends before now, so it would never show: give it a later end.',
        );
      }
      const checked = checkedPromotion({
        messageFr: null,
        linkUrl: null,
        backgroundColor: null,
        textColor: null,
        isActive: true,
        ...givenFields(fields),
        message: fields.message,
        startDate: fields.startDate,
        endDate: fields.endDate,
      });
      const row: PromotionRecord = { id: newId(), ...checked, createdAt: now.toISOString() };
      await repo.insertPromotion(db, row);
      return row;
    },

    async update(id, changes) {
      return db.transaction().execute(async (trx) => {
        const current = await repo.findById(trx, id);
        if (!current) throw new UnknownPromotionError(id);
        const { id: _id, createdAt: _createdAt, ...fields } = current;
        const checked = checkedPromotion({ ...fields, ...givenFields(changes) });
        await repo.updatePromotion(trx, id, checked);
        return { ...current, ...checked };
      });
    },
  };
  return service;
}
