// /welcome: the landing page for new visitors (docs/product.md §1: WELCOME25, 25% off a first purchase).
import type { SiteFacts } from './types.ts';

export const welcome = {
  description:
    'New here? Talk by phone with psychic advisors who have 20+ years of experience, 24/7. Create your free account and get 25% off your first minutes with WELCOME25.',
  headline: 'Clarity starts with a good conversation',
  lead: 'Talk by phone with psychic advisors who have at least 20 years of experience, any time of the day or night, from anywhere in Canada.',
  createAccount: 'Create Account',
  meetAdvisors: 'Meet our advisors',
  stepsHeading: 'How it works',
  steps: {
    account: {
      title: 'Create your account',
      body: 'Sign up free with your email address and confirm it. You must be 18 or older.',
    },
    minutes: {
      title: 'Buy your minutes',
      body: 'Choose a package in Canadian dollars. Every package adds free minutes, and your minutes never expire.',
    },
    call: {
      title: 'Call your advisor',
      body: (facts: SiteFacts) =>
        `Verify your phone, call ${facts.phone} toll-free, 24/7, and enter your advisor’s extension.`,
    },
  },
  offer: {
    label: 'Welcome offer',
    title: '25% off your first purchase',
    code: 'WELCOME25',
    body: 'Enter this code when you buy your first minutes. One coupon per purchase, for new customers only.',
  },
  promisesHeading: 'Why callers choose us',
  promises: {
    experience: 'Advisors with at least 20 years of experience',
    neverExpire: 'Prepaid minutes that never expire, with no hidden fees',
    billing: 'Billed per started minute, only while you are connected',
    support: 'Support from 9 AM - 9 PM EST by email, phone and chat',
    ethics: 'No guarantees sold, no curse removal, no pressure',
  },
  haveAccount: 'Already have an account?',
  signIn: 'Sign In',
};
