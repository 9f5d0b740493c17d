// Bundles the server into dist/server/main.js with esbuild, so production runs plain Node with
// no TypeScript loader. npm packages stay external (installed by `npm ci`); our own code, the
// shared code and the migrations (an explicit import map) are bundled in.
//
// The speech-synthesis worker thread is a second entry point: it runs in its own thread and is
// loaded from a file, dist/server/synthesis-worker.js, beside main.js, where
// src/server/speech/worker-engine.ts looks for it (docs/decisions/009).
//
// The PayPal JS SDK stand-in, browser code, is built apart into dist/server/paypal-sdk.js, where
// its route reads it (src/server/providers/paypal/simulator/sdk-script.ts).
import { build } from 'esbuild';
import {
  sdkAssetFile,
  sdkBuildOptions,
} from '../src/server/providers/paypal/simulator/sdk-script.ts';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'synthesis-worker': 'src/server/speech/synthesis-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await build({ ...sdkBuildOptions, outfile: `dist/server/${sdkAssetFile}` });
console.log('built dist/server');
