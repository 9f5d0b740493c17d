// "Standard, Premium, and Ultimate": a list in the catalogue's language, from the runtime's own
// rules, so a translation needs no joining words of its own.
import { defaultLocale } from '#shared/copy/locale.ts';

const listFormat = new Intl.ListFormat(defaultLocale, { style: 'long', type: 'conjunction' });

export function formatList(items: readonly string[]): string {
  return listFormat.format(items);
}
