// The language switch : a customer's choice is kept on the account, so the emails,
// texts and phone line follow it wherever they are sent from. The only file of this feature
// other features may import:
//
//   await language.rememberForCustomer(customer.id, 'fr-CA');
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { setCustomerLanguage } from './repo.ts';

export function createLanguageService(deps: { database: Database; clock: Clock }) {
  const db = deps.database.kysely;
  return {
    async rememberForCustomer(customerId: string, language: Locale): Promise<void> {
      await setCustomerLanguage(db, {
        customerId,
        language,
        at: deps.clock.now().toISOString(),
      });
    },
  };
}
export type LanguageService = ReturnType<typeof createLanguageService>;
