// The services refuse a change with their own error types and a message meant for whoever asked;
// at the terminal each becomes a CommandError (exit code 1, the message, no stack trace), with a
// pointer to the list command where the operator named something that does not exist.
import {
  AdvisorChangeRefusedError,
  UnknownAdvisorError,
} from '#server/features/advisors/service.ts';
import {
  AnnouncementChangeRefusedError,
  UnknownAnnouncementError,
} from '#server/features/announcements/service.ts';
import { CouponChangeRefusedError, UnknownCouponError } from '#server/features/coupons/service.ts';
import { CreditAdjustmentRefusedError } from '#server/features/customers/service.ts';
import {
  PromotionChangeRefusedError,
  UnknownPromotionError,
} from '#server/features/promotions/service.ts';
import { CommandError } from './command.ts';

const refusals = [
  AdvisorChangeRefusedError,
  AnnouncementChangeRefusedError,
  CouponChangeRefusedError,
  CreditAdjustmentRefusedError,
  PromotionChangeRefusedError,
];

const unknowns: readonly [new (...args: never[]) => Error, string][] = [
  [UnknownAdvisorError, '"advisor list" shows every advisor.'],
  [UnknownAnnouncementError, '"announcement list" shows every announcement.'],
  [UnknownCouponError, '"coupon list --all" shows every coupon.'],
  [UnknownPromotionError, '"promotion list" shows every promotion.'],
];

/** The refusal as a CommandError; any other error as it is. */
export function asCommandError(error: unknown): unknown {
  if (refusals.some((type) => error instanceof type)) {
    return new CommandError((error as Error).message);
  }
  for (const [type, hint] of unknowns) {
    if (error instanceof type) return new CommandError(`${error.message} ${hint}`);
  }
  return error;
}

/** Runs a service call, turning its refusals into CommandErrors. */
export async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asCommandError(error);
  }
}
