// What a coupon must be before it is stored (docs/product.md §3 Coupon, §5; docs/product.md §10.7): an upper-case
// code of letters, digits, '-' and '_', a known type, and a value the purchase can honour. A
// percentage_off stays under 100: a free order is a $0 payment that PayPal and Interac refuse
// (docs/decisions/012-payments.md; a free package is a credit adjustment instead). The messages
// are for the operator who typed the values.
import type { CouponSource, CouponType } from '#server/db/tables/coupons.ts';
import { changeRefused } from '#server/domain-error.ts';
import { couponTypes } from '#shared/pricing/coupon-effect.ts';
import { normalizeCouponCode } from './coupon-rules.ts';

/** 3 to 32 characters: letters, digits, '-' and '_', starting with a letter or digit. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

/** The weekly tarot game's prizes are TAROT + 6 characters; operators keep off that prefix. */
export const TAROT_CODE_PREFIX = 'TAROT';

/** Inclusive bounds of `value` per type. Bonus minutes are bounded against typing mistakes. */
export const couponValueRange: Readonly<Record<CouponType, { min: number; max: number }>> = {
  percentage_off: { min: 1, max: 99 },
  percentage_bonus_minutes: { min: 1, max: 100 },
  bonus_minutes: { min: 1, max: 1000 },
};

/** Uses per customer: a whole number in this range, or null for no limit. */
export const COUPON_MAX_USES_LIMIT = 1_000_000;

export interface CouponDefinition {
  /** Upper-cased and trimmed before it is checked. */
  code: string;
  type: CouponType;
  /** A percent for the percentage types, minutes for bonus_minutes; whole. */
  value: number;
  /** ISO-8601 UTC; null = never expires. */
  expiresAt: string | null;
  /** Uses per customer; null = unlimited. */
  maxUses: number | null;
  firstPurchaseOnly: boolean;
  isActive: boolean;
  /** A prize for one customer only; null = anyone. */
  customerId: string | null;
  source: CouponSource;
}

const isInstant = (value: string) =>
  !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;

const valueUnit = (type: CouponType) => (type === 'bonus_minutes' ? 'minutes' : 'percent');

/** The definition as stored (code upper-cased), or CHANGE_REFUSED. */
export function checkedCouponDefinition(definition: CouponDefinition): CouponDefinition {
  const code = normalizeCouponCode(definition.code);
  if (!COUPON_CODE_PATTERN.test(code)) {
    throw changeRefused(
      `The code "${definition.code}" is not a coupon code: use 3 to 32 letters, digits, '-' or '_', starting with a letter or digit.`,
    );
  }
  if (definition.source === 'operator' && code.startsWith(TAROT_CODE_PREFIX)) {
    throw changeRefused(
      `Codes starting with ${TAROT_CODE_PREFIX} are the tarot game's prizes: choose another code.`,
    );
  }
  if (!couponTypes.includes(definition.type)) {
    throw changeRefused(`The type "${definition.type}" is not one of ${couponTypes.join(', ')}.`);
  }
  const range = couponValueRange[definition.type];
  if (
    !Number.isInteger(definition.value) ||
    definition.value < range.min ||
    definition.value > range.max
  ) {
    const why =
      definition.type === 'percentage_off'
        ? ' (a 100 % discount would make a $0 order, which PayPal and Interac refuse: grant minutes with "credit add" instead)'
        : '';
    throw changeRefused(
      `A ${definition.type} coupon's value is ${range.min} to ${range.max} ${valueUnit(definition.type)}, not ${definition.value}${why}.`,
    );
  }
  checkLimits(definition);
  return { ...definition, code };
}

/**
 * The uses per customer of an operator's new coupon when none is said, from the command line, the
 * back office's page or its API alike; unlimited (null) is asked for by saying so.
 */
export const OPERATOR_COUPON_MAX_USES = 1;

/**
 * The expiry and the uses per customer, which an existing coupon may change (its code, type and
 * value never do: a new offer is a new code). CHANGE_REFUSED when wrong.
 */
export function checkLimits(limits: Partial<Pick<CouponDefinition, 'expiresAt' | 'maxUses'>>) {
  if (limits.expiresAt != null && !isInstant(limits.expiresAt)) {
    throw changeRefused('The expiry must be an instant (ISO-8601, UTC).');
  }
  if (
    limits.maxUses != null &&
    (!Number.isInteger(limits.maxUses) ||
      limits.maxUses < 1 ||
      limits.maxUses > COUPON_MAX_USES_LIMIT)
  ) {
    throw changeRefused(
      `The uses per customer must be a whole number from 1 to ${COUPON_MAX_USES_LIMIT}, or unlimited.`,
    );
  }
}
