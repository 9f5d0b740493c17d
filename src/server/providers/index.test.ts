import { describe, expect, it } from 'vitest';
import { parseConfig } from '#server/config.ts';
import { createProviders } from './index.ts';

function logged() {
  const lines: { details: object; message: string }[] = [];
  return {
    lines,
    logger: { info: (details: object, message: string) => lines.push({ details, message }) },
  };
}

describe('createProviders', () => {
  it('simulates every channel when nothing is configured, and says so', async () => {
    const { lines, logger } = logged();
    const providers = createProviders(parseConfig({}), { logger });
    expect(providers.email.mode).toBe('simulated');
    expect(providers.sms.mode).toBe('simulated');
    expect(lines.map((line) => line.details)).toEqual([
      { channel: 'email', mode: 'simulated' },
      { channel: 'sms', mode: 'simulated' },
    ]);
    expect(lines[0]?.message).toContain('/dev/outbox');
    await providers.email.close();
  });

  it('uses SMTP and Twilio when they are configured, and never logs a secret', async () => {
    const { lines, logger } = logged();
    const providers = createProviders(
      parseConfig({
        SMTP_URL: 'smtps://mailer:smtp-secret@smtp.example.com:465',
        TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
        TWILIO_AUTH_TOKEN: 'twilio-secret-token',
        TWILIO_SMS_FROM: '+15145550199',
      }),
      { logger },
    );
    expect(providers.email.mode).toBe('smtp');
    expect(providers.sms.mode).toBe('twilio');
    expect(lines.map((line) => line.details)).toEqual([
      { channel: 'email', mode: 'smtp', smtpHost: 'smtp.example.com:465' },
      {
        channel: 'sms',
        mode: 'twilio',
        from: '+15145550199',
        apiBaseUrl: 'https://api.twilio.com',
      },
    ]);
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain('smtp-secret');
    expect(everything).not.toContain('twilio-secret-token');
    await providers.email.close();
  });

  it('keeps SMS simulated while a Twilio setting is missing', () => {
    const providers = createProviders(
      parseConfig({ TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'secret-token' }),
    );
    expect(providers.sms.mode).toBe('simulated');
  });
});
