// What the server is doing at this moment, followed through every `await` (docs/decisions/041):
// the request being answered, or a background run (the outbox's retries, the call sweep, a
// scheduled job). Its id is on every log line written meanwhile (the logger's mixin, logger.ts)
// and on every provider call made meanwhile (X-Request-Id, providers/request-id-fetch.ts), so
// one id finds a request's line, the lines its services wrote and its calls to the providers.
// The request's language rides along (http/request-locale.ts): one AsyncLocalStorage for both,
// entered once per request.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { Locale } from '#shared/copy/locale.ts';

export interface WorkContext {
  /** The request's id (X-Request-Id), or the background run's. */
  readonly id: string;
  /** The language of the request being answered, worked out on first use; none in the background. */
  locale?: () => Locale;
}

const storage = new AsyncLocalStorage<WorkContext>();

/** Runs `work` (and everything it awaits or schedules) as part of `context`. */
export function runAsWork<T>(context: WorkContext, work: () => T): T {
  return storage.run(context, work);
}

/** The request or run under way, if any. */
export function currentWork(): WorkContext | undefined {
  return storage.getStore();
}

/**
 * Ids this process makes: a random prefix per process, so two instances or two starts never
 * give the same id, and a counter, so an id costs no randomness per request (`k3x9qa-1f`).
 */
const processPrefix = randomBytes(4).readUInt32BE(0).toString(36).padStart(7, '0');
let counter = 0;

export function newWorkId(kind?: string): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `${processPrefix}-${counter.toString(36)}`;
  return kind === undefined ? id : `${kind}-${id}`;
}

/** Runs `work` as a background run of its own (its id names `kind`, e.g. `job-…`). */
export function runInBackground<T>(kind: string, work: () => T): T {
  return runAsWork({ id: newWorkId(kind) }, work);
}
