// Finding an advisor on the board (docs/decisions/051): a specialty and a language beside the
// search and availability (./filter-advisors.ts), an order, and "My advisors" first. Everything is
// in the page's query (?q=&status=&specialty=&language=&sort=&mine=1), so a filtered board can be
// shared and survives a reload; the defaults are left out of it.
import type { AdvisorRecord } from '#shared/api/advisors.ts';
import { displayStatus, type DisplayStatus } from '#shared/advisors/status.ts';
import {
  advisorLanguages,
  advisorSpecialties,
  type AdvisorLanguage,
  type AdvisorSpecialty,
} from '#shared/advisors/specialties.ts';
import { availabilityFilters, filterAdvisors, type AvailabilityFilter } from './filter-advisors.ts';

/** The orders offered; the first is the default. */
export const sortOrders = ['availability', 'rating', 'name'] as const;
export type SortOrder = (typeof sortOrders)[number];

export interface FindOptions {
  search: string;
  availability: AvailabilityFilter;
  specialty: AdvisorSpecialty | null;
  language: AdvisorLanguage | null;
  sort: SortOrder;
  /** The customer's favourites first. */
  mine: boolean;
}

export const noFind: FindOptions = {
  search: '',
  availability: 'all',
  specialty: null,
  language: null,
  sort: 'availability',
  mine: false,
};

const oneOf = <T extends string>(all: readonly T[], value: string | null): T | null =>
  all.find((item) => item === value) ?? null;

export function findOptionsFrom(query: URLSearchParams): FindOptions {
  return {
    search: query.get('q') ?? '',
    availability: oneOf(availabilityFilters, query.get('status')) ?? 'all',
    specialty: oneOf(advisorSpecialties, query.get('specialty')),
    language: oneOf(advisorLanguages, query.get('language')),
    sort: oneOf(sortOrders, query.get('sort')) ?? 'availability',
    mine: query.get('mine') === '1',
  };
}

/** The query for these options, the defaults left out. */
export function findQuery(options: FindOptions): URLSearchParams {
  const query = new URLSearchParams();
  if (options.search) query.set('q', options.search);
  if (options.availability !== 'all') query.set('status', options.availability);
  if (options.specialty) query.set('specialty', options.specialty);
  if (options.language) query.set('language', options.language);
  if (options.sort !== 'availability') query.set('sort', options.sort);
  if (options.mine) query.set('mine', '1');
  return query;
}

const statusRank: Record<DisplayStatus, number> = { available: 0, busy: 1, offline: 2 };

/**
 * What an order compares, most significant first (one place, so a new order is one more case
 * here). Ties keep the feed's order (by extension): Array.prototype.sort is stable.
 */
function sortKeys(advisor: AdvisorRecord, sort: SortOrder): (number | string)[] {
  switch (sort) {
    case 'name':
      return [advisor.agentName];
    case 'availability':
      return [statusRank[displayStatus(advisor.status)]];
    case 'rating':
      // The feed's average of shown reviews (decision 053), best first; the unrated last, then by
      // how many reviews the average is of.
      return [
        advisor.rating === null || advisor.rating === undefined ? 1 : 0,
        -(advisor.rating ?? 0),
        -(advisor.reviewCount ?? 0),
      ];
  }
}

function compareKeys(a: (number | string)[], b: (number | string)[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const [x, y] = [a[index], b[index]];
    if (x === y || x === undefined || y === undefined) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x).localeCompare(String(y), 'fr-CA');
  }
  return 0;
}

/** The advisors the options keep, in their order (the favourites first when asked). */
export function findAdvisors(
  advisors: readonly AdvisorRecord[],
  options: FindOptions,
  favourites: readonly string[],
): AdvisorRecord[] {
  const kept = filterAdvisors(advisors, options).filter(
    (advisor) =>
      (options.specialty === null || advisor.specialties.includes(options.specialty)) &&
      (options.language === null || advisor.languages.includes(options.language)),
  );
  const mineFirst = (advisor: AdvisorRecord) =>
    options.mine && favourites.includes(advisor.agentId) ? 0 : 1;
  return kept.sort((a, b) =>
    compareKeys(
      [mineFirst(a), ...sortKeys(a, options.sort)],
      [mineFirst(b), ...sortKeys(b, options.sort)],
    ),
  );
}
