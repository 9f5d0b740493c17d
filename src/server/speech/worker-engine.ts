// The server's side of the synthesis worker thread (docs/decisions/009): starts the thread when
// the first text arrives, sends it one job at a time, gives each job a time limit, replaces a
// thread that crashed or hung, and stops an idle one to give its memory back.
import { Worker } from 'node:worker_threads';
import type { SynthesisReply, SynthesisRequest, VoiceSettings } from './worker-protocol.ts';

/** Turns a text into WAV bytes. */
export interface SpeechEngine {
  synthesize(text: string, voice: VoiceSettings): Promise<Uint8Array>;
  /** Stops the engine; jobs still waiting fail. */
  close(): Promise<void>;
}

/** The engine could not speak this text. */
export class SpeechSynthesisError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SpeechSynthesisError';
  }
}

export interface WorkerEngineOptions {
  /** A job taking longer is abandoned and its thread replaced. A long description takes ~0.5 s. */
  jobTimeoutMs?: number;
  /** An idle thread is stopped after this long (its engine holds tens of megabytes). */
  idleTimeoutMs?: number;
  /** Reports a thread that failed outside any job. */
  onWorkerError?: (error: unknown) => void;
}

// From source (tsx, Vitest) this module is a .ts file beside synthesis-worker.ts; in the esbuild
// bundle it is part of dist/server/main.js, beside dist/server/synthesis-worker.js
// (scripts/build-server.ts builds both).
const runningFromSource = import.meta.url.endsWith('.ts');

export function spawnSynthesisWorker(): Worker {
  if (!runningFromSource) return new Worker(new URL('./synthesis-worker.js', import.meta.url));
  return new Worker(new URL('./source-worker.mjs', import.meta.url), {
    workerData: { entry: new URL('./synthesis-worker.ts', import.meta.url).href },
  });
}

export function createWorkerSpeechEngine(options: WorkerEngineOptions = {}): SpeechEngine {
  const jobTimeoutMs = options.jobTimeoutMs ?? 30_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  let nextId = 1;
  let closed = false;

  function startWorker(): Worker {
    const started = spawnSynthesisWorker();
    // Without a listener an error in the thread would crash the server.
    started.on('error', (error) => options.onWorkerError?.(error));
    started.on('exit', () => {
      if (worker === started) worker = undefined;
    });
    return started;
  }

  function stopWorker() {
    const stopping = worker;
    worker = undefined;
    if (stopping) void stopping.terminate();
  }

  function runJob(text: string, voice: VoiceSettings): Promise<Uint8Array> {
    if (closed) return Promise.reject(new SpeechSynthesisError('the speech engine is closed'));
    clearTimeout(idleTimer);
    const thread = (worker ??= startWorker());
    // Referenced while a job runs, so a script awaiting it does not exit early; unreferenced
    // while idle, so the thread never keeps the process alive.
    thread.ref();
    const id = nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      const finish = (outcome: { wav: Uint8Array } | { error: Error }) => {
        clearTimeout(timer);
        thread.off('message', onMessage);
        thread.off('error', onError);
        thread.off('exit', onExit);
        thread.unref();
        if ('wav' in outcome) resolve(outcome.wav);
        else reject(outcome.error);
      };
      const onMessage = (reply: SynthesisReply) => {
        if (reply.id !== id) return;
        if (reply.ok) finish({ wav: reply.wav });
        else finish({ error: new SpeechSynthesisError(reply.error) });
      };
      const onError = (error: Error) => {
        if (worker === thread) worker = undefined;
        finish({ error: new SpeechSynthesisError('the speech worker failed', { cause: error }) });
      };
      const onExit = (code: number) => {
        finish({
          error: new SpeechSynthesisError(`the speech worker stopped (exit code ${code})`),
        });
      };
      const timer = setTimeout(() => {
        if (worker === thread) stopWorker();
        finish({
          error: new SpeechSynthesisError(`speech synthesis took over ${jobTimeoutMs} ms`),
        });
      }, jobTimeoutMs);
      thread.on('message', onMessage);
      thread.on('error', onError);
      thread.on('exit', onExit);
      const request: SynthesisRequest = { id, text, ...voice };
      thread.postMessage(request);
    }).finally(() => {
      if (closed) return;
      clearTimeout(idleTimer);
      idleTimer = setTimeout(stopWorker, idleTimeoutMs);
      idleTimer.unref();
    });
  }

  return {
    synthesize(text, voice) {
      // One job at a time: each waits for the one before it, whatever its outcome.
      const job = tail.then(() => runJob(text, voice));
      tail = job.catch(() => undefined);
      return job;
    },
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      const stopping = worker;
      worker = undefined;
      if (stopping) await stopping.terminate();
    },
  };
}
