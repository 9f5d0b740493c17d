// /pricing: the four packages and monthly cashback (docs/product.md §2, §9; docs/product.md §10.3–5, 16). Every
// figure arrives as a placeholder from the bundles, so no price is written here. Québec's
// all-in price rule: the price includes every fee but GST and QST, and the words "no taxes" or
// "tax free" are never used.
export const pricing = {
  /** The page description, with the packages listed from the bundles. */
  description: (packages: string) =>
    `Prepaid psychic reading minutes in Canadian dollars: ${packages} CAD, plus GST and QST. Free minutes with every package, minutes that never expire and monthly cashback.`,
  descriptionItem: (name: string, price: string) => `${name} ${price}`,
  lead: 'Buy minutes in advance and call whenever you like. Every package adds free minutes, and your minutes never expire.',
  packagesHeading: 'Packages',
  allInPrice: (taxRate: string) =>
    `Prices are in Canadian dollars (CAD). A package’s price is the full price of its minutes: there are no connection, subscription or service fees. GST and QST (${taxRate} together) are added at checkout; each package shows its tax and the total you pay.`,
  card: {
    /** Beside each card's price: the currency in English. */
    afterPrice: 'CAD',
    price: 'Price',
    tax: (taxRate: string) => `GST + QST (${taxRate})`,
    total: 'Total',
    minutes: (minutes: number, freeMinutes: number) =>
      `${minutes} minutes + ${freeMinutes} free minutes`,
    minutesInAll: (minutes: number) => `${minutes} minutes in all`,
    perMinute: (price: string) => `${price} per minute`,
    perMinuteHint: 'before tax, free minutes included',
    cashback: (percent: number) => `${percent}% monthly cashback`,
    noCashback: 'No monthly cashback',
    featuresLabel: 'Included',
    buy: (name: string) => `Buy ${name}`,
  },
  welcomeOffer:
    'New here? Create an account and use the code WELCOME25 for 25% off your first purchase.',
  welcomeOfferLink: 'Create Account',
  cashback: {
    heading: 'Monthly cashback',
    intro:
      'The more minutes you buy, the more you get back. On the 1st of each month, we add bonus minutes to your account for the paid minutes you bought the month before.',
    ratesCaption: 'Cashback rate by package',
    packageColumn: 'Package',
    rateColumn: 'Cashback',
    rate: (percent: number) => `${percent}%`,
    rulesHeading: 'How it works',
    rules: {
      when: 'Cashback is added automatically on the 1st of each month, Montréal time. There is nothing to claim.',
      which: (packages: string) =>
        `It counts the paid minutes of last month’s ${packages} packages, at each package’s rate.`,
      excluded: 'Free minutes, coupon bonus minutes and cashback minutes are not counted.',
      rounding:
        'The bonus is rounded up to the next whole minute, appears in your purchase history as “Monthly Cashback” and never expires.',
    },
    example: (name: string, minutes: number, percent: number, bonus: number) =>
      `Example: you buy the ${name} package (${minutes} paid minutes at ${percent}%) in March. On April 1, you receive ${bonus} bonus ${bonus === 1 ? 'minute' : 'minutes'}.`,
  },
  notesHeading: 'Good to know',
  notes: {
    neverExpire: 'Your minutes never expire, and there are no inactivity or account fees.',
    billing:
      'Calls are billed per started minute, only while you are connected to your advisor. The call ends when your minutes run out, so you never owe anything afterwards.',
    coupons: 'One coupon per purchase. Coupons are applied before tax.',
    terms: 'Refunds, cancellation and the satisfaction guarantee are explained in our',
    termsLink: 'Terms & Conditions',
    termsEnd: '.',
  },
};
