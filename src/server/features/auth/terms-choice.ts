// Which Terms a new customer accepts (issue 10; Charter of the French Language s.55, see
// docs/product.md §11): a contract of adhesion in English binds only if the
// French version was given first and the customer then explicitly chose English. The French
// site shows only the French Terms; the English site shows them first and offers, beside the
// acceptance, an unticked box choosing the English version. So English is recorded only for a
// sign-up from the English site with that box ticked, with the moment and the box's label as the
// customer read it; anything else, a French sign-up claiming the English choice included, accepts
// the French Terms.
import type { NewCustomer } from '#server/db/tables/customers.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import type { Locale } from '#shared/copy/locale.ts';

type TermsAcceptance = Required<
  Pick<NewCustomer, 'termsLanguage' | 'englishTermsChosenAt' | 'englishTermsWording'>
>;

export function termsAcceptedAtSignUp(
  siteLanguage: Locale,
  englishTermsChosen: boolean,
  at: string,
): TermsAcceptance {
  if (siteLanguage === 'en' && englishTermsChosen) {
    return {
      termsLanguage: 'en',
      englishTermsChosenAt: at,
      englishTermsWording: copyFor('en').auth.signUp.englishTermsChoice,
    };
  }
  return { termsLanguage: 'fr-CA', englishTermsChosenAt: null, englishTermsWording: null };
}
