// The language switch : a customer's choice is kept on the account, so the emails,
// texts and phone line follow it wherever they are sent from; a signed-in advisor's on theirs, so
// their sign-in codes and the line's texts do. The only file of this feature other features may
// import:
//
//   await language.rememberForCustomer(customer.id, 'fr-CA');
//   await language.rememberForAdvisor(advisor.id, 'en');
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { setAdvisorLanguage, setCustomerLanguage } from './repo.ts';

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
    async rememberForAdvisor(advisorId: string, language: Locale): Promise<void> {
      await setAdvisorLanguage(db, {
        advisorId,
        language,
        at: deps.clock.now().toISOString(),
      });
    },
  };
}
export type LanguageService = ReturnType<typeof createLanguageService>;
