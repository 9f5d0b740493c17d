import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioStandIn, type TwilioStandIn } from '#tests/support/twilio-stand-in.ts';
import { ProviderError } from '../provider-error.ts';
import { createSimulatedSmsSender } from './simulated-sms-sender.ts';
import { createTwilioSmsSender } from './twilio-sms-sender.ts';

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  const { message, retryable, options } = error as ProviderError;
  return { message, retryable, code: options.code, status: options.status };
}

describe('the simulated SMS sender', () => {
  it('accepts a message and answers a Twilio message sid (SM + 32 hex digits)', async () => {
    const sender = createSimulatedSmsSender();
    expect(sender.mode).toBe('simulated');
    const first = await sender.send({ to: '+15145550100', text: 'Your code is 123456' });
    const second = await sender.send({ to: '+15145550100', text: 'Your code is 654321' });
    expect(first.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(second.providerMessageId).not.toBe(first.providerMessageId);
  });

  it.each([
    ['+15005550001', 21211],
    ['+15005550002', 21612],
    ['+15005550003', 21408],
    ['+15005550004', 21610],
    ['+15005550009', 21614],
  ])("fails for Twilio's magic number %s with error %i, for good", async (to, code) => {
    const error = await failure(createSimulatedSmsSender().send({ to, text: 'Your code' }));
    expect(error).toMatchObject({ retryable: false, code, status: 400 });
  });

  it('refuses what Twilio refuses: a number not in E.164, an empty or too long body', async () => {
    const sender = createSimulatedSmsSender();
    expect(await failure(sender.send({ to: '5145550100', text: 'x' }))).toMatchObject({
      code: 21211,
    });
    expect(await failure(sender.send({ to: '+15145550100', text: '' }))).toMatchObject({
      code: 21602,
    });
    expect(
      await failure(sender.send({ to: '+15145550100', text: 'x'.repeat(1601) })),
    ).toMatchObject({ code: 21617 });
    await expect(sender.send({ to: '+15145550100', text: 'x'.repeat(1600) })).resolves.toBeTruthy();
  });

  describe('fails exactly as the real client does against Twilio (the stand-in)', () => {
    let twilio: TwilioStandIn;
    beforeAll(async () => {
      twilio = await startTwilioStandIn();
    });
    afterAll(async () => {
      await twilio.stop();
    });

    it.each(['+15005550001', '+15005550009', '+15005550004', '5145550100'])(
      'for %s',
      async (to) => {
        const real = createTwilioSmsSender({
          accountSid: twilio.accountSid,
          authToken: twilio.authToken,
          from: '+15005550006',
          apiBaseUrl: twilio.baseUrl,
        });
        const simulated = createSimulatedSmsSender({ from: '+15005550006' });
        const message = { to, text: 'Your code is 123456' };
        expect(await failure(simulated.send(message))).toEqual(await failure(real.send(message)));
      },
    );
  });
});
