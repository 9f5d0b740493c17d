// /contact: support channels and the FAQ. The package answers are built from the four bundles
// (docs/product.md §10.9), so these texts take the figures as placeholders and never state them.
export const contact = {
  description:
    'Reach our Montréal support team by email, phone or chat from 9 AM - 9 PM EST, and find answers about packages, minutes, billing and your account.',
  lead: 'Questions about your account, a purchase or a call? Our support team in Montréal is here to help, and many answers are just below.',
  channelsHeading: 'Get in touch',
  email: {
    label: 'Email',
    hint: 'Write to us any time. We reply during support hours.',
  },
  phone: {
    label: 'Phone',
    hint: 'Toll-free in Canada. Readings 24/7; support from 9 AM - 9 PM EST.',
  },
  chat: {
    label: 'Chat',
    value: 'Help chat on every page',
    hint: 'Open the help button in the corner of any page to chat with us during support hours.',
  },
  hours: {
    label: 'Support hours',
    hint: 'When our support team answers. The reading line itself is open 24/7.',
  },
  location: {
    label: 'Where we are',
  },
  privacyLead: 'Privacy requests (a copy of your data, a correction or deletion) go to our',
  privacyLink: 'Privacy Officer',
  privacyEnd: '.',
  faqHeading: 'Frequently asked questions',
  faq: {
    packages: {
      question: 'What packages can I buy?',
      intro: 'Four packages, all priced in Canadian dollars (CAD):',
      item: (name: string, minutes: number, freeMinutes: number, price: string, total: string) =>
        `${name}: ${minutes} minutes + ${freeMinutes} free minutes for ${price} CAD (${total} with GST and QST)`,
      outro:
        'Every package includes a one-on-one reading, the reading type of your choice and our satisfaction guarantee.',
    },
    expiry: {
      question: 'Do my minutes expire?',
      answer:
        'No. Your minutes never expire, and there are no inactivity or account fees. Free minutes, coupon minutes and cashback minutes do not expire either.',
    },
    billing: {
      question: 'How am I billed during a call?',
      answer:
        'By the started minute of your conversation, from the moment your advisor answers: a call of 4 minutes and 10 seconds uses 5 minutes. Menus, ringing and calls that do not connect cost nothing, and the call ends when your minutes run out, so you never owe anything afterwards.',
    },
    account: {
      question: 'Do I need an account to call?',
      answer:
        'Yes. Create a free account, buy minutes in advance and verify your phone number: our line then recognises you by caller ID. Billing through your phone bill no longer exists.',
    },
    payment: {
      question: 'How can I pay?',
      answer:
        'With PayPal, a credit card or Interac. Prices are in Canadian dollars, and the GST, the QST and the total are shown before you pay. We never ask for your card number over the phone.',
    },
    cashback: {
      question: 'What is monthly cashback?',
      answer: (rates: string) =>
        `On the 1st of each month, we add bonus minutes for the paid minutes you bought the month before: ${rates}. Free minutes are not counted.`,
      rate: (name: string, percent: number) => `${name} ${percent}%`,
    },
    phones: {
      question: 'Can I call from more than one phone?',
      answer:
        'Yes. Add and verify each number on your dashboard; the first one is your primary number. A phone number can belong to one account only.',
    },
    coupons: {
      question: 'How do I use a coupon code?',
      answer:
        'Enter it on the Buy Credits page before checking out. One coupon per purchase. New customers get 25% off their first purchase with the code WELCOME25.',
    },
    satisfaction: {
      question: 'What if I am not happy with a reading?',
      answer:
        'Within 24 hours of the call, ask for its minutes back from the usage history on your dashboard. One claim every 30 days, of up to 20 minutes, is granted at once; our team decides on any other and tells you by email. Our Terms & Conditions also explain refunds of unused minutes.',
    },
    guarantees: {
      question: 'Can an advisor guarantee what will happen?',
      answer:
        'No, and nobody honest can. Readings are for guidance and entertainment. Our advisors never sell curse removal, spells or rituals; if anyone offers you one, please tell us.',
    },
    age: {
      question: 'How old do I need to be?',
      answer: '18 or older. You confirm your age when you create your account.',
    },
    data: {
      question: 'How do I close my account or get a copy of my data?',
      answer:
        'Delete My Account on your dashboard closes your account at once. To get a copy of your data, write to our Privacy Officer at the support address. Our Privacy Policy explains what we keep and for how long.',
    },
  },
};
