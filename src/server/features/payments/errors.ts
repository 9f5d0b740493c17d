// The answers the payment endpoints give when something goes wrong (src/shared/api/payments.ts),
// with the spec's texts where it has them (§8) and ours otherwise.
import { AppError } from '#server/http/app-error.ts';
import { ProviderError } from '#server/providers/provider-error.ts';
import { copy } from '#shared/copy/catalogue.ts';

// Each reads its text when made, so it is in the language of the request it answers.
const texts = () => copy.purchase.payment;

export const orderNotFound = () => new AppError('ORDER_NOT_FOUND', 404, texts().orderNotFound);
export const captureFailed = () =>
  new AppError('PAYMENT_CAPTURE_FAILED', 502, texts().capturePaypalFailed);
export const paymentDeclined = () => new AppError('PAYMENT_DECLINED', 402, texts().declined);
export const paymentNotApproved = () =>
  new AppError('PAYMENT_NOT_APPROVED', 409, texts().notApproved);
export const methodNotOffered = () =>
  new AppError('PAYMENT_METHOD_NOT_OFFERED', 400, texts().methodNotOffered);
export const providerUnavailable = () =>
  new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 503, texts().providerUnavailable);
/** An open payment dispute holds the account (docs/decisions/027). */
export const accountOnHold = (supportEmail: string) =>
  new AppError('ACCOUNT_ON_HOLD', 403, texts().accountOnHold(supportEmail));

/** A provider that cannot be reached now (503: try again) or refused for good (`otherwise`). */
export function providerFailure(error: unknown, otherwise: () => AppError): AppError {
  if (error instanceof ProviderError && error.retryable) return providerUnavailable();
  return otherwise();
}

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
