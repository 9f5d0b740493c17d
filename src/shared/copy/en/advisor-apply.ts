// The texts of the application to become an advisor (/advisors/apply, docs/decisions/049): the
// form, its hints and errors, the confirmation page, and the names of the specialties and
// languages (which the back office shows too). A catalogue of its own, so only that page
// downloads it (docs/decisions/018).
import type { AdvisorLanguage, AdvisorSpecialty } from '#shared/advisors/specialties.ts';

export const advisorApply = {
  description: (brand: string) =>
    `Apply to read for ${brand}'s callers: tell us who you are, what you read and how you read.`,
  intro: (brand: string) =>
    `${brand}'s advisors read by phone for callers across Canada, from home, on the hours they choose. Tell us about yourself: we read every application and answer each one by email.`,
  requiredNote: 'Every field is required.',
  name: 'Full name',
  email: 'Email',
  phone: 'Mobile phone number',
  phoneHint:
    'The number you would take calls on, 10 digits. If you are approved, we text you there.',
  languages: 'Languages you read in',
  languagesHint: 'One or both.',
  specialties: 'Specialties',
  specialtiesHint: 'Choose every one you practise.',
  years: 'Years of experience',
  yearsHint: 'Whole years of reading for others, paid or not.',
  sample: 'A sample reading',
  sampleHint: (min: number, max: number) =>
    `Write a short reading as you would give it to a caller (${min} to ${max} characters).`,
  sampleCount: (count: number, max: number) => `${count} of ${max} characters`,
  consent: (brand: string) =>
    `I agree that ${brand} may keep what I send here and contact me by email, text message or phone about my application, as its Privacy Policy describes.`,
  privacyLink: 'Read the Privacy Policy',
  /** The honeypot: hidden from people, so only a robot fills it in. */
  website: 'Leave this field empty',
  submit: 'Send my application',
  sending: 'Sending…',
  errors: {
    nameRequired: 'Please enter your name.',
    nameTooLong: (max: number) => `Your name must not exceed ${max} characters.`,
    languagesRequired: 'Choose at least one language.',
    specialtiesRequired: 'Choose at least one specialty.',
    yearsInvalid: (max: number) => `Enter a whole number of years, from 0 to ${max}.`,
    sampleTooShort: (min: number) => `Your sample reading needs at least ${min} characters.`,
    sampleTooLong: (max: number) => `Your sample reading must not exceed ${max} characters.`,
    consentRequired: 'Please agree so that we may read your application and answer you.',
    alreadyOpen:
      'We already have an application from this email address and have not answered it yet. We will write to you as soon as it has been read.',
    /** Past the limits (docs/decisions/049): how long to wait, at most, since a window is fixed. */
    tooManyFromAddress:
      'Several applications were already sent from this connection in the last hour. Please try again in an hour.',
    tooManyFromEmail:
      'Several applications were already sent from this email address today. Please try again in 24 hours.',
    failed: 'Your application could not be sent. Please try again in a moment.',
  },
  sent: {
    title: 'Thank you, your application is sent',
    body: (email: string) =>
      `We emailed a confirmation to ${email}. Our team reads every application; we will write to you at that address with our answer.`,
    next: 'If you are approved, we create your advisor account and text you a link to sign in to your advisor space with your phone number.',
    home: 'Back to the home page',
  },
  specialtyNames: {
    tarot: 'Tarot',
    astrology: 'Astrology',
    numerology: 'Numerology',
    mediumship: 'Mediumship',
    clairvoyance: 'Clairvoyance',
    love: 'Love and relationships',
    career: 'Career and money',
    dreams: 'Dream interpretation',
    pastLives: 'Past lives',
  } satisfies Record<AdvisorSpecialty, string>,
  languageNames: { fr: 'French', en: 'English' } satisfies Record<AdvisorLanguage, string>,
};
