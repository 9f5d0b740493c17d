// The reason an operator gives for a change to a customer (docs/decisions/047): every action that
// changes money, minutes or what the customer may do takes one, kept with the change and in the
// audit log. Trimmed, never empty, at most OPERATOR_REASON_MAX_LENGTH characters.
import { DomainError } from './domain-error.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';

export const OPERATOR_REASON_MAX_LENGTH = 500;

/** The reason, trimmed; refuses (CHANGE_REFUSED) an empty or too long one. */
export function operatorReason(text: string): string {
  const reason = text.trim();
  if (reason === '') throw new DomainError('CHANGE_REFUSED', adminCopy.customers.reasonRequired);
  if (reason.length > OPERATOR_REASON_MAX_LENGTH) {
    throw new DomainError(
      'CHANGE_REFUSED',
      adminCopy.customers.reasonTooLong(OPERATOR_REASON_MAX_LENGTH),
    );
  }
  return reason;
}

/** Who acts in the back office, as the operator session gives it. */
export interface ActingOperator {
  id: string;
  role: 'owner' | 'support';
}
