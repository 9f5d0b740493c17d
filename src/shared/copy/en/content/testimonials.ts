// /testimonials: short customer stories, first name and city only, with no medical or financial
// claims. These are sample stories written for the launch; before going live they must be
// replaced by real customers' words, used with their written consent (misleading testimonials
// are a deceptive practice under the Competition Act).
export const testimonials = {
  description:
    'What callers across Canada say about their phone readings with our experienced psychic advisors.',
  lead: 'What callers tell us after a reading. To protect their privacy, we share only a first name and a city.',
  attribution: (name: string, city: string) => `${name}, ${city}`,
  readingLabel: (reading: string) => `${reading} reading`,
  stories: [
    {
      name: 'Nathalie',
      city: 'Québec City',
      reading: 'Tarot',
      quote:
        'I called late one night, unable to sleep over a move I kept putting off. The cards did not decide for me, but the reading helped me see what I actually wanted.',
    },
    {
      name: 'Daniel',
      city: 'Ottawa',
      reading: 'Career',
      quote:
        'I was torn between two job offers. My advisor asked good questions and never told me what to do. Twenty minutes later, I knew which one felt right.',
    },
    {
      name: 'Priya',
      city: 'Toronto',
      reading: 'Love & relationships',
      quote:
        'She picked up on how tired I was of always being the one who reaches out. It was the nudge I needed to have an honest talk with my partner.',
    },
    {
      name: 'Marc',
      city: 'Sherbrooke',
      reading: 'Mediumship',
      quote:
        'After my father passed, I wanted one more conversation. The medium was gentle and never pushed me to call again. I hung up feeling lighter.',
    },
    {
      name: 'Émilie',
      city: 'Gatineau',
      reading: 'Astrology',
      quote:
        'My birth chart reading was detailed and surprisingly down to earth. I like that the minutes I did not use are still waiting for next time.',
    },
    {
      name: 'Sarah',
      city: 'Halifax',
      reading: 'Clairvoyance',
      quote:
        'Calling was simple: my number was recognised, I entered the extension and we were talking. The reading was warm and honest, with no hard sell.',
    },
  ],
  disclaimer:
    'These are personal experiences. Every reading is different, and readings are for guidance and entertainment only: they are not a promise of any outcome.',
  callToAction: 'Find your advisor',
};
