// One `Intl` formatter per language, made the first time that language asks for it: creating an
// `Intl.*Format` is slow, and a page formats the same kind of value many times.
import { currentLocale, intlLocale, type Locale } from './locale.ts';

/**
 * Wraps a factory of `Intl` formatters. The result gives the formatter of a language: the one
 * passed (an email follows its customer's language), else the current one, read at each call.
 */
export function perLocale<Formatter>(
  create: (intl: string) => Formatter,
): (locale?: Locale) => Formatter {
  const made = new Map<Locale, Formatter>();
  return (locale = currentLocale()) => {
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = create(intlLocale(locale));
      made.set(locale, formatter);
    }
    return formatter;
  };
}
