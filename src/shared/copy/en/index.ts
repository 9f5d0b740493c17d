// The English copy catalogue: every user-visible text of the product, exactly as the spec words
// it where the spec gives it. Code never repeats these strings; it reads them from here.
import { common } from './common.ts';
import { navigation } from './navigation.ts';
import { pages } from './pages.ts';
import { advisors } from './advisors.ts';
import { auth } from './auth.ts';
import { validation } from './validation.ts';
import { customer } from './customer.ts';
import { customerArea } from './customer-area.ts';
import { purchase } from './purchase.ts';
import { checkout } from './checkout.ts';
import { tarot, horoscope } from './games.ts';
import { tarotGame } from './tarot-game.ts';
import { notices } from './notices.ts';
import { errors } from './errors.ts';
import { messages } from './messages.ts';
import { accountForms } from './account-forms.ts';
import { layout } from './layout.ts';
import { board } from './board.ts';
import { content } from './content.ts';
import { phoneLine } from './phone-line.ts';

export const en = {
  common,
  navigation,
  pages,
  advisors,
  auth,
  validation,
  customer,
  customerArea,
  purchase,
  checkout,
  tarot,
  tarotGame,
  horoscope,
  notices,
  errors,
  messages,
  accountForms,
  layout,
  board,
  content,
  phoneLine,
};
