// The French twin of en/account.ts (the glossary in ./index.ts applies). Typed `AccountCopy`,
// so a missing or extra text is a compile error.
import type { AccountCopy } from '../account-catalogue.ts';
import { accountForms } from './account-forms.ts';
import { checkout } from './checkout.ts';
import { customer } from './customer.ts';
import { customerArea } from './customer-area.ts';
import { limits } from './limits.ts';
import { phonePin } from './phone-pin.ts';
import { purchase } from './purchase.ts';
import { tarotGame } from './tarot-game.ts';

export const account: AccountCopy = {
  customer,
  customerArea,
  purchase,
  checkout,
  tarotGame,
  accountForms,
  phonePin,
  limits,
};
