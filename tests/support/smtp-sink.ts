// A real SMTP server on 127.0.0.1 (smtp-server, a random port) that keeps every message it
// receives, so the SMTP client is tested over the wire. It can refuse recipients with any SMTP
// reply, the way a real server refuses an unknown mailbox. mailparser is not available here, so
// parseMail() decodes the little our messages use: headers, RFC 2047 words, quoted-printable and
// base64 bodies, multipart/alternative.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  /** The message exactly as it came over DATA (CRLF line ends). */
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Refuse RCPT TO for an address: return the reply code and text, or null to accept. */
  refuseRecipient?: (address: string) => { code: number; message: string } | null;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipient?.(address.address);
      if (!refusal) return callback();
      const error: Error & { responseCode?: number } = new Error(refusal.message);
      error.responseCode = refusal.code;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          envelope: {
            from: mailFrom ? mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          },
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- Decoding ----------------------------------------------------------------------------------

export interface ParsedMail {
  /** Header names lower-cased; values unfolded and RFC 2047-decoded. */
  headers: Map<string, string>;
  /** The text/plain part, decoded. */
  text: string | undefined;
  /** The text/html part, decoded. */
  html: string | undefined;
}

function splitHeadersAndBody(raw: string): { head: string; body: string } {
  const separator = raw.indexOf('\r\n\r\n');
  if (separator === -1) return { head: raw, body: '' };
  return { head: raw.slice(0, separator), body: raw.slice(separator + 4) };
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  // Unfold: a line starting with whitespace continues the previous one.
  for (const line of head.replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.set(
      line.slice(0, colon).trim().toLowerCase(),
      decodeWords(line.slice(colon + 1).trim()),
    );
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=); adjacent words join without space. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_word, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export function decodeQuotedPrintable(text: string): string {
  const withoutSoftBreaks = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < withoutSoftBreaks.length; i += 1) {
    const character = withoutSoftBreaks[i] ?? '';
    const hex = withoutSoftBreaks.slice(i + 1, i + 3);
    if (character === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  switch ((transferEncoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function parsePart(raw: string, into: { text?: string; html?: string }): Map<string, string> {
  const { head, body } = splitHeadersAndBody(raw);
  const headers = parseHeaders(head);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      parsePart(part.replace(/^\r\n/, '').replace(/\r\n$/, ''), into);
    }
  } else {
    const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
    // Messages end their text with CRLF; compare text as it was written.
    const text = decoded.replace(/\r\n/g, '\n');
    if (contentType.toLowerCase().startsWith('text/html')) into.html ??= text;
    else if (contentType.toLowerCase().startsWith('text/plain')) into.text ??= text;
  }
  return headers;
}

export function parseMail(raw: string): ParsedMail {
  const parts: { text?: string; html?: string } = {};
  const headers = parsePart(raw, parts);
  return { headers, text: parts.text, html: parts.html };
}
