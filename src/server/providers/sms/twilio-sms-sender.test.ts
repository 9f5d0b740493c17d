import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTwilioStandIn, type TwilioStandIn } from '#tests/support/twilio-stand-in.ts';
import { ProviderError } from '../provider-error.ts';
import { createTwilioSmsSender, type TwilioSmsSenderOptions } from './twilio-sms-sender.ts';

let twilio: TwilioStandIn;
beforeEach(async () => {
  twilio = await startTwilioStandIn();
});
afterEach(async () => {
  await twilio.stop();
});

function sender(overrides: Partial<TwilioSmsSenderOptions> = {}) {
  return createTwilioSmsSender({
    accountSid: twilio.accountSid,
    authToken: twilio.authToken,
    from: '+15145550199',
    apiBaseUrl: twilio.baseUrl,
    ...overrides,
  });
}

async function caught(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe("the Twilio SMS sender (Twilio's Messages API, here its stand-in)", () => {
  it('sends To, From and Body form-encoded with Basic auth, and answers the message sid', async () => {
    const result = await sender().send({
      to: '+15145550100',
      text: 'Lumina Psychics: your code is 123456 & expires in 10 minutes',
    });

    const [request, ...others] = twilio.requests;
    if (!request) throw new Error('the stand-in received nothing');
    expect(others).toHaveLength(0);
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`);
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
    );
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers.accept).toBe('application/json');
    expect(request.form).toEqual({
      To: '+15145550100',
      From: '+15145550199',
      Body: 'Lumina Psychics: your code is 123456 & expires in 10 minutes',
    });
    expect(twilio.messages).toHaveLength(1);
    expect(result.providerMessageId).toBe(twilio.messages[0]?.sid);
    expect(result.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it('turns a wrong auth token into a permanent error (401, Twilio 20003)', async () => {
    const error = await caught(
      sender({ authToken: 'not-the-token' }).send({ to: '+15145550100', text: 'Hi' }),
    );
    expect(error.retryable).toBe(false);
    expect(error.options).toMatchObject({ code: 20003, status: 401 });
    expect(twilio.messages).toHaveLength(0);
  });

  it('turns an invalid number into a permanent error (400, Twilio 21211)', async () => {
    const error = await caught(sender().send({ to: '+15005550001', text: 'Hi' }));
    expect(error.retryable).toBe(false);
    expect(error.options).toMatchObject({ code: 21211, status: 400 });
    expect(error.message).toContain("The 'To' number +15005550001 is not a valid phone number.");
  });

  it('turns a number that cannot receive SMS into a permanent error (Twilio 21614)', async () => {
    const error = await caught(sender().send({ to: '+15005550009', text: 'Hi' }));
    expect(error.retryable).toBe(false);
    expect(error.options.code).toBe(21614);
  });

  it("turns Twilio's own failure (500) and its rate limit (429) into retryable errors", async () => {
    twilio.failNext(500);
    twilio.failNext(429);
    const serverError = await caught(sender().send({ to: '+15145550100', text: 'Hi' }));
    expect(serverError.retryable).toBe(true);
    expect(serverError.options).toMatchObject({ status: 500, code: 20500 });
    const tooMany = await caught(sender().send({ to: '+15145550100', text: 'Hi' }));
    expect(tooMany.retryable).toBe(true);
    expect(tooMany.options).toMatchObject({ status: 429, code: 20429 });
    // The third attempt goes through.
    await expect(sender().send({ to: '+15145550100', text: 'Hi' })).resolves.toBeTruthy();
    expect(twilio.messages).toHaveLength(1);
  });

  it('gives up on a request that takes too long, as a retryable error', async () => {
    twilio.delayNext(1_000);
    const error = await caught(sender({ timeoutMs: 100 }).send({ to: '+15145550100', text: 'Hi' }));
    expect(error.retryable).toBe(true);
    expect(error.options.code).toBe('ETIMEDOUT');
  });

  it('turns an unreachable API into a retryable error', async () => {
    const baseUrl = twilio.baseUrl;
    await twilio.stop();
    const error = await caught(
      sender({ apiBaseUrl: baseUrl }).send({ to: '+15145550100', text: 'Hi' }),
    );
    expect(error.retryable).toBe(true);
    expect(error.options.code).toBe('ECONNREFUSED');
    twilio = await startTwilioStandIn();
  });
});
