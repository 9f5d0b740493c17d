// The texts of the customers' own pages (account forms, the customer area, buying minutes,
// checkout, the tarot game, the phone PIN, the healthy limits and the satisfaction guarantee): a
// catalogue of its own, `accountCopy`, apart from the screens' `copy`, so the home page's first
// view does not download them (docs/decisions/055).
import { accountForms } from './account-forms.ts';
import { checkout } from './checkout.ts';
import { customer } from './customer.ts';
import { customerArea } from './customer-area.ts';
import { limits } from './limits.ts';
import { phonePin } from './phone-pin.ts';
import { purchase } from './purchase.ts';
import { tarotGame } from './tarot-game.ts';

export const account = {
  customer,
  customerArea,
  purchase,
  checkout,
  tarotGame,
  accountForms,
  phonePin,
  limits,
};
