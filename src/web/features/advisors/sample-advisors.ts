// docs/product.md §3: "A sample list of three advisors is fallback data." Shown, with the demo notice, only
// when the live feed has never answered. Their words live in the copy catalogue; their photos
// are left empty (the feed that serves portraits is down too), so the cards show initials.
import type { AdvisorRecord } from '#shared/api/advisors.ts';
import { copy } from '#shared/copy/catalogue.ts';

const samples = copy.board.sampleAdvisors;
const evening = [{ from: '17:00', to: '23:00' }];
const varies = [{ from: 'Varies', to: 'Varies' }];
const weekday = [
  { from: '09:00', to: '12:00' },
  { from: '13:00', to: '17:00' },
];

export const sampleAdvisors: readonly AdvisorRecord[] = [
  {
    agentId: '4001',
    agentName: samples.tarot.name,
    availTime: 0,
    availTimeStr: samples.tarot.availability,
    bridged: 'N',
    descr: samples.tarot.description,
    isICCall: 'N',
    onACall: 'N',
    schedule: {
      Sun: evening,
      Mon: evening,
      Tues: evening,
      Wed: evening,
      Thu: evening,
      Fri: evening,
      Sat: evening,
    },
    signedIn: 'Y',
    status: 'waiting',
    photoUrl: '',
    specialties: ['tarot', 'love'],
    languages: ['fr', 'en'],
  },
  {
    agentId: '4002',
    agentName: samples.medium.name,
    availTime: 12,
    availTimeStr: samples.medium.availability,
    bridged: 'Y',
    descr: samples.medium.description,
    isICCall: 'N',
    onACall: 'Y',
    schedule: {
      Sun: varies,
      Mon: varies,
      Tues: varies,
      Wed: varies,
      Thu: varies,
      Fri: varies,
      Sat: varies,
    },
    signedIn: 'Y',
    status: 'busy',
    photoUrl: '',
    specialties: ['mediumship'],
    languages: ['fr'],
  },
  {
    agentId: '4003',
    agentName: samples.astrology.name,
    availTime: 0,
    availTimeStr: samples.astrology.availability,
    bridged: 'N',
    descr: samples.astrology.description,
    isICCall: 'N',
    onACall: 'N',
    schedule: { Mon: weekday, Tues: weekday, Wed: weekday, Thu: weekday, Fri: weekday },
    signedIn: 'N',
    status: 'offline',
    photoUrl: '',
    specialties: ['astrology'],
    languages: ['fr', 'en'],
  },
];
