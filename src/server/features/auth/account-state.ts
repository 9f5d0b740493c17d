// Who may hold a session (docs/product.md §4 "After sign-in", §6): the customer record must exist, carry no
// deletion timestamp and be active; an email sign-in also needs the confirmed email (docs/product.md §10
// 11). One pure decision, used by email sign-in, phone sign-in and every session check.
import { DomainError } from '#server/domain-error.ts';
import { copy } from '#shared/copy/catalogue.ts';

export type AccountRefusal =
  'CUSTOMER_MISSING' | 'ACCOUNT_DELETED' | 'ACCOUNT_INACTIVE' | 'EMAIL_NOT_CONFIRMED';

export interface AccountState {
  /** Null or undefined when no customer record goes with the credentials. */
  customer: { isActive: boolean; deletedAt: string | null } | null | undefined;
  emailConfirmedAt: string | null;
}

/**
 * Why the account may not sign in, or null when it may. Checked in this order, so that the
 * most final reason is the one given: no record, deleted, inactive, email not confirmed.
 */
export function accountRefusal(
  state: AccountState,
  options: { requireConfirmedEmail: boolean },
): AccountRefusal | null {
  const { customer } = state;
  if (!customer) return 'CUSTOMER_MISSING';
  if (customer.deletedAt !== null) return 'ACCOUNT_DELETED';
  if (!customer.isActive) return 'ACCOUNT_INACTIVE';
  if (options.requireConfirmedEmail && state.emailConfirmedAt === null)
    return 'EMAIL_NOT_CONFIRMED';
  return null;
}

/** The answer to a refused sign-in: 403 with the spec's text. */
export function signInRefused(refusal: AccountRefusal): DomainError {
  const texts = copy.auth.signIn;
  switch (refusal) {
    case 'CUSTOMER_MISSING':
      return new DomainError(refusal, texts.customerMissing);
    case 'ACCOUNT_DELETED':
      return new DomainError(refusal, texts.accountDeleted);
    case 'ACCOUNT_INACTIVE':
      return new DomainError(refusal, texts.accountInactive);
    case 'EMAIL_NOT_CONFIRMED':
      return new DomainError(refusal, texts.emailNotConfirmed);
  }
}

/**
 * The answer when an open session's customer may no longer be signed in (docs/product.md §8: "Your account
 * is inactive or has been deleted. Please contact support.", which signs out): 401, the session
 * already ended, with the code saying which of the two it is.
 */
export function sessionRefused(refusal: AccountRefusal): DomainError {
  const code = refusal === 'ACCOUNT_INACTIVE' ? 'ACCOUNT_INACTIVE' : 'ACCOUNT_DELETED';
  return new DomainError(code, copy.auth.signIn.inactiveOrDeleted, { sessionEnded: true });
}
