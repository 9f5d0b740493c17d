// Bundles the server into dist/server/main.js with esbuild, so production runs plain Node with
// no TypeScript loader. npm packages stay external (installed by `npm ci`); our own code, the
// shared code and the migrations (an explicit import map) are bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/server');
