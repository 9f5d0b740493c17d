// The business's legal name and mailing address, written one way wherever a customer reads it:
// every email's footer (Canada's anti-spam law wants the sender's mailing address), the Terms,
// the receipt and the site's footer. One value (BUSINESS_ADDRESS) holds its parts; the city line
// is written in each language's postal form (docs/decisions/039):
// - English, Canada Post's form: "Montréal QC  H2X 1Y4";
// - French, the Office québécois de la langue française's: « Montréal (Québec)  H2X 1Y4 »;
// two spaces before the postal code in both. The street is written as given (a Québec street's
// name is French in both languages), and the country is "Canada" in both.
import { currentLocale, type Locale } from '#shared/copy/locale.ts';

/** The provinces and territories, by Canada Post's code, with their French names. */
const frenchProvinceNames = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const;

export type ProvinceCode = keyof typeof frenchProvinceNames;
export const provinceCodes = Object.keys(frenchProvinceNames) as [ProvinceCode, ...ProvinceCode[]];

export interface PostalAddress {
  /** The name the business is registered under, e.g. "Lumina Psychics inc.". */
  readonly legalName: string;
  /** Number, street and unit, as written on mail: "1234, rue Saint-Denis, bureau 500". */
  readonly street: string;
  readonly city: string;
  readonly province: ProvinceCode;
  /** "H2X 1Y4": capitals, one space. */
  readonly postalCode: string;
}

/** The address as the lines of an envelope, in `locale`'s postal form. */
export function postalAddressLines(
  address: PostalAddress,
  locale: Locale = currentLocale(),
): string[] {
  const { legalName, street, city, province, postalCode } = address;
  const cityLine =
    locale === 'fr-CA'
      ? `${city} (${frenchProvinceNames[province]})  ${postalCode}`
      : `${city} ${province}  ${postalCode}`;
  return [legalName, street, cityLine, 'Canada'];
}

/** The same lines in a sentence or a table cell: "…, Montréal (Québec)  H2X 1Y4, Canada". */
export function postalAddressInline(
  address: PostalAddress,
  locale: Locale = currentLocale(),
): string {
  return postalAddressLines(address, locale).join(', ');
}
