// The greeting's conversion to what the line plays (docs/decisions/050), in pure TypeScript.
import { describe, expect, it } from 'vitest';
import { toneWav } from '#tests/support/wav.ts';
import {
  encodeWav,
  greetingForTheLine,
  LINE_SAMPLE_RATE,
  mixDown,
  parseWav,
  resample,
  WavRefused,
} from './wav.ts';

const problemOf = (bytes: Uint8Array) => {
  try {
    greetingForTheLine(bytes);
  } catch (error) {
    if (error instanceof WavRefused) return error.problem;
    throw error;
  }
  return null;
};

describe('greetingForTheLine', () => {
  it('turns a stereo 44.1 kHz greeting into mono 8 kHz 16-bit of the same length', () => {
    const { wav, seconds } = greetingForTheLine(
      toneWav({ seconds: 2.5, sampleRate: 44_100, channels: 2 }),
    );
    const audio = parseWav(wav);
    expect(audio.channels).toBe(1);
    expect(audio.sampleRate).toBe(LINE_SAMPLE_RATE);
    expect(audio.samples.length).toBe(2.5 * LINE_SAMPLE_RATE);
    expect(seconds).toBeCloseTo(2.5, 3);
    // The tone survives: its peak is near the 8000 it was written at.
    expect(Math.max(...audio.samples)).toBeGreaterThan(7000);
  });

  it('refuses what is not a PCM WAV by its content, whatever its name', () => {
    expect(problemOf(new TextEncoder().encode('<html>not audio at all</html>'))).toBe('notWav');
    const eightBit = toneWav({ seconds: 2 });
    eightBit.writeUInt16LE(8, 34);
    expect(problemOf(eightBit)).toBe('notPcm16');
    const float = toneWav({ seconds: 2 });
    float.writeUInt16LE(3, 20);
    expect(problemOf(float)).toBe('notPcm16');
  });

  it('refuses an empty, silent, too short or too long greeting', () => {
    expect(problemOf(toneWav({ seconds: 0 }))).toBe('empty');
    expect(problemOf(toneWav({ seconds: 2, frequency: 0 }))).toBe('silent');
    expect(problemOf(toneWav({ seconds: 0.5 }))).toBe('tooShort');
    expect(problemOf(toneWav({ seconds: 61 }))).toBe('tooLong');
    expect(problemOf(toneWav({ seconds: 60 }))).toBeNull();
  });

  it('reads past other chunks to the data, and a data size a recorder left unknown', () => {
    const plain = toneWav({ seconds: 1.5 });
    const list = Buffer.from('LIST\x04\x00\x00\x00INFO', 'latin1');
    const withList = Buffer.concat([plain.subarray(0, 36), list, plain.subarray(36)]);
    expect(parseWav(withList).samples.length).toBe(1.5 * 8000);
    const streamed = Buffer.from(plain);
    streamed.writeUInt32LE(0xffffffff, 40);
    expect(parseWav(streamed).samples.length).toBe(1.5 * 8000);
  });
});

describe('the conversion steps', () => {
  it('averages the channels of each frame', () => {
    const mono = mixDown({
      sampleRate: 8000,
      channels: 2,
      samples: Int16Array.from([100, 300, -50, 50]),
    });
    expect([...mono]).toEqual([200, 0]);
  });

  it('resamples to the length the new rate gives, keeping a constant level', () => {
    const out = resample(new Float32Array(48_000).fill(1000), 48_000, 8000);
    expect(out.length).toBe(8000);
    expect(out[4000]).toBeCloseTo(1000, 3);
    expect(resample(Float32Array.from([1, 2]), 8000, 8000)).toEqual(Float32Array.from([1, 2]));
  });

  it('writes a WAV its own reader reads back, clipping past the 16-bit range', () => {
    const audio = parseWav(encodeWav(Float32Array.from([0, 40_000, -40_000, 12]), 8000));
    expect([...audio.samples]).toEqual([0, 32767, -32768, 12]);
  });
});
