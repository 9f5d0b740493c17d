// Greetings advisors send from their app (docs/decisions/050). The machines have no ffmpeg, so the
// browser decodes whatever audio it can and sends 16-bit PCM WAV; here the file is read by its
// content (a RIFF/WAVE container with a PCM `fmt ` chunk and a `data` chunk, nothing else
// accepted), its length checked, and it is converted to what the phone line plays: mono, 8 kHz,
// 16-bit PCM WAV (channels averaged, then resampled by linear interpolation after a moving-average
// low-pass, which is enough for a voice on a telephone line).

import { GREETING_MAX_SECONDS, GREETING_MIN_SECONDS } from '#shared/api/advisor/profile.ts';

/** A telephone line's rate: the line plays the greeting before a first call, the board too. */
export const LINE_SAMPLE_RATE = 8000;

export type WavProblem = 'notWav' | 'notPcm16' | 'empty' | 'silent' | 'tooShort' | 'tooLong';

/** Peaks under this (about -54 dBFS) are a muted microphone, not a voice. */
const SILENCE_PEAK = 64;

export class WavRefused extends Error {
  constructor(readonly problem: WavProblem) {
    super(`greeting refused: ${problem}`);
  }
}

export interface PcmAudio {
  sampleRate: number;
  channels: number;
  /** Interleaved samples, one Int16 per channel per frame. */
  samples: Int16Array;
}

const ascii = (bytes: Uint8Array, start: number) =>
  String.fromCharCode(...bytes.subarray(start, start + 4));

/** Reads a 16-bit PCM WAV; WavRefused('notWav' | 'notPcm16' | 'empty') otherwise. */
export function parseWav(bytes: Uint8Array): PcmAudio {
  if (bytes.length < 12 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE') {
    throw new WavRefused('notWav');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: { channels: number; sampleRate: number } | null = null;
  let data: Uint8Array | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const start = offset + 8;
    // A streaming recorder may write a data size it could not know yet: read what is there.
    const end = Math.min(start + size, bytes.length);
    if (id === 'fmt ') {
      if (end - start < 16) throw new WavRefused('notWav');
      const audioFormat = view.getUint16(start, true);
      const channels = view.getUint16(start + 2, true);
      const sampleRate = view.getUint32(start + 4, true);
      const bitsPerSample = view.getUint16(start + 14, true);
      // 1: PCM; 0xFFFE: WAVE_FORMAT_EXTENSIBLE, whose sub-format is PCM for 16 bits in practice.
      const pcm = audioFormat === 1 || (audioFormat === 0xfffe && end - start >= 26);
      if (!pcm || bitsPerSample !== 16 || channels < 1 || channels > 8 || sampleRate < 4000) {
        throw new WavRefused('notPcm16');
      }
      if (sampleRate > 192_000) throw new WavRefused('notPcm16');
      format = { channels, sampleRate };
    } else if (id === 'data') {
      data = bytes.subarray(start, end);
      break;
    }
    offset = start + size + (size % 2);
  }
  if (format === null || data === null) throw new WavRefused('notWav');
  const frameBytes = 2 * format.channels;
  const frames = Math.floor(data.length / frameBytes);
  if (frames === 0) throw new WavRefused('empty');
  const samples = new Int16Array(frames * format.channels);
  const dataView = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let index = 0; index < samples.length; index += 1) {
    samples[index] = dataView.getInt16(index * 2, true);
  }
  return { ...format, samples };
}

/** Averages the channels of each frame. */
export function mixDown(audio: PcmAudio): Float32Array {
  const { channels, samples } = audio;
  const frames = samples.length / channels;
  const mono = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel += 1) {
      sum += samples[frame * channels + channel] ?? 0;
    }
    mono[frame] = sum / channels;
  }
  return mono;
}

/**
 * Resamples mono audio to `toRate`: when lowering the rate, a moving average over the ratio first
 * (so what the lower rate cannot carry does not fold back as noise), then linear interpolation.
 */
export function resample(mono: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return mono;
  const ratio = fromRate / toRate;
  let source = mono;
  const width = Math.floor(ratio);
  if (width > 1) {
    source = new Float32Array(mono.length);
    let sum = 0;
    for (let index = 0; index < mono.length; index += 1) {
      sum += mono[index] ?? 0;
      if (index >= width) sum -= mono[index - width] ?? 0;
      source[index] = sum / Math.min(index + 1, width);
    }
  }
  const length = Math.max(1, Math.round(mono.length / ratio));
  const out = new Float32Array(length);
  for (let index = 0; index < length; index += 1) {
    const position = index * ratio;
    const before = Math.floor(position);
    const fraction = position - before;
    const a = source[Math.min(before, source.length - 1)] ?? 0;
    const b = source[Math.min(before + 1, source.length - 1)] ?? 0;
    out[index] = a + (b - a) * fraction;
  }
  return out;
}

/** A mono 16-bit PCM WAV file of these samples (clipped to the 16-bit range). */
export function encodeWav(mono: Float32Array, sampleRate: number): Uint8Array {
  const bytes = new Uint8Array(44 + mono.length * 2);
  const view = new DataView(bytes.buffer);
  const write = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1) {
      bytes[offset + index] = text.charCodeAt(index);
    }
  };
  write(0, 'RIFF');
  view.setUint32(4, 36 + mono.length * 2, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  write(36, 'data');
  view.setUint32(40, mono.length * 2, true);
  for (let index = 0; index < mono.length; index += 1) {
    const sample = Math.max(-32768, Math.min(32767, Math.round(mono[index] ?? 0)));
    view.setInt16(44 + index * 2, sample, true);
  }
  return bytes;
}

/**
 * The greeting as the line plays it (mono, 8 kHz, 16-bit PCM WAV) and its length in seconds;
 * WavRefused when it is not a 16-bit PCM WAV, empty, silent, shorter than GREETING_MIN_SECONDS or longer
 * than GREETING_MAX_SECONDS.
 */
export function greetingForTheLine(bytes: Uint8Array): { wav: Uint8Array; seconds: number } {
  const audio = parseWav(bytes);
  const seconds = audio.samples.length / audio.channels / audio.sampleRate;
  if (seconds < GREETING_MIN_SECONDS) throw new WavRefused('tooShort');
  if (seconds > GREETING_MAX_SECONDS) throw new WavRefused('tooLong');
  if (!audio.samples.some((sample) => Math.abs(sample) >= SILENCE_PEAK)) {
    throw new WavRefused('silent');
  }
  const mono = resample(mixDown(audio), audio.sampleRate, LINE_SAMPLE_RATE);
  return { wav: encodeWav(mono, LINE_SAMPLE_RATE), seconds: mono.length / LINE_SAMPLE_RATE };
}
