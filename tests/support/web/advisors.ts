// Advisor records for the advisor board's tests, shaped like GET /api/advisors answers.
import { scheduleDays, type AdvisorRecord } from '#shared/api/advisors.ts';
import { reviewRatings, REVIEWS_PAGE_SIZE, type AdvisorReviewsPage } from '#shared/api/reviews.ts';

const twoSlots = [
  { from: '09:00', to: '13:00' },
  { from: '17:00', to: '23:00' },
];

export function advisorRecord(overrides: Partial<AdvisorRecord> = {}): AdvisorRecord {
  return {
    agentId: '4001',
    agentName: 'Celeste Moreau',
    availTime: 0,
    availTimeStr: 'Mornings and evenings',
    bridged: 'N',
    descr: 'Celeste has read the tarot for more than twenty-five years.',
    isICCall: 'N',
    onACall: 'N',
    // Every day, so "today" has hours whatever day the tests run.
    schedule: Object.fromEntries(scheduleDays.map((day) => [day, twoSlots])),
    signedIn: 'Y',
    status: 'waiting',
    photoUrl: '/api/advisors/4001/photo',
    specialties: ['tarot', 'love'],
    languages: ['fr', 'en'],
    ...overrides,
  };
}

/** One advisor of each status: free, on a call with 12 minutes left, signed out. */
export const availableAdvisor = advisorRecord();
export const busyAdvisor = advisorRecord({
  agentId: '4002',
  agentName: 'Marguerite Bélanger',
  descr: 'A third-generation medium who brings through messages from loved ones.',
  status: 'busy',
  onACall: 'Y',
  bridged: 'Y',
  availTime: 12,
  schedule: Object.fromEntries(
    scheduleDays.map((day) => [day, [{ from: 'Varies', to: 'Varies' }]]),
  ),
  photoUrl: '/api/advisors/4002/photo',
  specialties: ['mediumship'],
  languages: ['fr'],
});
export const offlineAdvisor = advisorRecord({
  agentId: '4003',
  agentName: 'Rafael Quintero',
  descr:
    'Rafael reads your birth chart alongside the transits of the moment: astrology in plain words.',
  status: 'offline',
  signedIn: 'N',
  schedule: {},
  photoUrl: '/api/advisors/4003/photo',
  specialties: ['astrology', 'career'],
  languages: ['en'],
});

export const threeAdvisors = [availableAdvisor, busyAdvisor, offlineAdvisor];

/** An advisor's reviews as GET /api/advisors/<extension>/reviews answers them: none by default. */
export function reviewsPage(overrides: Partial<AdvisorReviewsPage> = {}): AdvisorReviewsPage {
  return {
    average: null,
    count: 0,
    distribution: reviewRatings.map((rating) => ({ rating, count: 0 })),
    reviews: [],
    page: 1,
    pageSize: REVIEWS_PAGE_SIZE,
    more: false,
    ...overrides,
  };
}
