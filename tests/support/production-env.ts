// A production configuration with every provider real: what a live deployment sets (README.md
// "Configuration"), with values of the right form that reach nothing. Tests start from it and
// take one thing away to see the server refuse it.
export const completeProductionEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://lumina.example',
  SMTP_URL: 'smtps://mailer:not-a-secret@smtp.example.com:465',
  TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`,
  TWILIO_AUTH_TOKEN: 'a-real-twilio-token',
  TWILIO_SMS_FROM: '+15145550199',
  PAYPAL_CLIENT_ID: 'live-paypal-client-id',
  PAYPAL_CLIENT_SECRET: 'live-paypal-client-secret',
  PAYPAL_WEBHOOK_ID: 'WH-0LIVE0000000000',
  GIGADAT_ACCESS_TOKEN: 'gigadat-access-token',
  GIGADAT_SECURITY_TOKEN: 'gigadat-security-token',
  GIGADAT_CAMPAIGN_ID: 'campaign-1',
  BUSINESS_ADDRESS:
    'Services Psychiques Lumina inc.; 4200, boulevard Saint-Laurent, bureau 800; Montréal; QC; H2W 2R2',
} as const satisfies Record<string, string>;

/** The complete production configuration without the variables named. */
export function productionEnvWithout(
  ...names: (keyof typeof completeProductionEnv)[]
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(completeProductionEnv).filter(([name]) => !(names as string[]).includes(name)),
  );
}
