// What the benchmarks run, built into their own folder (never dist/, which other work may be
// writing): the server bundled exactly as `npm run build:server` bundles it, with the bare
// baseline server bundled the same way beside it, and the web app built by Vite as
// `npm run build:web` builds it (in English), with its page shell beside it.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { buildWebShell } from '../../scripts/build-web.ts';
import { serverBundleOptions } from '../../scripts/server-bundle.ts';
import { compressWebBuild } from '../../scripts/compress-web.ts';

export interface ServerBundles {
  /** The product's server, as dist/server/main.js. */
  product: string;
  /** bench/support/bare-server.ts: one fixed answer, nothing else. */
  bare: string;
}

export async function buildServerBundles(outDir: string): Promise<ServerBundles> {
  await build({
    entryPoints: {
      main: 'src/server/main.ts',
      // Looked up beside main.js by src/server/speech/worker-engine.ts.
      'synthesis-worker': 'src/server/speech/synthesis-worker.ts',
      'bare-server': 'bench/support/bare-server.ts',
    },
    outdir: outDir,
    ...serverBundleOptions,
  });
  // Under node_modules, Node does not look further up for the project's "type": "module".
  writeFileSync(join(outDir, 'package.json'), '{ "type": "module" }\n');
  return { product: join(outDir, 'main.js'), bare: join(outDir, 'bare-server.js') };
}

export async function buildWebApp(outDir: string): Promise<void> {
  const vite = join(process.cwd(), 'node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(
    process.execPath,
    [
      vite,
      'build',
      '--config',
      'vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { stdio: 'inherit' },
  );
  compressWebBuild(outDir);
  await buildWebShell('en', outDir);
}
