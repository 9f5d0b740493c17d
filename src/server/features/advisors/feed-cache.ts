// The advisor feed is polled by every visitor every 15 s, so it is built at most once per short
// period and kept as ready-to-send bytes with a strong ETag: a request in between costs no
// database query and no serialisation (and can be answered at once, `fresh()`), and a client
// that already has these bytes gets a 304.
//
// Three rules keep it correct:
// - a presence change made through the service in this process invalidates it at once;
// - while one rebuild runs, every request waits for that one (no stampede when it expires);
// - a rebuild that began before an invalidation is never stored, since it may have read the
//   state from before the change.
// Changes made elsewhere (another instance, the operator command line, the phone line in another
// process) show once the period ends.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { ContentEncoding } from '#server/http/accepted-encoding.ts';

export interface FeedSnapshot {
  body: Buffer;
  /** A strong validator of the body, quoted as the ETag header wants it. */
  etag: string;
  /** The body compressed, worked out on the first request that accepts it, then kept. */
  compressed(encoding: ContentEncoding): Buffer;
}

export function feedSnapshot(body: Buffer): FeedSnapshot {
  const compressed: Partial<Record<ContentEncoding, Buffer>> = {};
  return {
    body,
    etag: strongEtag(body),
    compressed(encoding) {
      compressed[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                // Rebuilt every few seconds: a fast setting, within a few percent of the best.
                [constants.BROTLI_PARAM_QUALITY]: 5,
              },
            })
          : gzipSync(body);
      return compressed[encoding];
    },
  };
}

export interface FeedCache {
  /** The stored snapshot while it is fresh, at once; null when a rebuild is due. */
  fresh(): FeedSnapshot | null;
  get(): Promise<FeedSnapshot>;
  invalidate(): void;
}

export function strongEtag(body: Buffer | string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

export function createFeedCache(options: {
  build: () => Promise<string>;
  ttlMs: number;
  /** Milliseconds of the application's clock. */
  now: () => number;
}): FeedCache {
  let stored: { snapshot: FeedSnapshot; builtAt: number } | undefined;
  let rebuilding: Promise<FeedSnapshot> | undefined;
  let generation = 0;

  function current(): FeedSnapshot | null {
    if (stored === undefined) return null;
    const now = options.now();
    // A clock set back (tests) makes the snapshot stale too.
    return now >= stored.builtAt && now - stored.builtAt < options.ttlMs ? stored.snapshot : null;
  }

  function rebuild(): Promise<FeedSnapshot> {
    const startedIn = generation;
    const builtAt = options.now();
    const job = options.build().then((json) => {
      const snapshot = feedSnapshot(Buffer.from(json));
      if (startedIn === generation) stored = { snapshot, builtAt };
      return snapshot;
    });
    rebuilding = job;
    const forget = () => {
      if (rebuilding === job) rebuilding = undefined;
    };
    job.then(forget, forget);
    return job;
  }

  return {
    fresh: current,
    get() {
      const snapshot = current();
      if (snapshot) return Promise.resolve(snapshot);
      return rebuilding ?? rebuild();
    },
    invalidate() {
      generation += 1;
      stored = undefined;
      rebuilding = undefined;
    },
  };
}
