import type { PublicConfig } from '#shared/api/public-config.ts';
import type { SessionUser } from '#shared/api/auth.ts';
import type { CustomerProfile } from '#shared/api/customer.ts';

/** A configuration whose values are visibly not the defaults, so tests prove they are read. */
export const testPublicConfig: PublicConfig = {
  brandName: 'Test Psychics',
  servicePhone: '1-888-555-0199',
  supportEmail: 'help@test-psychics.example',
  businessAddress: {
    legalName: 'Test Psychics inc.',
    street: '500, rue Sherbrooke Ouest, bureau 210',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H3A 3G4',
  },
  themeMode: 'halloween',
  winCreditsEnabled: true,
  expertApplicationUrl: null,
  tagManagerId: null,
  chatWidgetUrl: null,
  paypal: { clientId: 'sim-paypal-client-id', sdkBaseUrl: '/sim/paypal/sdk/js' },
  paymentMethods: ['paypal', 'interac'],
  testMode: false,
  socialLinks: { facebook: null, twitter: null, instagram: null },
};

/** A signed-in customer as GET /api/auth/session describes them. */
export const testUser: SessionUser = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  name: 'Morgan',
  email: 'morgan@example.com',
  credits: 30,
  phoneNumbers: ['5145550100'],
  createdAt: '2026-10-01T12:00:00.000Z',
  language: 'en',
};

/** The same customer as GET /api/me describes them (the customer area). */
export const testCustomerProfile: CustomerProfile = {
  ...testUser,
  birthDate: null,
  emailNotifications: false,
  purchasesCount: 0,
  accountHold: null,
};
