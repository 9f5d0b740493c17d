// The answers the payment endpoints give when something goes wrong (src/shared/api/payments.ts),
// with the spec's texts where it has them (§8) and ours otherwise.
import { DomainError } from '#server/domain-error.ts';
import { ProviderError } from '#server/providers/provider-error.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';

// Each reads its text when made, so it is in the language of the request it answers.
const texts = () => accountCopy.purchase.payment;

export const orderNotFound = () => new DomainError('ORDER_NOT_FOUND', texts().orderNotFound);
export const captureFailed = () =>
  new DomainError('PAYMENT_CAPTURE_FAILED', texts().capturePaypalFailed);
export const paymentDeclined = () => new DomainError('PAYMENT_DECLINED', texts().declined);
export const paymentNotApproved = () =>
  new DomainError('PAYMENT_NOT_APPROVED', texts().notApproved);
export const methodNotOffered = () =>
  new DomainError('PAYMENT_METHOD_NOT_OFFERED', texts().methodNotOffered);
export const providerUnavailable = () =>
  new DomainError('PAYMENT_PROVIDER_UNAVAILABLE', texts().providerUnavailable);
/** An open payment dispute holds the account (docs/decisions/027). */
export const accountOnHold = (supportEmail: string) =>
  new DomainError('ACCOUNT_ON_HOLD', texts().accountOnHold(supportEmail));
/** An operator put the account on hold (docs/decisions/047). */
export const accountHeld = (supportEmail: string) =>
  new DomainError('ACCOUNT_ON_HOLD', texts().accountHeld(supportEmail));

/** A provider that cannot be reached now (503: try again) or refused for good (`otherwise`). */
export function providerFailure(error: unknown, otherwise: () => DomainError): DomainError {
  if (error instanceof ProviderError && error.retryable) return providerUnavailable();
  return otherwise();
}

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
