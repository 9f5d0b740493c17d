// Spoken text as WAV files, cached on disk (docs/product.md §10.19, docs/decisions/009). A text is
// synthesised once: the file is named after a SHA-256 of the voice and the text, so it survives
// restarts, is shared by every instance on the same DATA_DIR, and a changed text simply gets a
// new file. Requests for a text that is being synthesised wait for that synthesis instead of
// starting another. Each language is spoken by a voice of its own, so the same words in French
// and in English are two files.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultLocale, type Locale } from '#shared/copy/locale.ts';
import { isWav } from './wav.ts';
import {
  createWorkerSpeechEngine,
  SpeechSynthesisError,
  type SpeechEngine,
} from './worker-engine.ts';
import type { VoiceSettings } from './worker-protocol.ts';

/**
 * @internal For the tests, which expect it from the synthesizer they drive.
 */
export { SpeechSynthesisError } from './worker-engine.ts';
export type { VoiceSettings } from './worker-protocol.ts';

/**
 * The voice of each language, at an unhurried pace. The espeak-ng package holds one French voice
 * of its own, eSpeak's French ('fr-fr'); its Canadian French voices are MBROLA voices, whose
 * databases the package does not ship ("Bad voice attribute: mbrola"), and asking for 'fr-ca'
 * gets that same French voice anyway.
 */
export const speechVoices: Readonly<Record<Locale, VoiceSettings>> = {
  en: { voice: 'en-us', wordsPerMinute: 155 },
  'fr-CA': { voice: 'fr-fr', wordsPerMinute: 155 },
};

/**
 * A clear North American voice: English, for texts that say no language.
 *
 * @internal For the tests.
 */
export const defaultVoice: VoiceSettings = speechVoices.en;

export interface SpokenAudio {
  /** The cached WAV file. */
  filePath: string;
  /** The cache key: a SHA-256 (hex) of the voice and the text; also a strong validator. */
  key: string;
  size: number;
}

export interface SpeechSynthesizer {
  /**
   * The WAV of this text in `locale`'s voice (English by default): from the disk cache, or
   * synthesised now. Throws SpeechSynthesisError.
   */
  speak(text: string, locale?: Locale): Promise<SpokenAudio>;
  close(): Promise<void>;
}

export interface SpeechSynthesizerOptions {
  /** Where the WAV files are kept: `${DATA_DIR}/audio-cache`. */
  cacheDir: string;
  /** Replaces some languages' voices (tests). */
  voices?: Partial<Record<Locale, VoiceSettings>>;
  /** The engine that turns text into WAV bytes; by default eSpeak NG in a worker thread. */
  engine?: SpeechEngine;
}

export function speechCacheKey(voice: VoiceSettings, text: string): string {
  return createHash('sha256')
    .update(`${voice.voice}\n${voice.wordsPerMinute}\n${text}`)
    .digest('hex');
}

export function createSpeechSynthesizer(options: SpeechSynthesizerOptions): SpeechSynthesizer {
  const { cacheDir } = options;
  const voiceOf = (locale: Locale): VoiceSettings =>
    options.voices?.[locale] ?? speechVoices[locale];
  const engine = options.engine ?? createWorkerSpeechEngine();
  const inFlight = new Map<string, Promise<SpokenAudio>>();

  async function cached(key: string): Promise<SpokenAudio | null> {
    const filePath = join(cacheDir, `${key}.wav`);
    try {
      const info = await stat(filePath);
      return info.isFile() && info.size > 0 ? { filePath, key, size: info.size } : null;
    } catch {
      return null;
    }
  }

  async function synthesise(key: string, text: string, voice: VoiceSettings): Promise<SpokenAudio> {
    const hit = await cached(key);
    if (hit) return hit;
    const wav = await engine.synthesize(text, voice);
    if (!isWav(wav)) throw new SpeechSynthesisError('the speech engine returned no WAV audio');
    // Written aside and renamed into place, so no reader (in this or another instance) ever
    // sees half a file.
    await mkdir(cacheDir, { recursive: true });
    const filePath = join(cacheDir, `${key}.wav`);
    const partial = `${filePath}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, wav);
      await rename(partial, filePath);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { filePath, key, size: wav.byteLength };
  }

  return {
    speak(text, locale = defaultLocale) {
      const voice = voiceOf(locale);
      const key = speechCacheKey(voice, text);
      let job = inFlight.get(key);
      if (!job) {
        job = synthesise(key, text, voice).finally(() => inFlight.delete(key));
        inFlight.set(key, job);
      }
      return job;
    },
    close: () => engine.close(),
  };
}
