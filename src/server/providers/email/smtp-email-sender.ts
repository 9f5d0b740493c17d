// The real email client: SMTP through nodemailer (docs/architecture.md §5.5), configured by
// one URL (smtp://user:pass@host:587 or smtps://…:465). A small connection pool keeps the
// handshake off most sends; close() releases it at shutdown.
import nodemailer from 'nodemailer';
import { ProviderError } from '../provider-error.ts';
import type { EmailMessage, EmailSender } from './port.ts';

export interface SmtpEmailSenderOptions {
  /** smtp:// or smtps:// with the credentials, e.g. smtps://user:pass@smtp.example.com:465 */
  smtpUrl: string;
  /** The From header, e.g. `Lumina Psychics <no-reply@lumina-psychics.example>`. */
  from: string;
  /** Connecting, waiting for the greeting, and an idle socket (defaults 10 s, 10 s, 30 s). */
  timeouts?: { connectionMs?: number; greetingMs?: number; socketMs?: number };
}

const smtpProvider = 'smtp';

/** Nodemailer error codes that name a problem with the message or our set-up, not the network. */
const permanentCodes = new Set([
  'EENVELOPE',
  'EMESSAGE',
  'EAUTH',
  'ENOAUTH',
  'EOAUTH2',
  'ECONFIG',
  'EREQUIRETLS',
  'EMAXRECIPIENTS',
  'EFILEACCESS',
  'EURLACCESS',
]);

interface SmtpFailure {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
  message?: unknown;
}

export function createSmtpEmailSender(options: SmtpEmailSenderOptions): EmailSender {
  const transporter = nodemailer.createTransport(
    {
      url: options.smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: options.timeouts?.connectionMs ?? 10_000,
      greetingTimeout: options.timeouts?.greetingMs ?? 10_000,
      socketTimeout: options.timeouts?.socketMs ?? 30_000,
      // Our messages never attach files or fetch URLs; refuse it outright.
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from: options.from },
  );

  return {
    mode: 'smtp',
    async send(message: EmailMessage) {
      let info: { messageId: string; accepted: unknown[] };
      try {
        info = await transporter.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
        });
      } catch (error) {
        throw providerErrorFromSmtp(error);
      }
      if (info.accepted.length === 0) {
        throw new ProviderError(smtpProvider, 'The SMTP server accepted no recipient', {
          retryable: false,
        });
      }
      return { providerMessageId: info.messageId };
    },
    async close() {
      transporter.close();
    },
  };
}

/**
 * RFC 5321: a 4yz reply is transient and a 5yz reply permanent (503, a command out of sequence,
 * is about the session, not the message). Without a reply, a failure to connect or a timeout may
 * pass later; a refused envelope or login will not.
 */
export function providerErrorFromSmtp(error: unknown): ProviderError {
  const failure: SmtpFailure = typeof error === 'object' && error !== null ? error : {};
  const responseCode = typeof failure.responseCode === 'number' ? failure.responseCode : undefined;
  const code = typeof failure.code === 'string' ? failure.code : undefined;
  const retryable =
    responseCode !== undefined
      ? !(responseCode >= 500 && responseCode < 600 && responseCode !== 503)
      : !(code !== undefined && permanentCodes.has(code));
  const detail =
    typeof failure.response === 'string'
      ? failure.response
      : typeof failure.message === 'string'
        ? failure.message
        : String(error);
  return new ProviderError(smtpProvider, `SMTP ${responseCode ?? code ?? 'error'}: ${detail}`, {
    retryable,
    code: responseCode ?? code,
    cause: error,
  });
}
