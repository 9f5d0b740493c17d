// The English copy catalogue: every text of the web app's screens, exactly as the spec words it
// where the spec gives it. Code never repeats these strings; it reads them from here. The long
// content pages (content.ts), the customers' own pages (account.ts, docs/decisions/055), the
// emails and texts (messages.ts) and the phone line's prompts (phone-line.ts) are catalogues of
// their own, so a browser downloads only what a page shows (docs/decisions/018-split-copy-catalogue.md).
import { common } from './common.ts';
import { navigation } from './navigation.ts';
import { pages } from './pages.ts';
import { advisors } from './advisors.ts';
import { auth } from './auth.ts';
import { validation } from './validation.ts';
import { tarot, horoscope } from './games.ts';
import { notices } from './notices.ts';
import { errors } from './errors.ts';
import { layout } from './layout.ts';
import { board } from './board.ts';

export const en = {
  common,
  navigation,
  pages,
  advisors,
  auth,
  validation,
  tarot,
  horoscope,
  notices,
  errors,
  layout,
  board,
};
