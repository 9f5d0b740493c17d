// The rest of the demo data (docs/contracts.md "Demo data"): the demo customer, the welcome coupon,
// the seasonal promotion and the announcement, whose texts are in English and Québec French.
// Times are relative to the seed's clock.

export const demoCustomer = {
  name: 'Demo Customer',
  email: 'demo@lumina-psychics.example',
  password: 'demo-password',
  phone: '5145550100',
  credits: 30,
  creditNote: 'Demo credit',
} as const;

export const welcomeCoupon = {
  code: 'WELCOME25',
  type: 'percentage_off',
  value: 25,
  maxUses: 1,
  firstPurchaseOnly: true,
  source: 'operator',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export const seasonalPromotion = {
  startsBeforeSeedMs: DAY_MS,
  endsAfterSeedMs: 14 * DAY_MS,
  message:
    'Halloween special: every package comes with free bonus minutes while the veil is thin. Treat yourself to a reading!',
  messageFr:
    'Promotion d’Halloween\u00a0: des minutes en prime avec chaque forfait, tant que le voile entre les mondes est mince. Offrez-vous une consultation!',
  linkUrl: '/pricing',
  backgroundColor: '#3b0764',
  textColor: '#fde68a',
} as const;

export const welcomeAnnouncement = {
  severity: 'info',
  title: 'An account is now required to call',
  message:
    'Buy your minutes in advance, then call from the phone number saved on your account.\nYour minutes never expire, and you only pay for the time you spend with your advisor.',
  titleFr: 'Un compte est maintenant requis pour appeler',
  messageFr:
    'Achetez vos minutes à l’avance, puis appelez du numéro de téléphone enregistré dans votre compte.\nVos minutes n’expirent jamais, et vous payez seulement le temps passé avec votre conseiller ou conseillère.',
} as const;
