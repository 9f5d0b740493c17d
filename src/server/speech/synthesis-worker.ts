// The speech-synthesis worker thread (docs/decisions/009). eSpeak NG — GPL-3.0-or-later, used
// unmodified as the separate npm module `espeak-ng` — runs only here, in its own thread, so the
// ~150 ms of CPU a sentence costs never blocks the server's event loop. The server posts a text
// and gets WAV bytes back; jobs run one after another.
//
// Each job runs the espeak-ng program once in a fresh instance (the program exits when done), but
// the 18 MB WebAssembly module is compiled once per thread and reused, through Emscripten's
// documented `instantiateWasm` hook.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';
import type { SynthesisReply, SynthesisRequest } from './worker-protocol.ts';

const port = parentPort;
if (!port) throw new Error('synthesis-worker.ts runs only as a worker thread');

/** Node has WebAssembly; the server's TypeScript settings (no DOM library) do not describe it. */
interface WebAssemblyApi {
  compile(bytes: Uint8Array): Promise<unknown>;
  instantiate(module: unknown, imports: Record<string, unknown>): Promise<unknown>;
}
const webAssembly = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

/** Inside the engine's own in-memory file system. */
const outputFile = 'speech.wav';

let compiled: Promise<unknown> | undefined;
function compiledEngine(): Promise<unknown> {
  compiled ??= readFile(
    createRequire(import.meta.url).resolve('espeak-ng/dist/espeak-ng.wasm'),
  ).then((bytes) => webAssembly.compile(bytes));
  return compiled;
}

async function synthesize(request: SynthesisRequest): Promise<Uint8Array> {
  const module = await compiledEngine();
  // A leading dash would be read as an option.
  const text = request.text.replace(/^[\s-]+/, '');
  const messages: string[] = [];
  let exitStatus = 0;
  let failInstantiation: (error: unknown) => void = () => {};
  const instantiationFailed = new Promise<never>((_resolve, reject) => {
    failInstantiation = reject;
  });
  const run = ESpeakNg({
    arguments: ['-w', outputFile, '-v', request.voice, '-s', String(request.wordsPerMinute), text],
    print: () => {},
    printErr: (line) => messages.push(line),
    // Instead of Emscripten's default, which would set this process's exit code.
    quit: (status, toThrow) => {
      exitStatus = status;
      throw toThrow;
    },
    instantiateWasm: (imports, receive) => {
      webAssembly.instantiate(module, imports).then(
        (instance) => receive(instance, module),
        (error: unknown) => failInstantiation(error),
      );
      return {};
    },
  });
  const engine = await Promise.race([run, instantiationFailed]);
  const detail = messages.filter((line) => !line.includes('keepRuntimeAlive')).join(' ');
  if (exitStatus !== 0) throw new Error(`espeak-ng exited with status ${exitStatus}: ${detail}`);
  try {
    return engine.FS.readFile(outputFile);
  } catch {
    throw new Error(`espeak-ng wrote no audio: ${detail}`);
  }
}

let queue: Promise<void> = Promise.resolve();
port.on('message', (request: SynthesisRequest) => {
  queue = queue.then(async () => {
    try {
      // A copy owns its whole buffer, which can then be moved to the server without copying again.
      const wav = (await synthesize(request)).slice();
      const reply: SynthesisReply = { id: request.id, ok: true, wav };
      port.postMessage(reply, [wav.buffer]);
    } catch (error) {
      const reply: SynthesisReply = {
        id: request.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      };
      port.postMessage(reply);
    }
  });
});
