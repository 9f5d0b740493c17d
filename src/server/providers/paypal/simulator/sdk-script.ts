// The JS SDK stand-in as /sim/paypal/sdk/js serves it: browser/sdk.ts (a typed, linted source
// file) bundled by esbuild into one ES2017 script, with its settings (the approval page's path,
// the button's words, the version) written in. The server build (scripts/build-server.ts) writes
// it to dist/server/paypal-sdk.js beside main.js, and the built server reads that file; from
// source (tsx, Vitest) it is bundled in memory, once per process, with the same options.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import { checkoutPath } from './paths.ts';
import type { SdkSettings } from './sdk-settings.ts';
import { sdkTexts } from './texts.ts';

const sdkVersion = '5.0.0-sim';

const settings: SdkSettings = {
  checkoutPath,
  version: sdkVersion,
  buttonLabel: sdkTexts.button,
  notice: sdkTexts.notice,
};

/** The script's file name in dist/server, beside main.js. */
export const sdkAssetFile = 'paypal-sdk.js';

/** How the script is built, by the server build and from source alike. */
export const sdkBuildOptions = {
  entryPoints: [fileURLToPath(new URL('./browser/sdk.ts', import.meta.url))],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2017',
  define: { SIM_PAYPAL_SDK_SETTINGS: JSON.stringify(settings) },
  banner: { js: '/* PayPal JS SDK stand-in (simulated mode). */' },
  legalComments: 'none',
  logLevel: 'warning',
} satisfies BuildOptions;

// From source this module is a .ts file and esbuild (a dev dependency) is at hand; in the
// bundle it is part of dist/server/main.js, beside the built script.
const runningFromSource = import.meta.url.endsWith('.ts');

let script: Promise<string> | undefined;

/** The script's text, built or read once. */
export function sdkScript(): Promise<string> {
  script ??= runningFromSource
    ? bundleFromSource()
    : readFile(new URL(`./${sdkAssetFile}`, import.meta.url), 'utf8');
  return script;
}

async function bundleFromSource(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({ ...sdkBuildOptions, write: false });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no PayPal SDK stand-in');
  return output.text;
}

/** PayPal answers a bad query with 400 and a script that throws; the loader's onerror fires. */
export function sdkValidationError(message: string): string {
  return `/* PayPal JS SDK stand-in */\nthrow new Error(${JSON.stringify(`SDK Validation error: '${message}'`).replace(/</g, '\\u003c')});\n`;
}
