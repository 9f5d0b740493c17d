// What an advisor reads and in which languages: the fixed lists the application form offers
// (/advisors/apply) and the back office shows, kept in one place so the advisors' own profiles
// can offer the same ones. Their names in each language are the catalogue's
// (applyCopy.specialties, applyCopy.languages); these ids are what the database keeps.
export const advisorSpecialties = [
  'tarot',
  'astrology',
  'numerology',
  'mediumship',
  'clairvoyance',
  'love',
  'career',
  'dreams',
  'pastLives',
] as const;
export type AdvisorSpecialty = (typeof advisorSpecialties)[number];

/** The languages an advisor may read in: the product's two (French first, as everywhere). */
export const advisorLanguages = ['fr', 'en'] as const;
export type AdvisorLanguage = (typeof advisorLanguages)[number];

/**
 * The ids of `all` that `ids` names, in `all`'s order and once each (how an advisor's lists are
 * stored and shown: the same ids always in the same order); ids not in `all` are left out.
 */
export function knownIds<T extends string>(all: readonly T[], ids: readonly string[]): T[] {
  return all.filter((id) => ids.includes(id));
}

/** A stored comma-separated list ('tarot,love') as ids of `all`. */
export const storedIds = <T extends string>(all: readonly T[], text: string): T[] =>
  knownIds(all, text.split(','));
