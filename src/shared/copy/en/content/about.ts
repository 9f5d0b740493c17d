// /about: who we are, our advisors, how a reading works, our ethics (docs/product.md §1).
import type { ContentSections, SiteFacts } from './types.ts';

export const about = {
  description:
    'Who we are: a Montréal company connecting people across Canada with psychic advisors who have at least 20 years of experience, by phone, 24/7, with clear prices and honest ethics.',
  lead: (facts: SiteFacts) =>
    `${facts.brand} is a Montréal company that connects people across Canada with experienced psychic advisors by phone. Our line is open 24 hours a day, 7 days a week.`,
  sections: {
    whoWeAre: {
      heading: 'Who we are',
      paragraphs: [
        'We started with a simple idea: a good reading should be easy to reach, honestly priced and given by someone who has done this work for a long time. You choose an advisor, call one toll-free number and talk for as long as your prepaid minutes last. There is no subscription and never a bill after the call.',
        'Our team works from Montréal, Québec. We look after the phone line, the website, your account and the advisors’ schedules, and our support team answers by email, by phone and by chat from 9 AM - 9 PM EST.',
      ],
    },
    advisors: {
      heading: 'Our advisors',
      paragraphs: [
        'Every advisor on our line has at least 20 years of experience giving readings. Before joining, each one gives test readings to our team, and we keep listening to what callers tell us afterwards.',
        'Each advisor has their own extension, schedule and way of working: tarot, clairvoyance, mediumship, astrology, or a blend of them. On the home page you can hear each advisor describe their approach in their own words, and see at a glance who is available, busy or offline right now.',
      ],
    },
    howItWorks: {
      heading: 'How a reading works',
      paragraphs: ['Four steps, and you always know what you spend:'],
      items: [
        'Create a free account and confirm your email address.',
        'Buy a package of prepaid minutes in Canadian dollars. Every package adds free minutes, and your minutes never expire.',
        'Verify your phone number, so our line recognises you when you call.',
        (facts) =>
          `Call ${facts.phone}, toll-free, and enter your advisor’s extension. Only the minutes you spend talking with your advisor are counted, and the call ends when your minutes run out.`,
      ],
    },
    ethics: {
      heading: 'Our ethics',
      paragraphs: [
        'A reading is a conversation, not a promise. Every advisor on our line follows these rules:',
      ],
      items: [
        'No guarantees of outcomes. Nobody can promise you a future, and our advisors will not try.',
        'No curse removal, no spells, no rituals for sale and no upsells. If anyone offers to “remove” something for a fee, it is not us: please tell us.',
        'Readings are for guidance and entertainment. They never replace advice from a doctor, a lawyer, a financial adviser or a mental-health professional.',
        'Our service is for adults: you must be 18 or older to create an account and call.',
        'Nobody from our team or our line will ever ask for your card number over the phone.',
      ],
      closing: [
        'If you feel you are spending more than you meant to, take a break. Our support team is here to talk, and we will never pressure you to buy more minutes.',
      ],
    },
  } satisfies ContentSections,
};
