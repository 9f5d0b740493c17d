// What the back office tells operators about their actions on customers (docs/decisions/047),
// apart from the screens' `copy` so no customer page downloads it; read in the request's
// language like `copy`.
import { adminCustomers } from './en/admin-customers.ts';
import { adminCustomers as frCAAdminCustomers } from './fr-CA/admin-customers.ts';
import { followingLocale } from './follow-locale.ts';

export type AdminCustomersCopy = typeof adminCustomers;

export const adminCustomersCopy: AdminCustomersCopy = followingLocale({
  en: adminCustomers,
  'fr-CA': frCAAdminCustomers,
});
