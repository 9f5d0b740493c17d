// GET /api/advisors/:agentId/audio (docs/product.md §10.19): the recorded greeting when there is one,
// otherwise the description spoken by eSpeak NG, as WAV, cached on disk.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedAdvisors } from '#server/db/seed/advisors.ts';
import { LANGUAGE_COOKIE } from '#server/http/request-locale.ts';
import {
  defaultVoice,
  speechCacheKey,
  SpeechSynthesisError,
  speechVoices,
  type SpeechSynthesizer,
} from '#server/speech/speech-synthesizer.ts';
import { copy } from '#shared/copy/catalogue.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { phoneLineCopyFor } from '#shared/copy/message-catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  mountAdvisors,
  seedDemo,
  startWithDemoAdvisors,
  stopWithDemoAdvisors,
  type TemporaryDataDir,
  updateAdvisor,
} from '#tests/support/advisors.ts';
import { spokenDescription } from './spoken-description.ts';

let t: TestApp;
let data: TemporaryDataDir;

beforeEach(async () => {
  ({ t, data } = await startWithDemoAdvisors());
});
afterEach(() => stopWithDemoAdvisors(t, data));

const getAudio = (app: TestApp['app'], agentId: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/advisors/${agentId}/audio`, headers });

/** A valid WAV whose samples spell out a marker, to recognise the very bytes served. */
function markerWav(marker: string): Buffer {
  const data = Buffer.from(marker.padEnd(64, '.'));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(22050, 24);
  header.writeUInt32LE(44100, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const celeste = seedAdvisors.find((advisor) => advisor.extension === 4001);
if (!celeste) throw new Error('the demo data has no 4001');
const celesteKey = speechCacheKey(defaultVoice, spokenDescription(celeste, 'en').text);
const audioCache = () => join(data.dir, 'audio-cache');

describe('the spoken description', () => {
  it('says the name, the extension digit by digit, then the description', () => {
    expect(spokenDescription(celeste, 'en')).toEqual({
      text: `Celeste Moreau, extension 4 0 0 1. ${celeste.description}`,
      locale: 'en',
    });
  });

  it('says it all in French to a French visitor, the extension digit by digit', () => {
    const spoken = spokenDescription(celeste, 'fr-CA');
    const introduction = phoneLineCopyFor('fr-CA').advisorIntroduction('Celeste Moreau', 4001);
    expect(introduction).toContain('4 0 0 1');
    expect(spoken).toEqual({ text: `${introduction} ${celeste.descriptionFr}`, locale: 'fr-CA' });
  });

  it('says it all in English, in the English voice, while the description has no French', () => {
    expect(spokenDescription({ ...celeste, descriptionFr: null }, 'fr-CA')).toEqual(
      spokenDescription(celeste, 'en'),
    );
  });

  it(
    'is real WAV speech of a sensible length, cached by browsers for an hour',
    { timeout: 60_000 },
    async () => {
      const res = await getAudio(t.app, '4001');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/wav');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.headers.etag).toBe(`"${celesteKey.slice(0, 32)}"`);
      const wav = res.rawPayload;
      expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE');
      expect(Number(res.headers['content-length'])).toBe(wav.length);
      // Three sentences and an introduction: some seconds, not a click and not minutes.
      const seconds = (wav.length - 44) / wav.readUInt32LE(28);
      expect(seconds).toBeGreaterThan(8);
      expect(seconds).toBeLessThan(60);

      expect(readdirSync(audioCache())).toEqual([`${celesteKey}.wav`]);
    },
  );

  it(
    'is served from the disk cache the second time, also after a restart, without synthesising again',
    { timeout: 60_000 },
    async () => {
      await getAudio(t.app, '4001');
      // Had the worker run again, it would have replaced these bytes with speech.
      writeFileSync(join(audioCache(), `${celesteKey}.wav`), markerWav('from the disk cache'));
      const again = await getAudio(t.app, '4001');
      expect(again.rawPayload.toString('latin1')).toContain('from the disk cache');

      const restarted = await createTestApp({ env: { DATA_DIR: data.dir } });
      try {
        await seedDemo(restarted);
        const res = await getAudio(restarted.app, '4001');
        expect(res.rawPayload.toString('latin1')).toContain('from the disk cache');
      } finally {
        await restarted.close();
      }
    },
  );

  it(
    'is spoken anew, into a file of its own, when the description changes',
    { timeout: 60_000 },
    async () => {
      await getAudio(t.app, '4001');
      await updateAdvisor(t, 4001, { description: 'Celeste now reads the runes as well.' });
      const res = await getAudio(t.app, '4001');
      expect(res.statusCode).toBe(200);
      expect(readdirSync(audioCache())).toHaveLength(2);
    },
  );

  it(
    'answers 304 to a browser that has it, and a byte range to a media player',
    { timeout: 60_000 },
    async () => {
      const first = await getAudio(t.app, '4001');
      const again = await getAudio(t.app, '4001', { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const part = await getAudio(t.app, '4001', { range: 'bytes=0-11' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-11/${first.rawPayload.length}`);
      expect(part.rawPayload.equals(first.rawPayload.subarray(0, 12))).toBe(true);
    },
  );

  it('answers 503 AUDIO_UNAVAILABLE when the speech cannot be produced', async () => {
    const failing: SpeechSynthesizer = {
      speak: () => Promise.reject(new SpeechSynthesisError('engine down')),
      close: async () => {},
    };
    const errors: unknown[] = [];
    const mounted = await mountAdvisors(t, {
      dataDir: data.dir,
      speech: failing,
      logger: { warn: () => {}, error: (details) => errors.push(details) },
    });
    try {
      const res = await getAudio(mounted.app, '4001');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: { code: 'AUDIO_UNAVAILABLE', message: copy.errors.audioUnavailable },
      });
      expect(errors).toHaveLength(1);
    } finally {
      await mounted.app.close();
    }
  });
});

describe('the spoken description in the visitor’s language', () => {
  const french = { 'accept-language': 'fr-CA,fr;q=0.9' };
  const celesteKeyIn = (locale: Locale) => {
    const spoken = spokenDescription(celeste, locale);
    return speechCacheKey(speechVoices[spoken.locale], spoken.text);
  };

  it(
    'is spoken in French for a French visitor and in English for an English one, each cached apart',
    { timeout: 90_000 },
    async () => {
      const inFrench = await getAudio(t.app, '4001', french);
      expect(inFrench.statusCode).toBe(200);
      expect(inFrench.headers.etag).toBe(`"${celesteKeyIn('fr-CA').slice(0, 32)}"`);
      // Shared caches and browsers keep one answer per language.
      expect(inFrench.headers.vary).toBe('Accept-Language, Cookie');

      const inEnglish = await getAudio(t.app, '4001');
      expect(inEnglish.headers.etag).toBe(`"${celesteKey.slice(0, 32)}"`);
      expect(inEnglish.headers.etag).not.toBe(inFrench.headers.etag);
      expect(inEnglish.rawPayload.equals(inFrench.rawPayload)).toBe(false);
      expect(readdirSync(audioCache()).sort()).toEqual(
        [`${celesteKeyIn('fr-CA')}.wav`, `${celesteKey}.wav`].sort(),
      );

      // The language the visitor chose wins over the browser's.
      const chosen = await getAudio(t.app, '4001', {
        'accept-language': 'en',
        cookie: `${LANGUAGE_COOKIE}=fr-CA`,
      });
      expect(chosen.headers.etag).toBe(inFrench.headers.etag);
    },
  );

  it('speaks the English description in the English voice to a French visitor while there is no French', async () => {
    await updateAdvisor(t, 4001, { descriptionFr: null });
    const spoken: { text: string; locale: Locale | undefined }[] = [];
    const mounted = await mountAdvisors(t, {
      dataDir: data.dir,
      speech: {
        speak: async (text, locale) => {
          spoken.push({ text, locale });
          const filePath = join(data.dir, 'spoken.wav');
          writeFileSync(filePath, markerWav('spoken'));
          return { filePath, key: 'k'.repeat(64), size: 108 };
        },
        close: async () => {},
      },
    });
    try {
      const res = await getAudio(mounted.app, '4001', french);
      expect(res.statusCode).toBe(200);
      expect(spoken).toEqual([
        { text: `Celeste Moreau, extension 4 0 0 1. ${celeste.description}`, locale: 'en' },
      ]);
    } finally {
      await mounted.app.close();
    }
  });
});

describe('a recorded greeting', () => {
  it('wins over the spoken description', async () => {
    const greeting = markerWav('recorded greeting of Marguerite');
    mkdirSync(join(data.dir, 'advisor-greetings'), { recursive: true });
    writeFileSync(join(data.dir, 'advisor-greetings', '4002.wav'), greeting);
    await updateAdvisor(t, 4002, { greetingAudioPath: '4002.wav' });

    const res = await getAudio(t.app, '4002');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.rawPayload.equals(greeting)).toBe(true);
  });

  it('cannot be read from outside the greetings folder', async () => {
    writeFileSync(join(data.dir, 'outside.wav'), markerWav('not a greeting'));
    await updateAdvisor(t, 4002, { greetingAudioPath: '../outside.wav' });
    const mounted = await mountAdvisors(t, {
      dataDir: data.dir,
      speech: {
        speak: async () => {
          const filePath = join(data.dir, 'spoken.wav');
          writeFileSync(filePath, markerWav('spoken instead'));
          return { filePath, key: 'k'.repeat(64), size: 108 };
        },
        close: async () => {},
      },
    });
    try {
      const res = await getAudio(mounted.app, '4002');
      expect(res.rawPayload.toString('latin1')).toContain('spoken instead');
    } finally {
      await mounted.app.close();
    }
  });
});

describe('an advisor that does not exist', () => {
  it.each(['4999', 'nope'])('answers %s with a JSON 404', async (agentId) => {
    const res = await getAudio(t.app, agentId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: copy.errors.notFound } });
  });
});
