// "Standard, Premium, and Ultimate" ("Standard, Privilège et Ultime"): a list in the page's
// language, from the runtime's own rules, so a translation needs no joining words of its own.
import type { Locale } from '#shared/copy/locale.ts';
import { perLocale } from '#shared/copy/per-locale.ts';

const listFormat = perLocale(
  (intl) => new Intl.ListFormat(intl, { style: 'long', type: 'conjunction' }),
);

export function formatList(items: readonly string[], locale?: Locale): string {
  return listFormat(locale).format(items);
}
