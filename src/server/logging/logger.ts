// The server's logger: pino, JSON lines for machines, readable lines when a person watches a
// terminal and pino-pretty (a development dependency) is installed. Whatever the level, no line
// carries a secret (docs/decisions/028, rules in redaction.ts):
// - a request is one line when its answer is finished (request-line.ts): its id, method, route,
//   path without the query, status and duration; never its headers (cookies, authorization,
//   provider signatures) nor its body. A request logged as `req` elsewhere shows method, path
//   and query (secret values redacted), host and address; a reply as `res`, its status only;
// - every line written while a request is answered, or a background run works, carries its id
//   as `reqId` (the mixin below reads it from the work context: no child logger per request);
// - every other field, at any depth and errors included, passes through the redaction rules
//   (a formatter), and so do the message and the error message pino makes one of (Fastify's
//   "Route GET:/… not found" carries the URL).
// pino's own `redact` is not used: it reaches fixed paths only, which these rules cover at any
// depth, and it costs more than they do (a request's child logger and two lines, median of
// seven runs: plain pino 2.7 µs, with these rules 4.7, with `redact` on three header paths
// added 7.8).
import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { redactText, redactValue } from './redaction.ts';
import { currentWork } from './work-context.ts';

export interface LoggerSettings {
  level: LoggerOptions['level'];
  /** Where lines go; standard output when absent. Tests hand a buffer. */
  destination?: DestinationStream;
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's request line without its version header, the URL's secrets redacted. */
function requestSerializer(request: RequestLike) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactText(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function replySerializer(reply: { statusCode?: number }) {
  return { statusCode: reply.statusCode };
}

/** Fields pino and Fastify serialize themselves (above); everything else is redacted here. */
const serializedKeys = new Set(['req', 'res']);

function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  const redacted: Record<string, unknown> = {};
  for (const key in fields) {
    if (!Object.hasOwn(fields, key)) continue;
    const value = fields[key];
    redacted[key] = serializedKeys.has(key) ? value : redactValue(value, key);
  }
  return redacted;
}

function errorMessage(value: unknown): string | undefined {
  return value instanceof Error ? value.message : undefined;
}

export const loggerOptions: LoggerOptions = {
  // The id of the request or run under way; a line's own `reqId` (the request line's) wins.
  // A new object each time: pino merges the line's fields into it.
  mixin: () => {
    const work = currentWork();
    return work === undefined ? {} : { reqId: work.id };
  },
  serializers: {
    req: requestSerializer,
    res: replySerializer,
    err: (error: unknown) => redactValue(error),
  },
  formatters: {
    log: redactFields,
    bindings: redactFields,
  },
  hooks: {
    // The message, the values put into it (`%s`, `%o`), and the message pino takes from an
    // error logged without one.
    logMethod(args, method) {
      // The usual call, fields and a message (every request line): nothing else to look at.
      if (args.length === 2 && typeof args[1] === 'string') {
        const fields: unknown = args[0];
        if (
          typeof fields === 'object' &&
          fields !== null &&
          !(fields instanceof Error) &&
          (fields as { err?: unknown }).err === undefined
        ) {
          method.call(this, fields, redactText(args[1]));
          return;
        }
      }
      const [first, ...rest] = args as unknown[];
      const values = (list: unknown[]) => list.map((value) => redactValue(value));
      if (typeof first === 'string') {
        method.apply(this, [redactText(first), ...values(rest)] as Parameters<typeof method>);
        return;
      }
      const fromError =
        errorMessage(first) ??
        (typeof first === 'object' && first !== null
          ? errorMessage((first as { err?: unknown }).err)
          : undefined);
      const [message, ...more] = rest;
      const text = typeof message === 'string' ? message : fromError;
      const others = typeof message === 'string' ? more : rest;
      method.apply(this, [
        first,
        ...(text === undefined ? [] : [redactText(text)]),
        ...values(others),
      ] as Parameters<typeof method>);
    },
  },
};

/** pino-pretty, when a person watches and it is installed (not in a production install). */
function prettyTransport(): LoggerOptions['transport'] | undefined {
  if (!process.stdout.isTTY) return undefined;
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return {
    target: 'pino-pretty',
    options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
  };
}

/**
 * Standard output, each line written at once (docs/decisions/041). pino's default writes each
 * line asynchronously, through Node's thread pool: a round trip per line that, with the work
 * context's async hooks on, cost the advisor feed more CPU than the line itself. A line written
 * synchronously costs one system call, is in the log the moment it is written (a crash loses
 * nothing), and with a file, the journal or /dev/null behind standard output never waits.
 */
function standardOutput(): DestinationStream {
  return pino.destination({ dest: 1, sync: true });
}

export function createLogger(settings: LoggerSettings): Logger {
  const options: LoggerOptions = { ...loggerOptions, level: settings.level };
  if (settings.destination) return pino(options, settings.destination);
  const transport = prettyTransport();
  return transport ? pino({ ...options, transport }) : pino(options, standardOutput());
}
