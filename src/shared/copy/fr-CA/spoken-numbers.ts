// Counts of a feminine noun (« minute ») as a French voice must say them. A voice reads "21" as
// « vingt et un », so a count whose last word is « un » is written out with « une »: « une »,
// « vingt et une », « quatre-vingt-une », « cent une », « mille une »; « onze », « soixante et
// onze » and every other count are left in digits, which the voice already says right.
const units = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
] as const;
const tens = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'] as const;

/** 0–99 in words; `feminine` turns a final « un » into « une ». */
function belowHundred(n: number, feminine: boolean): string {
  if (n === 1) return feminine ? 'une' : 'un';
  if (n < 20) return units[n] ?? String(n);
  if (n < 70) {
    const ten = tens[Math.floor(n / 10)] ?? '';
    const unit = n % 10;
    if (unit === 0) return ten;
    return unit === 1 ? `${ten} et ${belowHundred(1, feminine)}` : `${ten}-${units[unit]}`;
  }
  if (n < 80) return n === 71 ? 'soixante et onze' : `soixante-${belowHundred(n - 60, feminine)}`;
  return n === 80 ? 'quatre-vingts' : `quatre-vingt-${belowHundred(n - 80, feminine)}`;
}

/** 0–999 in words. */
function belowThousand(n: number, feminine: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(rest, feminine);
  const prefix = hundreds === 1 ? 'cent' : `${units[hundreds]} cent${rest === 0 ? 's' : ''}`;
  return rest === 0 ? prefix : `${prefix} ${belowHundred(rest, feminine)}`;
}

/** 0–999 999 in words, the last « un » feminine. */
function inWords(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  if (thousands === 0) return belowThousand(rest, true);
  const prefix = thousands === 1 ? 'mille' : `${belowThousand(thousands, false)} mille`;
  return rest === 0 ? prefix : `${prefix} ${belowThousand(rest, true)}`;
}

/** Does the count, said aloud, end in « un »? (1, 21, 31 … 61, 81, 101, 1001; not 11 or 71.) */
const endsInOne = (n: number) => n % 10 === 1 && n % 100 !== 11 && n % 100 !== 71 && n % 100 !== 91;

/** A count to put before « minute(s) »: « une », « vingt et une », or digits: « 12 », « 11 ». */
export function spokenCount(count: number): string {
  return Number.isInteger(count) && count > 0 && count < 1_000_000 && endsInOne(count)
    ? inWords(count)
    : String(count);
}
