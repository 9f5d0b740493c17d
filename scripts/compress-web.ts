// Writes a Brotli (.br) and a gzip (.gz) copy beside each compressible file of the built web
// app, once, at build time, at the strongest settings: the server sends them as they are
// (@fastify/static's `preCompressed`, src/server/http/web-app.ts), so compression costs no CPU
// per request. A copy is kept only when it is smaller than the file itself.
//
// Run after `vite build` (npm run build:web): node --import tsx scripts/compress-web.ts [dir]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats the web app ships. Images and fonts are compressed already; maps are for tools. */
const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
]);

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export interface CompressionSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export function compressWebBuild(dir: string): CompressionSummary {
  const summary: CompressionSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const path of filesUnder(dir)) {
    if (!compressibleExtensions.has(extname(path))) continue;
    const content = readFileSync(path);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
    summary.files += 1;
    summary.bytes += content.length;
    summary.brotliBytes += Math.min(brotli.length, content.length);
    summary.gzipBytes += Math.min(gzip.length, content.length);
  }
  return summary;
}

const runDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  const dir = process.argv[2] ?? 'dist/web';
  const { files, bytes, brotliBytes, gzipBytes } = compressWebBuild(dir);
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `compressed ${files} files in ${dir}: ${kib(bytes)} → ${kib(brotliBytes)} brotli, ${kib(gzipBytes)} gzip`,
  );
}
