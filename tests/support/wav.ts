// 16-bit PCM WAV files for tests of greetings: a tone of a given length, rate and channel count.

export interface ToneOptions {
  seconds: number;
  sampleRate?: number;
  channels?: number;
  /** Hz; 0 gives silence. */
  frequency?: number;
}

export function toneWav({
  seconds,
  sampleRate = 8000,
  channels = 1,
  frequency = 440,
}: ToneOptions): Buffer {
  const frames = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(frames * channels * 2);
  for (let frame = 0; frame < frames; frame += 1) {
    const sample = Math.round(8000 * Math.sin((2 * Math.PI * frequency * frame) / sampleRate));
    for (let channel = 0; channel < channels; channel += 1) {
      data.writeInt16LE(sample, (frame * channels + channel) * 2);
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
