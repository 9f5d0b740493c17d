// What a long benchmark is doing, on stderr, so the figures on stdout stay clean.
export function progress(benchmark: string, step: string): void {
  console.error(`  ${benchmark}: ${step}…`);
}
