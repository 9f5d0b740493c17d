import type { PublicConfig } from '#shared/api/public-config.ts';

/** A configuration whose values are visibly not the defaults, so tests prove they are read. */
export const testPublicConfig: PublicConfig = {
  brandName: 'Test Psychics',
  servicePhone: '1-888-555-0199',
  supportEmail: 'help@test-psychics.example',
  themeMode: 'halloween',
  winCreditsEnabled: true,
  expertApplicationUrl: null,
};
