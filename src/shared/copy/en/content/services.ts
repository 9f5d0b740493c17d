// /services: the kinds of readings and how calling works (docs/product.md §1, docs/product.md §10.3, 6).
import type { SiteFacts } from './types.ts';

export const services = {
  description:
    'Tarot, clairvoyance, mediumship, astrology, love and career readings by phone with advisors who have 20+ years of experience. How calling works, step by step.',
  lead: 'Whatever is on your mind, there is an advisor who works the way you want. Every reading is one-on-one, by phone, and you choose the kind of reading.',
  readingsHeading: 'Kinds of readings',
  readings: {
    tarot: {
      title: 'Tarot',
      body: 'The cards as a mirror for a question or a decision. Your advisor lays out a spread and walks you through what each card brings to light.',
    },
    clairvoyance: {
      title: 'Clairvoyance',
      body: 'Impressions and images your advisor receives about your situation, for a fresh angle on what is happening around you.',
    },
    mediumship: {
      title: 'Mediumship',
      body: 'A gentle space to feel close to someone you have lost. Mediums share what comes through with care, and never pressure you to call again.',
    },
    astrology: {
      title: 'Astrology',
      body: 'Your birth chart, the transits of the moment and the year ahead. Have your date, time and place of birth at hand for the most detailed reading.',
    },
    love: {
      title: 'Love & relationships',
      body: 'New connections, long relationships, breakups and family ties: talk it through with someone who listens and reads the energy around it.',
    },
    career: {
      title: 'Career & life path',
      body: 'Job changes, studies, projects and next steps. A reading can help you sort out your options and hear your own instincts more clearly.',
    },
  },
  callingHeading: 'How calling works',
  callingIntro:
    'Every call goes through one toll-free number, open 24/7. Here is what happens from your first purchase to the end of a call.',
  steps: {
    buy: {
      title: 'Buy minutes',
      body: 'Choose a package on the Pricing page and pay with PayPal, a credit card or Interac. The minutes, free minutes included, are added to your account as soon as the payment is complete, and they never expire.',
    },
    verify: {
      title: 'Verify your phone',
      body: 'Add your phone number on your dashboard and confirm it with the 6-digit code we text you. That is how our line knows it is you: no PIN to remember, and no card number over the phone.',
    },
    call: {
      title: 'Call the line, 24/7',
      body: (facts: SiteFacts) =>
        `Dial ${facts.phone} from your verified phone. It is toll-free from anywhere in Canada and open 24 hours a day, 7 days a week.`,
    },
    extension: {
      title: 'Enter the extension',
      body: 'Key in your advisor’s extension, shown on their card on the home page, followed by the # key. If your advisor is available, we connect you at once.',
    },
    billing: {
      title: 'Billed per started minute',
      body: 'Billing starts only when your advisor answers, and counts each started minute of your conversation. Menus, ringing and calls that do not connect cost nothing.',
    },
    end: {
      title: 'The call ends with your minutes',
      body: 'When your prepaid minutes run out, the call ends. You are never billed after a call and never owe us anything; buy more minutes whenever you want to continue.',
    },
  },
};
