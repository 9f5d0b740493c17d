// The server as `npm run build:server` bundles it (scripts/build-server.ts), into a folder of the
// caller's choosing, so a test can build and run exactly what ships. esbuild bundles our own code,
// the shared code, the copy catalogue and the migrations (an explicit import map); npm packages
// stay external, installed by `npm ci --omit=dev` beside the build (better-sqlite3's native
// module, pg, kysely…). Production runs these files with plain Node, no TypeScript loader.
//
// - main.js: the server.
// - synthesis-worker.js: the speech-synthesis worker thread, loaded from a file beside main.js
//   and admin.js (both use the advisors' spoken descriptions), where
//   src/server/speech/worker-engine.ts looks for it (docs/decisions/009).
// - admin.js and call.js: the operator commands, `node dist/server/admin.js <command>` on a
//   production install without the development tools (docs/decisions/043).
// - The PayPal JS SDK stand-in, browser code, is built apart into paypal-sdk.js, where its route
//   reads it (src/server/providers/paypal/simulator/sdk-script.ts).
import { join } from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import {
  sdkAssetFile,
  sdkBuildOptions,
} from '../src/server/providers/paypal/simulator/sdk-script.ts';

/** How every server file is bundled: our code in, npm packages left out, for Node 20. */
export const serverBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
} satisfies BuildOptions;

/** Bundles the server into `outdir`; answers esbuild's account of what each file imports. */
export async function bundleServer(outdir: string): Promise<Metafile> {
  const result = await build({
    entryPoints: {
      main: 'src/server/main.ts',
      'synthesis-worker': 'src/server/speech/synthesis-worker.ts',
      admin: 'src/server/cli/admin.ts',
      call: 'src/server/cli/call.ts',
    },
    outdir,
    ...serverBundleOptions,
    metafile: true,
  });
  await build({ ...sdkBuildOptions, outfile: join(outdir, sdkAssetFile) });
  return result.metafile;
}
