// The words around the customer area's screens (/dashboard and /profile): headings, labels,
// empty states, hints and confirmations. The spec's own texts (errors, button names, table
// headers) stay in customer.ts; these are ours, written by the web customer-area screens.
export const customerArea = {
  dashboard: {
    /** The card of favourite advisors with their live status (docs/decisions/051). */
    favourites: {
      title: 'My advisors',
      empty: 'No advisor kept yet: press the heart on an advisor’s card to find them here.',
      browse: 'Find an advisor',
    },
    /** Under the page title. */
    welcome: (name: string) => `Welcome back, ${name}.`,
    /** The error banner's close button. */
    dismissError: 'Dismiss this message',
    /** While a payment dispute is open (docs/decisions/027); the support address follows. */
    accountHold: {
      heading: 'Your account is on hold',
      body: 'A payment dispute is open on one of your purchases. Until it is resolved, you cannot buy minutes or call an advisor. The unused minutes of the disputed purchase were set aside: they come back if the dispute ends without a refund.',
      contact: 'To resolve it, write to our support team:',
      /** Instead of `body` when our support team put the account on hold (docs/decisions/047). */
      heldBody:
        'Our support team put your account on hold. Until it is lifted, you cannot buy minutes or call an advisor; you can still sign in and see your account.',
    },
    phoneNumbers: {
      heading: 'Phone Numbers',
      intro: 'Our line recognises you when you call from one of these numbers.',
      none: 'No phone number yet.',
      /** The delete icon's accessible name: "Delete (514) 555-0101". */
      deleteNumber: (phone: string) => `Delete ${phone}`,
      confirmDeleteTitle: 'Delete this phone number?',
      confirmDeleteBody: (phone: string) =>
        `Calls from ${phone} will no longer be recognised as yours.`,
      confirmDelete: 'Delete',
      keep: 'Keep it',
      deleted: (phone: string) => `${phone} was removed from your account.`,
      added: (phone: string) => `${phone} was added to your account.`,
      addHeading: 'Add a phone number',
      addHint: 'Digits only, for example 5145550101. We will text a 6-digit code to it.',
      verifyAndAdd: 'Verify and Add',
    },
    creditBalance: {
      heading: 'Credit Balance',
      neverExpire: 'Your minutes never expire.',
    },
    accountInfo: {
      heading: 'Account Information',
      name: 'Name',
      memberSince: 'Member since',
      totalPurchases: 'Total purchases',
    },
    promoCode: {
      code: 'Code',
      discount: (percent: number) => `${percent}% off your next purchase`,
      validUntil: (date: string) => `Valid until ${date}`,
      copyCode: 'Copy code',
      useNow: 'Use it now',
    },
    purchaseHistory: {
      heading: 'Purchase History',
      empty: 'No purchases yet. Your purchases and monthly cashback will be listed here.',
      /** Read instead of the order ID of a row that has none (monthly cashback). */
      noOrderId: 'None',
    },
    usageHistory: {
      heading: 'Credit Usage History',
      empty: 'No calls yet. Each call and the minutes it used will be listed here.',
    },
    dataExport: {
      heading: 'Your Data',
      download: 'Download my data',
      description:
        'A JSON file with everything we hold about you: your profile, phone numbers, purchases, calls, coupons, consent records and the messages we sent you.',
    },
    deletion: {
      heading: 'Delete Your Account',
      intro:
        'Deleting your account signs you out, stops our line recognising your phone numbers and removes your remaining minutes. This cannot be undone.',
      dialogTitle: 'Delete your account?',
      dialogBody: [
        'You will be signed out at once and will not be able to sign in again.',
        'Your phone numbers will no longer be recognised when you call, and your remaining minutes will be lost.',
        'Your personal data is anonymised after 30 days; purchase records are kept as tax law requires.',
      ],
      /** The confirmation field's label: "Type DELETE to confirm". */
      fieldLabel: (word: string) => `Type ${word} to confirm`,
      confirm: 'Delete My Account',
    },
    noPhoneNotice: {
      title: 'Add your phone number',
      body: [
        'A verified phone number lets our line recognise you when you call, so you can talk to an advisor right away.',
        'It is also how we track and deduct the minutes you use.',
      ],
      later: 'Not now',
    },
  },
  profile: {
    intro: 'Your personal details and how we may contact you.',
    name: 'Name',
    email: 'Email address',
    emailReadOnly: 'Your email address cannot be changed here.',
    birthDate: 'Date of birth',
    birthDateHint: 'You must be 18 or older.',
    notProvided: 'Not provided',
    emailNotifications: 'Email notifications',
    subscribed: 'Subscribed',
    notSubscribed: 'Not subscribed',
    updated: 'Your profile has been updated.',
    signIn: 'Sign In',
  },
};
