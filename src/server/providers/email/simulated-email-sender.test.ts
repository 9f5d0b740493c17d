import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error.ts';
import { createSimulatedEmailSender } from './simulated-email-sender.ts';

const message = { subject: 'Welcome', text: 'Hello' };

describe('the simulated email sender', () => {
  it('accepts a message and numbers it sim-email-<n>', async () => {
    const sender = createSimulatedEmailSender();
    expect(sender.mode).toBe('simulated');
    expect(await sender.send({ ...message, to: 'marie@example.com' })).toEqual({
      providerMessageId: 'sim-email-1',
    });
    expect(await sender.send({ ...message, to: 'jean@example.ca' })).toEqual({
      providerMessageId: 'sim-email-2',
    });
  });

  it.each(['nobody@example.invalid', 'nobody@INVALID', 'no-at-sign', '@example.com', 'me@'])(
    'refuses the undeliverable address %s for good, as an SMTP server would (550)',
    async (to) => {
      const sender = createSimulatedEmailSender();
      const error = await sender.send({ ...message, to }).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).retryable).toBe(false);
      expect((error as ProviderError).options.code).toBe(550);
    },
  );
});
