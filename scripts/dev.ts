// `npm run dev`: the API server on :3001, restarted when its code changes, and Vite's dev server
// on :5173 with hot reload, proxying /api and /sim to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const apiPort = 3001;
const webUrl = 'http://localhost:5173';

const api = spawn(
  process.execPath,
  ['node_modules/tsx/dist/cli.mjs', 'watch', 'src/server/main.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(apiPort), PUBLIC_URL: process.env.PUBLIC_URL ?? webUrl },
  },
);

const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await vite.close();
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
api.once('exit', (code) => {
  if (!stopping) {
    console.error(`the API server stopped (exit code ${code}); stopping the dev server`);
    void stop().then(() => process.exit(code ?? 1));
  }
});
