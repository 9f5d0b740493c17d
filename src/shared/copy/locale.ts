// The product's two languages and which one the code is speaking right now (docs/decisions/020).
// French comes first: Québec's Charter of the French Language wants it offered first and never
// less prominently than English, so lists of languages (the switch, the phone line's prompt)
// follow this order.
export const locales = ['fr-CA', 'en'] as const;
export type Locale = (typeof locales)[number];

/** The language of code that has no visitor to follow: command-line tools, logs, tests. */
export const defaultLocale: Locale = 'en';

/** A visitor whose browser prefers neither language is served in French . */
export const unpreferredLocale: Locale = 'fr-CA';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/**
 * The locale `Intl` formats with. English keeps the spec's en-US formats ("$1,234.56",
 * "10:15 AM", docs/product.md §10.16); French uses Canada's ("1 234,56 $", "10 h 15").
 */
export const intlLocale = (locale: Locale): string => (locale === 'en' ? 'en-US' : 'fr-CA');

// In the browser, the page's language is the <html lang> the server chose for it (the web build
// for that language). On the server, app.ts installs the request's language (http/request-locale.ts).
// (Typed by hand: this module is shared with the server, which has no DOM types.)
const page = globalThis as { document?: { documentElement: { lang: string } } };
const pageLocale = (): Locale => {
  const lang = page.document?.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
};

let resolve: () => Locale = pageLocale;

/** The language texts and formats follow at this moment. */
export function currentLocale(): Locale {
  return resolve();
}

/**
 * Installs where the current language comes from (the server: the request being answered), and
 * returns the one it replaces so a test can put it back.
 */
export function followLocale(resolver: () => Locale): () => Locale {
  const previous = resolve;
  resolve = resolver;
  return previous;
}
