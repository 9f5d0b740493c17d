import { describe, expect, it } from 'vitest';
import { threeAdvisors } from '#tests/support/web/advisors.ts';
import { filterAdvisors } from './filter-advisors.ts';

const names = (list: { agentName: string }[]) => list.map((a) => a.agentName);

describe('the board search and availability filter', () => {
  it('matches names ignoring case and accents', () => {
    expect(
      names(filterAdvisors(threeAdvisors, { search: 'BELANGER', availability: 'all' })),
    ).toEqual(['Marguerite Bélanger']);
    expect(names(filterAdvisors(threeAdvisors, { search: 'bél', availability: 'all' }))).toEqual([
      'Marguerite Bélanger',
    ]);
  });

  it('matches descriptions', () => {
    expect(
      names(filterAdvisors(threeAdvisors, { search: ' Astrology ', availability: 'all' })),
    ).toEqual(['Rafael Quintero']);
  });

  it('keeps the advisors whose badge matches the availability (waiting counts as Available)', () => {
    expect(names(filterAdvisors(threeAdvisors, { search: '', availability: 'available' }))).toEqual(
      ['Celeste Moreau'],
    );
    expect(names(filterAdvisors(threeAdvisors, { search: '', availability: 'offline' }))).toEqual([
      'Rafael Quintero',
    ]);
    expect(filterAdvisors(threeAdvisors, { search: '', availability: 'all' })).toHaveLength(3);
  });

  it('combines both', () => {
    expect(filterAdvisors(threeAdvisors, { search: 'celeste', availability: 'busy' })).toEqual([]);
  });
});
