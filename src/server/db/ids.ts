// Row ids: UUIDv7 (RFC 9562) as text. The first 48 bits are the Unix time in milliseconds, so
// ordering by id follows creation; within one millisecond a 12-bit counter (rand_a, RFC 9562
// §6.2 method 1) keeps ids from this process strictly increasing. The rest is random.
import { getRandomValues } from 'node:crypto';

let lastMillis = -1;
let counter = 0;

export function newId(): string {
  const bytes = getRandomValues(new Uint8Array(16));
  let millis = Date.now();
  if (millis <= lastMillis) {
    // Same millisecond (or the clock stepped back): count on from the last id.
    millis = lastMillis;
    counter += 1;
    if (counter > 0xfff) {
      millis += 1;
      counter = 0;
    }
  } else {
    // Start each millisecond at a random point in the lower half, leaving room to count.
    counter = ((bytes[6] ?? 0) & 0x07) * 256 + (bytes[7] ?? 0);
  }
  lastMillis = millis;

  // 48-bit big-endian timestamp.
  let rest = millis;
  for (let i = 5; i >= 0; i -= 1) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  bytes[6] = 0x70 | (counter >> 8); // version 7
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f); // variant 10

  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
