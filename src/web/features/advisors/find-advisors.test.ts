import { describe, expect, it } from 'vitest';
import {
  advisorRecord,
  availableAdvisor,
  busyAdvisor,
  offlineAdvisor,
  threeAdvisors,
} from '#tests/support/web/advisors.ts';
import { findAdvisors, findOptionsFrom, findQuery, noFind } from './find-advisors.ts';

const names = (list: { agentName: string }[]) => list.map((a) => a.agentName);
// The feed's order (by extension) with the offline advisor first, so an order has work to do.
const feed = [offlineAdvisor, busyAdvisor, availableAdvisor];

describe('finding an advisor on the board', () => {
  it('puts the available first by default, then the busy, then the offline', () => {
    expect(names(findAdvisors(feed, noFind, []))).toEqual([
      'Celeste Moreau',
      'Marguerite Bélanger',
      'Rafael Quintero',
    ]);
  });

  it('filters by specialty and by language, together with the search', () => {
    expect(names(findAdvisors(feed, { ...noFind, specialty: 'astrology' }, []))).toEqual([
      'Rafael Quintero',
    ]);
    expect(names(findAdvisors(feed, { ...noFind, language: 'fr' }, []))).toEqual([
      'Celeste Moreau',
      'Marguerite Bélanger',
    ]);
    expect(findAdvisors(feed, { ...noFind, language: 'en', specialty: 'mediumship' }, [])).toEqual(
      [],
    );
    expect(names(findAdvisors(feed, { ...noFind, search: 'celeste', language: 'en' }, []))).toEqual(
      ['Celeste Moreau'],
    );
  });

  it('sorts by rating, best first, the unrated last', () => {
    const rated = [
      advisorRecord({ agentId: '4101', agentName: 'Unrated', rating: null, reviewCount: 0 }),
      advisorRecord({ agentId: '4102', agentName: 'Good', rating: 4.2, reviewCount: 5 }),
      advisorRecord({ agentId: '4103', agentName: 'Best', rating: 4.8, reviewCount: 2 }),
      advisorRecord({
        agentId: '4104',
        agentName: 'Good, more reviews',
        rating: 4.2,
        reviewCount: 9,
      }),
    ];
    expect(names(findAdvisors(rated, { ...noFind, sort: 'rating' }, []))).toEqual([
      'Best',
      'Good, more reviews',
      'Good',
      'Unrated',
    ]);
  });

  it('sorts by name, accents in their French place', () => {
    const list = [
      advisorRecord({ agentId: '4101', agentName: 'Zoé' }),
      advisorRecord({ agentId: '4102', agentName: 'Élise' }),
      advisorRecord({ agentId: '4103', agentName: 'Anne' }),
    ];
    expect(names(findAdvisors(list, { ...noFind, sort: 'name' }, []))).toEqual([
      'Anne',
      'Élise',
      'Zoé',
    ]);
  });

  it('puts the customer’s favourites first when asked, each group in the chosen order', () => {
    expect(names(findAdvisors(feed, { ...noFind, mine: true }, ['4003']))).toEqual([
      'Rafael Quintero',
      'Celeste Moreau',
      'Marguerite Bélanger',
    ]);
    expect(names(findAdvisors(feed, noFind, ['4003']))[0]).toBe('Celeste Moreau');
  });

  it('keeps everything in the query, the defaults left out, and reads it back', () => {
    const options = {
      search: 'moreau',
      availability: 'available' as const,
      specialty: 'tarot' as const,
      language: 'fr' as const,
      sort: 'rating' as const,
      mine: true,
    };
    const query = findQuery(options);
    expect(query.toString()).toBe(
      'q=moreau&status=available&specialty=tarot&language=fr&sort=rating&mine=1',
    );
    expect(findOptionsFrom(new URLSearchParams(query.toString()))).toEqual(options);
    expect(findQuery(noFind).toString()).toBe('');
  });

  it('ignores values it does not know in the query', () => {
    expect(
      findOptionsFrom(new URLSearchParams('specialty=cooking&language=de&sort=price&status=x')),
    ).toEqual(noFind);
  });

  it('filters a list without changing it', () => {
    const before = [...threeAdvisors];
    findAdvisors(threeAdvisors, { ...noFind, sort: 'name' }, []);
    expect(threeAdvisors).toEqual(before);
  });
});
