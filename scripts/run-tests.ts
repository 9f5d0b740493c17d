// `npm test`: every test, as `vitest run` then the browser suite, with the build the browser suite
// serves made while Vitest runs instead of after it (about two minutes of Vite and esbuild); the
// browser suite then starts on a server built from this very tree (E2E_PREBUILT,
// playwright.config.ts). Vitest runs one test file per core: its default leaves one core to its
// own process, which on CI's two cores ran one file at a time and left a core idle for half an
// hour once the build was done. Test files are independent (each has its own SQLite database in
// memory or PostgreSQL schema, and asks the system for free ports), so they may run side by
// side. Both suites run whatever the other's result, so one run reports every failure; the exit
// code is non-zero if either failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

interface Finished {
  code: number;
  output: string;
}

/** Runs `npm run <script> -- <args>`, its output kept (printed when asked) or passed through. */
function npmRun(
  script: string,
  options: { quiet: boolean; env?: NodeJS.ProcessEnv; args?: string[] },
): Promise<Finished> {
  const args = options.args ? ['--', ...options.args] : [];
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...args], {
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...options.env },
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

const build = npmRun('build', { quiet: true });
const unit = await npmRun('test:unit', {
  quiet: false,
  args: [`--maxWorkers=${availableParallelism()}`],
});
const built = await build;
console.log(
  `\n==> the build for the browser suite, made beside Vitest: ${built.code === 0 ? 'done' : 'FAILED'} (${seconds()})`,
);
if (built.code !== 0) {
  process.stdout.write(built.output);
  process.exit(1);
}
const browser = await npmRun('test:e2e', { quiet: false, env: { E2E_PREBUILT: '1' } });
console.log(
  `\n==> npm test: Vitest ${unit.code === 0 ? 'passed' : 'FAILED'}, browser suite ${browser.code === 0 ? 'passed' : 'FAILED'} (${seconds()})`,
);
process.exit(unit.code !== 0 || browser.code !== 0 ? 1 : 0);
