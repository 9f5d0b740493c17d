// eSpeak NG in its worker thread (docs/decisions/009): real speech as WAV, one job at a time, a
// failed job that does not take the engine down, and a clean stop.
import { afterEach, describe, expect, it } from 'vitest';
import { defaultVoice, speechVoices } from './speech-synthesizer.ts';
import { isWav } from './wav.ts';
import {
  createWorkerSpeechEngine,
  SpeechSynthesisError,
  type SpeechEngine,
} from './worker-engine.ts';

/** Seconds of audio in a PCM WAV as eSpeak NG writes it (a 44-byte header, then the samples). */
function durationSeconds(wav: Uint8Array): number {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const byteRate = view.getUint32(28, true);
  return (wav.byteLength - 44) / byteRate;
}

let engine: SpeechEngine | undefined;
afterEach(async () => {
  await engine?.close();
  engine = undefined;
});

describe('the eSpeak NG worker engine', () => {
  it('speaks a sentence as a WAV of a sensible length', { timeout: 30_000 }, async () => {
    engine = createWorkerSpeechEngine();
    const wav = await engine.synthesize(
      'Celeste Moreau, extension 4 0 0 1. Celeste has read the tarot for more than twenty-five years.',
      defaultVoice,
    );
    expect(isWav(wav)).toBe(true);
    const seconds = durationSeconds(wav);
    expect(seconds).toBeGreaterThan(3);
    expect(seconds).toBeLessThan(15);
  });

  it('speaks French with the French voice the package holds', { timeout: 30_000 }, async () => {
    engine = createWorkerSpeechEngine();
    const sentence = 'Bonjour Aurore, et bienvenue chez Lumina. Il vous reste trente minutes.';
    const french = await engine.synthesize(sentence, speechVoices['fr-CA']);
    const english = await engine.synthesize(sentence, defaultVoice);
    expect(isWav(french)).toBe(true);
    expect(durationSeconds(french)).toBeGreaterThan(2);
    // Another voice, other sounds: not the English voice reading French words.
    expect(Buffer.from(french).equals(Buffer.from(english))).toBe(false);
  });

  it('runs jobs one after another, each getting its own answer', { timeout: 30_000 }, async () => {
    engine = createWorkerSpeechEngine();
    const [short, long] = await Promise.all([
      engine.synthesize('Yes.', defaultVoice),
      engine.synthesize(
        'A much longer sentence, which takes a good deal longer to say aloud.',
        defaultVoice,
      ),
    ]);
    expect(isWav(short) && isWav(long)).toBe(true);
    expect(durationSeconds(long)).toBeGreaterThan(durationSeconds(short) * 3);
  });

  it('fails a job it cannot do, and goes on working', { timeout: 30_000 }, async () => {
    engine = createWorkerSpeechEngine();
    const failed = engine.synthesize('Hello.', { voice: 'xx-nope', wordsPerMinute: 155 });
    await expect(failed).rejects.toBeInstanceOf(SpeechSynthesisError);
    await expect(failed).rejects.toThrow(/voice does not exist/);
    expect(isWav(await engine.synthesize('Still here.', defaultVoice))).toBe(true);
  });

  it(
    'gives up on a job that takes too long, and starts a new thread for the next',
    { timeout: 30_000 },
    async () => {
      engine = createWorkerSpeechEngine({ jobTimeoutMs: 1 });
      await expect(engine.synthesize('Too slow.', defaultVoice)).rejects.toThrow(/took over 1 ms/);
      await engine.close();
      engine = createWorkerSpeechEngine();
      expect(isWav(await engine.synthesize('Quick enough.', defaultVoice))).toBe(true);
    },
  );

  it('refuses work once closed', async () => {
    engine = createWorkerSpeechEngine();
    await engine.close();
    await expect(engine.synthesize('Anyone?', defaultVoice)).rejects.toThrow(/closed/);
  });
});
