// Types for the parts of the espeak-ng package (eSpeak NG compiled to WebAssembly with
// Emscripten) that synthesis-worker.ts uses. The package ships no types of its own.
declare module 'espeak-ng' {
  export interface ESpeakNgOptions {
    /** The espeak-ng command line, e.g. ['-w', 'out.wav', '-v', 'en-us', 'Hello']. */
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** Emscripten calls this when the program exits; the default sets process.exitCode. */
    quit?: (status: number, toThrow: unknown) => void;
    /** Emscripten's hook to instantiate the WebAssembly module the caller's way. */
    instantiateWasm?: (
      imports: Record<string, unknown>,
      receive: (instance: unknown, module: unknown) => void,
    ) => Record<string, never>;
  }

  export interface ESpeakNgInstance {
    FS: { readFile(path: string): Uint8Array };
  }

  /** Runs the espeak-ng program once, in a fresh instance, and resolves when it has run. */
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgInstance>;
}
