// What an advisor's spoken description says when there is no recorded greeting (docs/product.md §10
// 19): the name, the extension to key in, then the description, in the visitor's language. A
// description not yet written in French is spoken in English, introduction included: one voice
// reads the whole text, in the language it is written in.
import { phoneLineCopyFor } from '#shared/copy/message-catalogue.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { descriptionIn, type ProfileTexts } from './texts-in-language.ts';

/** Synthesis time grows with the text; a description is a few sentences, this bounds the rest. */
const maxSpokenCharacters = 1200;

export interface SpokenText {
  text: string;
  /** The language the text is in, which chooses the voice. */
  locale: Locale;
}

export function spokenDescription(
  advisor: Pick<ProfileTexts, 'description' | 'descriptionFr'> & {
    name: string;
    extension: number;
  },
  visitorLocale: Locale,
): SpokenText {
  const description = descriptionIn(advisor, visitorLocale);
  const locale = description.lang ?? visitorLocale;
  // The extension digit by digit ("four zero zero one"), as the caller will key it in.
  const introduction = phoneLineCopyFor(locale).advisorIntroduction(
    advisor.name,
    advisor.extension,
  );
  const text = `${introduction} ${description.text}`.replace(/\s+/g, ' ').trim();
  if (text.length <= maxSpokenCharacters) return { text, locale };
  // Cut at the last full sentence that fits.
  const cut = text.slice(0, maxSpokenCharacters);
  const end = cut.lastIndexOf('. ');
  return { text: end > 0 ? cut.slice(0, end + 1) : cut, locale };
}
