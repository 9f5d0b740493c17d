// /privacy: the Privacy Policy under Québec's private-sector privacy act as amended by Law 25,
// and PIPEDA (docs/product.md §11): the person in charge and how to reach them, what we
// collect and why, processors and transfers outside Québec, retention and destruction
// (docs/product.md §10.14), the rights of access, rectification, portability and deletion, incidents.
import { postalAddressInline } from '#shared/format/postal-address.ts';
import type { ContentSections, LegalDocument, SiteFacts } from './types.ts';

export const privacy = {
  description:
    'How we collect, use, share, keep and protect your personal information under Québec’s Law 25 and PIPEDA, and how to access, correct, export or delete it.',
  updated: 'Last updated: November 26, 2026',
  intro: [
    (facts: SiteFacts) =>
      `This policy explains what personal information ${facts.brand} collects, why, who we share it with, how long we keep it and how you can exercise your rights. It follows Québec’s Act respecting the protection of personal information in the private sector (as amended by Law 25) and Canada’s Personal Information Protection and Electronic Documents Act (PIPEDA).`,
  ],
  sections: {
    officer: {
      heading: 'Person in charge of personal information',
      paragraphs: [
        'Our Privacy Officer is the person in charge of the protection of personal information. They oversee this policy, answer your requests and handle your complaints.',
      ],
      items: [
        'Title: Privacy Officer',
        (facts: SiteFacts) => `Email: ${facts.email}, with “Privacy” in the subject line`,
        (facts: SiteFacts) => `Phone: ${facts.phone}, from 9 AM - 9 PM EST`,
        (facts: SiteFacts) => `Mail: Privacy Officer, ${postalAddressInline(facts.address, 'en')}`,
      ],
    },
    collection: {
      heading: 'What we collect and why',
      paragraphs: ['We collect only what we need to run the service:'],
      items: [
        'Account: your name, email address and password (stored only as a secure hash), your confirmation that you are 18 or older and, if you add them, your birth date and email preferences. We use them to create and secure your account and to write to you about it.',
        'Phone numbers you verify: to recognise you when you call our line, and to text you sign-in and verification codes.',
        'Purchases: the package, the amount, the taxes, any coupon and the payment reference, to add your minutes, issue receipts and meet our tax obligations. We never receive or store your card number.',
        'Calls: the time and length of each call, the minutes used and the advisor’s extension, to bill the minutes you use and answer your questions about a call. We do not record your conversations.',
        'Technical information: your IP address, your browser type and the session cookie, to keep you signed in, protect accounts against abuse (such as repeated sign-in attempts) and fix problems.',
        'Messages you send us, to answer them.',
      ],
      closing: ['We do not sell your personal information.'],
    },
    consent: {
      heading: 'Consent and marketing messages',
      paragraphs: [
        'We use your information only for the purposes above, or for a new purpose with your consent. We send marketing emails or text messages only if you opted in; every one of them has a free way to unsubscribe, which we honour within 10 business days. You can also turn email notifications off in your profile.',
        'Analytics are off until you accept them: see our Cookie Policy.',
      ],
    },
    processors: {
      heading: 'Service providers and transfers outside Québec',
      paragraphs: [
        'We share personal information only with the providers that help us run the service, under written contracts that limit its use to that work and require them to protect it:',
      ],
      items: [
        'Telephony and text messages: our phone-line and SMS provider connects your calls and sends your codes (your phone number and call details).',
        'Payments: PayPal and our Interac payment processor handle your payments (the amount, the order reference and what you give them directly).',
        'Email: our email delivery provider sends account emails and receipts (your name and email address).',
        'Hosting: our servers and database run at a hosting provider (the information described above).',
      ],
      closing: [
        'Some of these providers store or process information outside Québec, in other provinces or in the United States, where the authorities may have access to it under local law. Before such a transfer, we assess its privacy risks, as Québec law requires, and make sure the information will be adequately protected.',
        'We do not give advisors your email address or payment details. We disclose information to authorities only when the law requires it, for example under a court order.',
      ],
    },
    retention: {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep personal information only as long as we need it, then destroy or anonymise it:',
      ],
      items: [
        'Your account information, for as long as your account is open.',
        'When you delete your account, you can no longer sign in and your phone numbers stop being recognised on our line at once. Thirty days later, your personal information is anonymised: your name, email address, phone numbers and birth date are removed for good.',
        'Purchase records, for as long as tax law requires (six years after the end of the year they relate to). Once your account is anonymised, they no longer identify you.',
        'An application to become an advisor that we decline is deleted six months after our answer.',
        'Sessions end after 30 days without use. Security records, such as sign-in attempts, are kept only as long as needed to protect accounts.',
      ],
    },
    rights: {
      heading: 'Your rights',
      paragraphs: ['You have the right to:'],
      items: [
        'Access: know what personal information we hold about you, and get a copy of it.',
        'Rectification: have inaccurate or incomplete information corrected. You can change your name, birth date and email preferences yourself on your profile.',
        'Portability: receive the information you gave us in a structured, commonly used format (JSON), for yourself or for another organisation.',
        'Deletion: close your account with Delete My Account on your dashboard, or ask us to delete information we no longer need.',
        'Withdrawal of consent: stop marketing messages or analytics at any time.',
      ],
      closing: [
        (facts: SiteFacts) =>
          `To exercise a right, write to our Privacy Officer at ${facts.email} from the email address of your account. We may ask you to confirm your identity. We answer within 30 days, free of charge, and explain any refusal in writing.`,
        'If you are not satisfied with our answer, you may file a complaint with the Commission d’accès à l’information du Québec or the Office of the Privacy Commissioner of Canada.',
      ],
    },
    cookies: {
      heading: 'Cookies',
      paragraphs: [
        'We use one strictly necessary cookie to keep you signed in, and a few flags in your browser’s local storage to remember the notices you closed. Analytics run only if you accept them. Our Cookie Policy gives the details and explains how to change your choice.',
      ],
    },
    security: {
      heading: 'Security and incidents',
      paragraphs: [
        'We protect your information with encrypted connections, hashed passwords and codes, and access limited to the people who need it.',
        'If a confidentiality incident occurs, we act at once to reduce the risk, record it in our incident register and, when there is a risk of serious injury, notify the Commission d’accès à l’information, the Office of the Privacy Commissioner of Canada and the people affected.',
      ],
    },
    minors: {
      heading: 'Minors',
      paragraphs: [
        'Our service is for adults 18 and older. We do not knowingly collect information about minors; if we learn that an account belongs to a minor, we close it and delete its information.',
      ],
    },
    changes: {
      heading: 'Changes to this policy',
      paragraphs: [
        'We publish every change on this page with a new date, and tell you by email before a significant change takes effect.',
      ],
    },
  } satisfies ContentSections,
} satisfies LegalDocument;
