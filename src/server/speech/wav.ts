// Just enough of the WAV format to recognise a file as one.

/** True for a RIFF/WAVE file: "RIFF", a length, "WAVE", then its chunks. */
export function isWav(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 44) return false;
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  return tag(0) === 'RIFF' && tag(8) === 'WAVE';
}
