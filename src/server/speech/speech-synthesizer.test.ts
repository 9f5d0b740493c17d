// Spoken text as cached WAV files (docs/product.md §10.19): one synthesis per text however many ask at
// once, a disk cache that outlives the process, and failures that leave nothing behind.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createSpeechSynthesizer,
  defaultVoice,
  speechCacheKey,
  SpeechSynthesisError,
  speechVoices,
} from './speech-synthesizer.ts';
import type { SpeechEngine } from './worker-engine.ts';

/** A minimal valid WAV: the 44-byte header of a silent mono 16-bit file, and its samples. */
function silentWav(samples: number): Uint8Array {
  const data = samples * 2;
  const bytes = Buffer.alloc(44 + data);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(36 + data, 4);
  bytes.write('WAVEfmt ', 8, 'latin1');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(1, 22);
  bytes.writeUInt32LE(22050, 24);
  bytes.writeUInt32LE(44100, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'latin1');
  bytes.writeUInt32LE(data, 40);
  return new Uint8Array(bytes);
}

/** An engine that counts its jobs and answers each after `delayMs`. */
function fakeEngine(options: { delayMs?: number; answer?: () => Uint8Array } = {}) {
  const texts: string[] = [];
  const engine: SpeechEngine = {
    async synthesize(text) {
      texts.push(text);
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 5));
      return (options.answer ?? (() => silentWav(texts.length * 10)))();
    },
    close: async () => {},
  };
  return { engine, texts };
}

let cacheDir: string;
beforeEach(() => {
  cacheDir = join(mkdtempSync(join(tmpdir(), 'lumina-speech-')), 'audio-cache');
});
afterEach(() => {
  rmSync(join(cacheDir, '..'), { recursive: true, force: true });
});

describe('the speech synthesiser', () => {
  it('stores the WAV under the SHA-256 of the voice and the text', async () => {
    const { engine } = fakeEngine();
    const speech = createSpeechSynthesizer({ cacheDir, engine });
    const spoken = await speech.speak('Hello there.');
    const key = speechCacheKey(defaultVoice, 'Hello there.');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(spoken).toEqual({ filePath: join(cacheDir, `${key}.wav`), key, size: 44 + 20 });
    expect(readFileSync(spoken.filePath).subarray(0, 4).toString('latin1')).toBe('RIFF');
  });

  it('synthesises a text once when many ask for it at the same time', async () => {
    const { engine, texts } = fakeEngine({ delayMs: 30 });
    const speech = createSpeechSynthesizer({ cacheDir, engine });
    const answers = await Promise.all(Array.from({ length: 8 }, () => speech.speak('Same text.')));
    expect(texts).toEqual(['Same text.']);
    expect(new Set(answers.map((answer) => answer.filePath)).size).toBe(1);
  });

  it('serves a text it already spoke from the disk, also after a restart', async () => {
    const first = fakeEngine();
    await createSpeechSynthesizer({ cacheDir, engine: first.engine }).speak('Remember me.');
    await createSpeechSynthesizer({ cacheDir, engine: first.engine }).speak('Remember me.');
    expect(first.texts).toEqual(['Remember me.']);

    const afterRestart = fakeEngine();
    const speech = createSpeechSynthesizer({ cacheDir, engine: afterRestart.engine });
    await speech.speak('Remember me.');
    expect(afterRestart.texts).toEqual([]);
  });

  it('gives a changed text (or another voice) a file of its own', async () => {
    const { engine, texts } = fakeEngine();
    const speech = createSpeechSynthesizer({ cacheDir, engine });
    const before = await speech.speak('Version one.');
    const after = await speech.speak('Version two.');
    const otherVoice = createSpeechSynthesizer({
      cacheDir,
      engine,
      voices: { en: { voice: 'en-gb', wordsPerMinute: 155 } },
    });
    const british = await otherVoice.speak('Version one.');
    expect(texts).toEqual(['Version one.', 'Version two.', 'Version one.']);
    expect(new Set([before.filePath, after.filePath, british.filePath]).size).toBe(3);
    expect(readdirSync(cacheDir)).toHaveLength(3);
  });

  it('speaks French with the French voice, in a file of its own', async () => {
    const voices: string[] = [];
    const engine: SpeechEngine = {
      async synthesize(_text, voice) {
        voices.push(voice.voice);
        return silentWav(10);
      },
      close: async () => {},
    };
    const speech = createSpeechSynthesizer({ cacheDir, engine });
    const french = await speech.speak('Céleste Moreau, poste 4 0 0 1.', 'fr-CA');
    const english = await speech.speak('Céleste Moreau, poste 4 0 0 1.', 'en');
    const unsaid = await speech.speak('Céleste Moreau, poste 4 0 0 1.');
    expect(voices).toEqual(['fr-fr', 'en-us']);
    expect(french.key).toBe(
      speechCacheKey(speechVoices['fr-CA'], 'Céleste Moreau, poste 4 0 0 1.'),
    );
    expect(french.key).not.toBe(english.key);
    // A text that names no language is English, as before languages existed.
    expect(unsaid.key).toBe(english.key);
  });

  it('fails without leaving a file when the engine fails, and tries again next time', async () => {
    let failing = true;
    const { engine, texts } = fakeEngine({
      answer: () => {
        if (failing) throw new SpeechSynthesisError('engine down');
        return silentWav(10);
      },
    });
    const speech = createSpeechSynthesizer({ cacheDir, engine });
    await expect(speech.speak('Try me.')).rejects.toThrow('engine down');
    expect(existsSync(cacheDir) ? readdirSync(cacheDir) : []).toEqual([]);

    failing = false;
    await expect(speech.speak('Try me.')).resolves.toMatchObject({ size: 64 });
    expect(texts).toEqual(['Try me.', 'Try me.']);
  });

  it('refuses an answer that is not WAV audio', async () => {
    const { engine } = fakeEngine({ answer: () => new Uint8Array(100) });
    const speech = createSpeechSynthesizer({ cacheDir, engine });
    await expect(speech.speak('Noise.')).rejects.toBeInstanceOf(SpeechSynthesisError);
    expect(existsSync(cacheDir) ? readdirSync(cacheDir) : []).toEqual([]);
  });
});
