// Starts a TypeScript worker thread when the server runs from source (tsx, Vitest). Node 20
// does not pass `--import tsx` on to worker threads, so this plain-JavaScript entry registers
// tsx's loader in the thread, then loads the worker named in workerData. The esbuild bundle
// does not need it: there the worker is already JavaScript (worker-engine.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
