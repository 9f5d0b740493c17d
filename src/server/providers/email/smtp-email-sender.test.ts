import { createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMail, startSmtpSink, type SmtpSink } from '#tests/support/smtp-sink.ts';
import { ProviderError } from '../provider-error.ts';
import type { EmailSender } from './port.ts';
import { createSmtpEmailSender } from './smtp-email-sender.ts';

const from = 'Lumina Psychics <no-reply@lumina-psychics.example>';
const longLink = `http://localhost:3000/confirm-email?token=${'AbC-_9'.repeat(20)}&next=%2Fdashboard`;

let sink: SmtpSink | undefined;
let sender: EmailSender | undefined;
afterEach(async () => {
  await sender?.close();
  await sink?.stop();
  sender = undefined;
  sink = undefined;
});

async function caught(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** A port nothing listens on: bound for a moment, then released. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the SMTP email sender', () => {
  it('delivers the message over SMTP: envelope, From, To, Subject and a long link intact', async () => {
    sink = await startSmtpSink();
    sender = createSmtpEmailSender({ smtpUrl: sink.url, from });
    const text = `Welcome!\n\nConfirm your email address by opening this link:\n${longLink}\n\nSee you soon.`;

    const result = await sender.send({
      to: 'marie@example.com',
      subject: 'Confirmez votre adresse — Lumina Psychics',
      text,
    });

    const [mail, ...others] = sink.received;
    if (!mail) throw new Error('the sink received nothing');
    expect(others).toHaveLength(0);
    expect(mail.envelope).toEqual({
      from: 'no-reply@lumina-psychics.example',
      to: ['marie@example.com'],
    });
    const parsed = parseMail(mail.raw);
    expect(parsed.headers.get('from')).toBe(from);
    expect(parsed.headers.get('to')).toBe('marie@example.com');
    expect(parsed.headers.get('subject')).toBe('Confirmez votre adresse — Lumina Psychics');
    expect(parsed.headers.get('message-id')).toBe(result.providerMessageId);
    // The link is longer than an SMTP line may be: it arrives folded and decodes back whole.
    expect(mail.raw).not.toContain(longLink);
    expect(parsed.text?.trimEnd()).toBe(text);
  });

  it('sends the HTML alternative along with the text', async () => {
    sink = await startSmtpSink();
    sender = createSmtpEmailSender({ smtpUrl: sink.url, from });
    await sender.send({
      to: 'marie@example.com',
      subject: 'Welcome',
      text: `Open ${longLink}`,
      html: `<p><a href="${longLink.replace(/&/g, '&amp;')}">Confirm</a></p>`,
    });
    const parsed = parseMail(sink.received[0]?.raw ?? '');
    expect(parsed.text?.trimEnd()).toBe(`Open ${longLink}`);
    expect(parsed.html).toContain(`href="${longLink.replace(/&/g, '&amp;')}"`);
  });

  it('turns a refused recipient (550) into a permanent ProviderError', async () => {
    sink = await startSmtpSink({
      refuseRecipient: (address) =>
        address.endsWith('@nowhere.example')
          ? { code: 550, message: '5.1.1 Mailbox does not exist' }
          : null,
    });
    sender = createSmtpEmailSender({ smtpUrl: sink.url, from });

    const error = await caught(
      sender.send({ to: 'ghost@nowhere.example', subject: 'Hi', text: 'Hello' }),
    );
    expect(error.retryable).toBe(false);
    expect(error.options.code).toBe(550);
    expect(error.message).toContain('Mailbox does not exist');
    expect(sink.received).toHaveLength(0);
  });

  it('turns a temporary refusal (451) into a retryable ProviderError', async () => {
    sink = await startSmtpSink({
      refuseRecipient: () => ({ code: 451, message: '4.7.1 Greylisted, try again later' }),
    });
    sender = createSmtpEmailSender({ smtpUrl: sink.url, from });

    const error = await caught(sender.send({ to: 'marie@example.com', subject: 'Hi', text: 'Hi' }));
    expect(error.retryable).toBe(true);
    expect(error.options.code).toBe(451);
  });

  it('turns a server that cannot be reached into a retryable ProviderError', async () => {
    sender = createSmtpEmailSender({
      smtpUrl: `smtp://127.0.0.1:${await deadPort()}`,
      from,
      timeouts: { connectionMs: 2_000 },
    });
    const error = await caught(sender.send({ to: 'marie@example.com', subject: 'Hi', text: 'Hi' }));
    expect(error.retryable).toBe(true);
    expect(error.provider).toBe('smtp');
    expect(['ECONNECTION', 'ESOCKET']).toContain(error.options.code);
  });
});
