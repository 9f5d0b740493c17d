// A seeded pseudo-random sequence (mulberry32: tiny, well spread over 32 bits): the same seed
// always gives the same numbers. For what must look random yet repeat exactly — the seasonal
// decoration's sky on every render, a benchmark's pauses and picks in every run, the rules'
// tests. Never for anything a person could gain by predicting (codes, tokens, the tarot deal).

/** Numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
