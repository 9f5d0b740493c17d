// The promotion banner (docs/product.md §4, §5, §7): the newest active promotion whose dates include now, as
// the web shows it, in the request's language: its French message on a French page, or, until
// an operator writes one, none there (French pages never show English ones, decision 039; English
// pages still show it). Its link and colours are
// applied by the browser as they are, so unsafe ones are answered as null (./safe-values.ts).
//
// Operators (npm run admin -- promotion …) list, create, change, activate and deactivate
// promotions through here, as they do announcements (../scheduled-banners/service.ts); the rules
// (./promotion-rules.ts) refuse a period that does not end after it starts, and a link or colour
// the banner would drop:
//
//   await promotions.create({ message, startDate, endDate, linkUrl: '/pricing' });
//   await promotions.update(id, { message });   // CHANGE_REFUSED, PROMOTION_NOT_FOUND
//   await promotions.setActive(id, false);
import type { Promotion } from '#shared/api/banners.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { givenFields } from '#server/db/given-fields.ts';
import type { Promotion as PromotionRow } from '#server/db/tables/promotions.ts';
import {
  createScheduledBanners,
  type ScheduledBanners,
} from '#server/features/scheduled-banners/service.ts';
import { currentLocale } from '#shared/copy/locale.ts';
import { checkedPromotion, promotionKind, type PromotionFields } from './promotion-rules.ts';
import * as repo from './repo.ts';
import { safeCssColour, safeInternalPath } from './safe-values.ts';

export { promotionKind, type PromotionFields } from './promotion-rules.ts';

/** A promotion as stored, for operators. */
export type PromotionRecord = PromotionRow;

/** A new promotion: active, without French, link or colours, unless said otherwise. */
export type NewPromotionFields = Pick<PromotionFields, 'message' | 'startDate' | 'endDate'> &
  Partial<PromotionFields>;

/** The body of GET /api/promotions/active (ActivePromotionResponseSchema). */
export interface ActivePromotionResponse {
  promotion: Promotion | null;
}

export interface PromotionsService extends ScheduledBanners<PromotionFields, NewPromotionFields> {
  active(): Promise<ActivePromotionResponse>;
}

export function createPromotionsService(deps: {
  database: Database;
  clock: Clock;
}): PromotionsService {
  const db = deps.database.kysely;
  const admin = createScheduledBanners<PromotionFields, NewPromotionFields>({
    ...deps,
    kind: promotionKind,
    store: {
      listAll: repo.listAll,
      findById: repo.findById,
      findByIdEnding: repo.findByIdEnding,
      insert: repo.insertPromotion,
      update: repo.updatePromotion,
    },
    defaults: (fields) => ({
      messageFr: null,
      linkUrl: null,
      backgroundColor: null,
      textColor: null,
      isActive: true,
      ...givenFields(fields),
      message: fields.message,
      startDate: fields.startDate,
      endDate: fields.endDate,
    }),
    checked: checkedPromotion,
    windowOf: (fields) => ({ start: fields.startDate, end: fields.endDate }),
  });

  return {
    ...admin,

    async active() {
      const row = await repo.findActive(db, deps.clock.now().toISOString());
      if (!row) return { promotion: null };
      const inFrench = currentLocale() === 'fr-CA';
      // French pages never show an English promotion (decision 039): none until it is written.
      if (inFrench && row.messageFr === null) return { promotion: null };
      return {
        promotion: {
          id: row.id,
          message: inFrench && row.messageFr !== null ? row.messageFr : row.message,
          linkUrl: safeInternalPath(row.linkUrl),
          backgroundColor: safeCssColour(row.backgroundColor),
          textColor: safeCssColour(row.textColor),
          endsAt: row.endDate,
        },
      };
    },
  };
}
