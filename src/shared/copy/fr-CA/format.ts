// Numbers and counted nouns in Canadian French, always through Intl ("1 234", "25 %", with the
// non-breaking spaces fr-CA puts in them), never by hand. French nouns take the singular for 0
// and 1: "0 minute", "1 minute", "2 minutes".
const locale = 'fr-CA';
const integerFormat = new Intl.NumberFormat(locale);
const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
const pluralRules = new Intl.PluralRules(locale);
const alternativesFormat = new Intl.ListFormat(locale, { type: 'disjunction' });

/** "1 234" */
export const formatNumber = (value: number): string => integerFormat.format(value);

/** A percentage given in percent, as the English texts receive it: 25 → "25 %". */
export const formatPercent = (percent: number): string => percentFormat.format(percent / 100);

/** Alternatives: "5 %, 10 % ou 25 %". */
export const formatAlternatives = (items: readonly string[]): string =>
  alternativesFormat.format(items);

/** The noun agreed with a count: singular for 0 and 1. */
export const agree = (count: number, singular: string, plural = `${singular}s`): string =>
  pluralRules.select(count) === 'one' ? singular : plural;

/** A number and its noun, kept on one line: "1 minute", "12 minutes gratuites". */
export const counted = (count: number, singular: string, plural?: string): string =>
  `${formatNumber(count)}\u00a0${agree(count, singular, plural)}`;
