// The feed's short cache (feed-cache.ts): what `fresh()` hands the route without waiting, and
// when it must send the route to `get()` for a rebuild instead.
import { describe, expect, it } from 'vitest';
import { createFeedCache } from './feed-cache.ts';

const ttlMs = 2_000;

function cacheOverClock() {
  let now = 1_000_000;
  let builds = 0;
  const cache = createFeedCache({
    ttlMs,
    now: () => now,
    build: async () => JSON.stringify({ build: (builds += 1) }),
  });
  return {
    cache,
    builds: () => builds,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('fresh(): the cached feed without waiting', () => {
  it('has nothing before the first build', () => {
    const { cache } = cacheOverClock();
    expect(cache.fresh()).toBeNull();
  });

  it('gives the last built bytes and their ETag during the cache period, building nothing', async () => {
    const { cache, builds, advance } = cacheOverClock();
    const built = await cache.get();
    advance(ttlMs - 1);
    expect(cache.fresh()).toBe(built);
    expect(built.body.toString()).toBe('{"build":1}');
    expect(builds()).toBe(1);
  });

  it('has nothing once the period is over, and get() then builds the feed again', async () => {
    const { cache, builds, advance } = cacheOverClock();
    await cache.get();
    advance(ttlMs);
    expect(cache.fresh()).toBeNull();
    expect((await cache.get()).body.toString()).toBe('{"build":2}');
    expect(cache.fresh()?.body.toString()).toBe('{"build":2}');
    expect(builds()).toBe(2);
  });

  it('has nothing after an invalidation, or when the clock was set back', async () => {
    const { cache, advance } = cacheOverClock();
    await cache.get();
    cache.invalidate();
    expect(cache.fresh()).toBeNull();

    await cache.get();
    advance(-1);
    expect(cache.fresh()).toBeNull();
  });
});
