// The phrase banks of the built-in daily horoscope. Each reading takes one sentence from each
// bank: a mood, a note on the sign's element, relationships, work and money (framed as things to
// reflect on, never as predictions), and a gentle suggestion. The tone is warm and honest: no
// promised outcomes, no health or financial claims, nothing that would worry a reader.
//
// These are provider content, like the texts the horoscope API scrapes, so they live with the
// provider rather than in the copy catalogue. The French banks (built-in-phrases-fr-ca.ts)
// translate these entry for entry, so a day's reading says the same thing in both languages.
import type { Element } from '#shared/horoscope/signs.ts';

/** The banks one reading is composed from, in one language. */
export interface PhraseBanks {
  moods: readonly string[];
  elementNotes: Readonly<Record<Element, readonly string[]>>;
  relationships: readonly string[];
  workAndMoney: readonly string[];
  suggestions: readonly string[];
}

export const moods: readonly string[] = [
  'The day opens at an easy pace, and you may notice a calm that has been missing lately.',
  'Your mood is bright and curious today, ready to notice small pleasures you might usually pass by.',
  'A reflective mood settles in early, inviting you to slow down and listen to what you really feel.',
  'Your energy runs high this morning, so pace yourself and keep some for the evening.',
  'You may feel a little restless at first, but that restlessness may be pointing you toward something you care about.',
  'A quiet confidence carries you through the day, even when plans shift around you.',
  'Today feels like a fresh page: old worries loosen their grip, and there is room to breathe.',
  'Pay attention to your hunches today; they are worth writing down and weighing with a clear head.',
  'A gentle, nostalgic mood may bring old memories to the surface, along with what they taught you.',
  'You are in a generous frame of mind today, and kindness comes easily.',
  'The day may begin with a lot on your mind; taking things one at a time keeps it manageable.',
  'A playful streak shows up today, and a little humour goes a long way.',
  'Patience is your quiet strength today, letting things unfold in their own time.',
  'You may wake up with a clearer sense of what matters most to you right now.',
];

export const elementNotes: Readonly<Record<Element, readonly string[]>> = {
  fire: [
    'As a fire sign, you may feel the urge to act at once; a short pause before you leap keeps that spark pointed where you want it.',
    'Your fire shows as enthusiasm today, and the people around you may find it contagious.',
    'Your natural warmth makes it a fine day to encourage someone who could use a lift.',
  ],
  earth: [
    'As an earth sign, you find comfort in routine today, and simple, practical tasks feel especially satisfying.',
    'Your steady, earthy nature helps you see what is realistic and what can wait.',
    'Time spent outdoors or working with your hands could leave you feeling grounded and clear-headed.',
  ],
  air: [
    'As an air sign, ideas come quickly today; jotting them down helps you sort the promising from the passing.',
    'Conversation feeds your airy spirit today, and a good exchange of ideas could lift your mood.',
    'Your curiosity may pull you in several directions; choosing one or two threads to follow keeps you focused.',
  ],
  water: [
    'As a water sign, you are tuned in to the feelings around you today; remember to check in with your own as well.',
    'Your sensitivity is a gift today, helping you read between the lines with compassion.',
    'Quiet moments near water, or simply a long bath, could help you recharge.',
  ],
};

export const relationships: readonly string[] = [
  'In your relationships, a sincere conversation can clear up a small misunderstanding before it grows.',
  'Someone close to you may appreciate a message just to say you are thinking of them.',
  'Listening more than you speak today could show you a side of a loved one you had not noticed.',
  'If you are single, a friendly conversation with someone new can be enjoyable for its own sake; there is no need to rush anything.',
  'Shared laughter with a friend or partner is a reminder of how much you mean to each other.',
  'It is a good day to set a kind, clear boundary where you have been giving more than you can spare.',
  'An old friend may be on your mind; reaching out could be a pleasant surprise for you both.',
  'Family matters benefit from patience today; offer others the understanding you would hope for yourself.',
  'Small gestures speak loudly in love today: a thank-you or a shared meal can mean more than grand plans.',
  'If someone pays you an honest compliment today, let yourself enjoy it rather than brushing it aside.',
];

export const workAndMoney: readonly string[] = [
  'At work, consider which of your tasks truly move you forward and which could be simplified.',
  'It may be a good moment to look over your budget calmly, not to judge past choices but to see how your spending reflects your priorities.',
  "A colleague's point of view could shed new light on a problem you have been turning over.",
  'Think about a skill you would like to grow; even a small first step is worth noticing.',
  'Before any money decision, give yourself time to compare your options and, where it matters, to ask someone qualified.',
  'Reflect on what a satisfying workday looks like for you, and notice how today measures up.',
  'Finishing one lingering task could free more energy than starting three new ones.',
  'Notice what you spend on passing comforts and what brings you lasting value; both have their place.',
  'Steady effort is not always noticed right away, and that is fine; keep a note of what you have accomplished.',
  'If a work decision feels unclear, write down the pros and cons and give it a night before you choose.',
];

export const suggestions: readonly string[] = [
  'A gentle suggestion: take a short walk and let your thoughts settle.',
  'Try ending the day by writing down three things that went well.',
  'Give yourself permission to rest this evening, without guilt.',
  'Whenever the day feels crowded, stretch and take a few slow breaths.',
  'Set aside ten quiet minutes for something that brings you joy, just for you.',
  'Tidy one small corner of your space; an ordered room often helps an ordered mind.',
  'Put on music you love and let it shift the mood of your evening.',
  'Reach for a good book or a favourite film tonight and let yourself unwind.',
  'Be as kind to yourself today as you would be to a good friend.',
  'Before bed, set one simple intention for tomorrow and let the rest wait.',
];

export const englishPhrases: PhraseBanks = {
  moods,
  elementNotes,
  relationships,
  workAndMoney,
  suggestions,
};
