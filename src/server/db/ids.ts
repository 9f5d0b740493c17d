// Row ids: UUIDv7 (RFC 9562) as text. The first 48 bits are the Unix time in milliseconds, so
// ordering by id follows creation; within one millisecond a 12-bit counter (rand_a, RFC 9562
// §6.2 method 1) keeps ids from this process strictly increasing. The rest is random.
import { getRandomValues } from 'node:crypto';
import { sql, type Expression, type RawBuilder } from 'kysely';

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

/**
 * Ids for the rows of one set-based INSERT … SELECT, made by the database in SQL both dialects
 * run: a fresh newId()'s first 24 characters (its instant, its counter, random bits), then the
 * row's number in `order` as 12 decimal digits (decimal digits are hex digits, so each is still a
 * UUIDv7). No two newId() calls of this process share those 24 characters, so every row of every
 * statement gets its own id, and ids still follow creation. (Two processes would need the same
 * millisecond and 25 equal random bits; the primary key would then refuse the second statement.)
 */
export function numberedIds(order: Expression<unknown>): RawBuilder<string> {
  const prefix = newId().slice(0, 24);
  const rowNumber = sql`row_number() over (order by ${order})`;
  return sql<string>`cast(${prefix} as text) || substr(cast(${sql.lit(1e12)} + ${rowNumber} as text), 2)`;
}
