// `npm run bench`: runs the benchmarks and prints each figure with its goal and the ratio to
// its baseline measured in the same run (docs/performance.md). Not a test: nothing here fails the
// build; docs/performance.md records the figures.
import { measureAdvisorFeed, report as advisorFeedReport } from './advisor-feed.ts';
import { measureLighthouse, report as lighthouseReport } from './lighthouse.ts';
import { measurePhoneLine, report as phoneLineReport } from './phone-line.ts';
import { measureScale, report as scaleReport } from './scale.ts';
import { measureWebWeight, report as webWeightReport } from './web-weight.ts';

const benchmarks: Record<string, () => Promise<string[]> | string[]> = {
  'web-weight': () => webWeightReport(measureWebWeight()),
  lighthouse: async () => lighthouseReport(await measureLighthouse()),
  'advisor-feed': async () => advisorFeedReport(await measureAdvisorFeed()),
  'phone-line': async () => phoneLineReport(await measurePhoneLine()),
  scale: async () => scaleReport(await measureScale()),
};

const only = process.argv.slice(2);
for (const [name, run] of Object.entries(benchmarks)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const started = performance.now();
  const lines = await run();
  console.log(
    [...lines, `  (${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`, ''].join(
      '\n',
    ),
  );
}
