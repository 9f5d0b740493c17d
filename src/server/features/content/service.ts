// The back office's content (owners only): the promotion banner, the platform announcement,
// coupons and the weekly tarot games, changed through the very service functions the command
// line calls (`npm run admin -- promotion …`), with the same rules and messages. What this adds
// is the operator: each change writes its audit row (before and after) in the change's own
// transaction, through the `record` each of those functions takes. The only file of this feature
// its routes import.
import type { RecordChange } from '#server/db/record-change.ts';
import type {
  AnnouncementRecord,
  AnnouncementsService,
} from '#server/features/announcements/service.ts';
import type { AuditService } from '#server/features/audit/service.ts';
import { OPERATOR_COUPON_MAX_USES, type CouponsService } from '#server/features/coupons/service.ts';
import type { PromotionRecord, PromotionsService } from '#server/features/promotions/service.ts';
import type { TarotGameSummary, TarotService } from '#server/features/tarot/service.ts';
import type {
  AnnouncementCreateRequest,
  AnnouncementListResponse,
  AnnouncementUpdateRequest,
  CouponCreateRequest,
  CouponListResponse,
  CouponUpdateRequest,
  CouponView,
  PromotionCreateRequest,
  PromotionListResponse,
  PromotionUpdateRequest,
  TarotGameListResponse,
} from '#shared/api/admin/content.ts';

/** How many weeks the tarot games' list shows, as the command line's `tarot list`. */
const TAROT_LIST_WEEKS = 12;

/** The parts of a coupon an operator sees (a prize's winner and source stay out). */
function couponView(coupon: Omit<CouponView, 'uses'> & { uses?: number }): CouponView {
  return {
    id: coupon.id,
    code: coupon.code,
    type: coupon.type,
    value: coupon.value,
    expiresAt: coupon.expiresAt,
    maxUses: coupon.maxUses,
    firstPurchaseOnly: coupon.firstPurchaseOnly,
    isActive: coupon.isActive,
    createdAt: coupon.createdAt,
    uses: coupon.uses ?? 0,
  };
}

export function createContentAdmin(deps: {
  promotions: PromotionsService;
  announcements: AnnouncementsService;
  coupons: CouponsService;
  tarot: TarotService;
  audit: AuditService;
}) {
  const { promotions, announcements, coupons, tarot, audit } = deps;

  /** Writes the audit row of one change, in its transaction. */
  function auditedAs<Row>(
    operatorId: string,
    action: string,
    subjectType: string,
    subjectIdOf: (row: Row) => string,
  ): RecordChange<Row> {
    return (trx, { before, after }) =>
      audit.record(trx, {
        operatorId,
        action,
        subjectType,
        subjectId: subjectIdOf(after),
        reason: null,
        before,
        after,
      });
  }
  const byId = (row: { id: string }) => row.id;
  const byCode = (row: { code: string }) => row.code;
  const byWeek = (game: TarotGameSummary) => game.weekStart;
  /** 'update', or 'activate'/'deactivate' when that is the whole change. */
  const actionOf = (noun: string, changes: { isActive?: boolean }) =>
    Object.keys(changes).length === 1 && changes.isActive !== undefined
      ? `${noun}.${changes.isActive ? 'activate' : 'deactivate'}`
      : `${noun}.update`;

  return {
    async listPromotions(): Promise<PromotionListResponse> {
      const [list, showing] = await Promise.all([promotions.list(), promotions.active()]);
      return { promotions: list, showingId: showing.promotion?.id ?? null };
    },
    createPromotion: (operatorId: string, fields: PromotionCreateRequest) =>
      promotions.create(
        fields,
        auditedAs<PromotionRecord>(operatorId, 'promotion.create', 'promotion', byId),
      ),
    updatePromotion: (operatorId: string, id: string, changes: PromotionUpdateRequest) =>
      promotions.update(
        id,
        changes,
        auditedAs<PromotionRecord>(operatorId, actionOf('promotion', changes), 'promotion', byId),
      ),

    async listAnnouncements(): Promise<AnnouncementListResponse> {
      const [list, showing] = await Promise.all([announcements.list(), announcements.active()]);
      return { announcements: list, showingId: showing.announcement?.id ?? null };
    },
    createAnnouncement: (operatorId: string, fields: AnnouncementCreateRequest) =>
      announcements.create(
        fields,
        auditedAs<AnnouncementRecord>(operatorId, 'announcement.create', 'announcement', byId),
      ),
    updateAnnouncement: (operatorId: string, id: string, changes: AnnouncementUpdateRequest) =>
      announcements.update(
        id,
        changes,
        auditedAs<AnnouncementRecord>(
          operatorId,
          actionOf('announcement', changes),
          'announcement',
          byId,
        ),
      ),

    async listCoupons(): Promise<CouponListResponse> {
      return { coupons: (await coupons.list()).map(couponView) };
    },
    async createCoupon(operatorId: string, definition: CouponCreateRequest): Promise<CouponView> {
      const created = await coupons.create(
        { maxUses: OPERATOR_COUPON_MAX_USES, ...definition, source: 'operator' },
        undefined,
        auditedAs(operatorId, 'coupon.create', 'coupon', byCode),
      );
      return couponView(created);
    },
    async updateCoupon(
      operatorId: string,
      code: string,
      changes: CouponUpdateRequest,
    ): Promise<CouponView> {
      const updated = await coupons.update(
        code,
        changes,
        auditedAs(operatorId, actionOf('coupon', changes), 'coupon', byCode),
      );
      const listed = await coupons.findByCode(updated.code);
      return couponView({ ...updated, uses: listed?.uses ?? 0 });
    },

    async listTarotGames(): Promise<TarotGameListResponse> {
      return { games: await tarot.listGames(TAROT_LIST_WEEKS) };
    },
    createTarotGame: (operatorId: string, weekStart: string) =>
      tarot.ensureGame(weekStart, auditedAs(operatorId, 'tarot_game.create', 'tarot_game', byWeek)),
    async setTarotGameActive(operatorId: string, weekStart: string, isActive: boolean) {
      const action = `tarot_game.${isActive ? 'activate' : 'deactivate'}`;
      const { game } = await tarot.setGameActive(
        weekStart,
        isActive,
        auditedAs(operatorId, action, 'tarot_game', byWeek),
      );
      return game;
    },
  };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
