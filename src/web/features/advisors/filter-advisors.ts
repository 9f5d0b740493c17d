// The board's search box and availability filter (docs/product.md §2): the search matches names and
// descriptions, ignoring case and accents, so "belanger" finds "Bélanger".
import type { AdvisorRecord } from '#shared/api/advisors.ts';
import { displayStatus, type DisplayStatus } from '#shared/advisors/status.ts';

export type AvailabilityFilter = 'all' | DisplayStatus;
export const availabilityFilters: readonly AvailabilityFilter[] = [
  'all',
  'available',
  'busy',
  'offline',
];

/** Lower case without diacritics ("Bélanger" → "belanger"). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en');
}

export function filterAdvisors(
  advisors: readonly AdvisorRecord[],
  { search, availability }: { search: string; availability: AvailabilityFilter },
): AdvisorRecord[] {
  const query = foldText(search.trim());
  return advisors.filter((advisor) => {
    if (availability !== 'all' && displayStatus(advisor.status) !== availability) return false;
    if (query === '') return true;
    return foldText(advisor.agentName).includes(query) || foldText(advisor.descr).includes(query);
  });
}
