// The back office's content (owners only): the promotion banner, the platform announcement,
// coupons and the weekly tarot games, changed through the very service functions the command
// line calls (`npm run admin -- promotion …`), with the same rules and messages. What this adds
// is the operator: each change writes its audit row (before and after) in the change's own
// transaction, through the `record` each of those functions takes (`contentAudit`, which the
// command line passes too, with no operator). The only file of this feature its routes import.
import type { RecordChange } from '#server/db/record-change.ts';
import type {
  AnnouncementRecord,
  AnnouncementsService,
} from '#server/features/announcements/service.ts';
import type { AuditService } from '#server/features/audit/service.ts';
import type { Coupon } from '#server/db/tables/coupons.ts';
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

/** 'update', or 'activate'/'deactivate' when that is the whole change. */
const actionOf = (noun: string, changes: { isActive?: boolean }) =>
  Object.keys(changes).length === 1 && changes.isActive !== undefined
    ? `${noun}.${changes.isActive ? 'activate' : 'deactivate'}`
    : `${noun}.update`;
const byId = (row: { id: string }) => row.id;
const byCode = (row: { code: string }) => row.code;
const byWeek = (game: TarotGameSummary) => game.weekStart;

/**
 * The audit rows of content changes made by one operator, or by the command line (null: the log
 * names it "Command line"), each written in its change's transaction through the `record` the
 * content services take: the back office's routes and `npm run admin -- promotion …` write the
 * same actions with the same before and after.
 */
export function contentAudit(audit: Pick<AuditService, 'record'>, operatorId: string | null) {
  function auditedAs<Row>(
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
  return {
    promotion: {
      created: auditedAs<PromotionRecord>('promotion.create', 'promotion', byId),
      changed: (changes: { isActive?: boolean }) =>
        auditedAs<PromotionRecord>(actionOf('promotion', changes), 'promotion', byId),
    },
    announcement: {
      created: auditedAs<AnnouncementRecord>('announcement.create', 'announcement', byId),
      changed: (changes: { isActive?: boolean }) =>
        auditedAs<AnnouncementRecord>(actionOf('announcement', changes), 'announcement', byId),
    },
    coupon: {
      created: auditedAs<Coupon>('coupon.create', 'coupon', byCode),
      changed: (changes: { isActive?: boolean }) =>
        auditedAs<Coupon>(actionOf('coupon', changes), 'coupon', byCode),
    },
    tarotGame: {
      created: auditedAs<TarotGameSummary>('tarot_game.create', 'tarot_game', byWeek),
      switched: (isActive: boolean) =>
        auditedAs<TarotGameSummary>(
          `tarot_game.${isActive ? 'activate' : 'deactivate'}`,
          'tarot_game',
          byWeek,
        ),
    },
  };
}

export type ContentAudit = ReturnType<typeof contentAudit>;

export function createContentAdmin(deps: {
  promotions: PromotionsService;
  announcements: AnnouncementsService;
  coupons: CouponsService;
  tarot: TarotService;
  audit: AuditService;
}) {
  const { promotions, announcements, coupons, tarot, audit } = deps;
  const auditOf = (operatorId: string) => contentAudit(audit, operatorId);

  return {
    async listPromotions(): Promise<PromotionListResponse> {
      const [list, showing] = await Promise.all([promotions.list(), promotions.active()]);
      return { promotions: list, showingId: showing.promotion?.id ?? null };
    },
    createPromotion: (operatorId: string, fields: PromotionCreateRequest) =>
      promotions.create(fields, auditOf(operatorId).promotion.created),
    updatePromotion: (operatorId: string, id: string, changes: PromotionUpdateRequest) =>
      promotions.update(id, changes, auditOf(operatorId).promotion.changed(changes)),

    async listAnnouncements(): Promise<AnnouncementListResponse> {
      const [list, showing] = await Promise.all([announcements.list(), announcements.active()]);
      return { announcements: list, showingId: showing.announcement?.id ?? null };
    },
    createAnnouncement: (operatorId: string, fields: AnnouncementCreateRequest) =>
      announcements.create(fields, auditOf(operatorId).announcement.created),
    updateAnnouncement: (operatorId: string, id: string, changes: AnnouncementUpdateRequest) =>
      announcements.update(id, changes, auditOf(operatorId).announcement.changed(changes)),

    async listCoupons(): Promise<CouponListResponse> {
      return { coupons: (await coupons.list()).map(couponView) };
    },
    async createCoupon(operatorId: string, definition: CouponCreateRequest): Promise<CouponView> {
      const created = await coupons.create(
        { maxUses: OPERATOR_COUPON_MAX_USES, ...definition, source: 'operator' },
        undefined,
        auditOf(operatorId).coupon.created,
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
        auditOf(operatorId).coupon.changed(changes),
      );
      const listed = await coupons.findByCode(updated.code);
      return couponView({ ...updated, uses: listed?.uses ?? 0 });
    },

    async listTarotGames(): Promise<TarotGameListResponse> {
      return { games: await tarot.listGames(TAROT_LIST_WEEKS) };
    },
    createTarotGame: (operatorId: string, weekStart: string) =>
      tarot.ensureGame(weekStart, auditOf(operatorId).tarotGame.created),
    async setTarotGameActive(operatorId: string, weekStart: string, isActive: boolean) {
      const { game } = await tarot.setGameActive(
        weekStart,
        isActive,
        auditOf(operatorId).tarotGame.switched(isActive),
      );
      return game;
    },
  };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
