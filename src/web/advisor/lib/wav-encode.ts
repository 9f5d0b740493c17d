// The greeting as the server takes it (docs/decisions/050): the machines have no ffmpeg, so the
// browser decodes whatever audio it can (a file, or a recording) and sends 16-bit PCM WAV, mono
// at the decoded rate; the server converts it to what the phone line plays.

/** What the encoder needs of a decoded AudioBuffer. */
export interface DecodedAudio {
  sampleRate: number;
  numberOfChannels: number;
  length: number;
  getChannelData(channel: number): Float32Array;
}

/** Mono 16-bit PCM WAV of the decoded audio (channels averaged, samples clipped). */
export function encodeMonoWav(audio: DecodedAudio): Blob {
  const { sampleRate, numberOfChannels, length } = audio;
  const bytes = new ArrayBuffer(44 + length * 2);
  const view = new DataView(bytes);
  const write = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1) {
      view.setUint8(offset + index, text.charCodeAt(index));
    }
  };
  write(0, 'RIFF');
  view.setUint32(4, 36 + length * 2, true);
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
  view.setUint32(40, length * 2, true);
  const channels = Array.from({ length: numberOfChannels }, (_, index) =>
    audio.getChannelData(index),
  );
  for (let frame = 0; frame < length; frame += 1) {
    let sum = 0;
    for (const channel of channels) sum += channel[frame] ?? 0;
    const sample = Math.max(-1, Math.min(1, sum / numberOfChannels));
    view.setInt16(44 + frame * 2, Math.round(sample * 32767), true);
  }
  return new Blob([bytes], { type: 'audio/wav' });
}

/** Decodes any audio the browser can read; null when it cannot. */
export async function decodeAudio(data: ArrayBuffer): Promise<DecodedAudio | null> {
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  const context = new Context();
  try {
    return await context.decodeAudioData(data);
  } catch {
    return null;
  } finally {
    void context.close();
  }
}
