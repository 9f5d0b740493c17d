// docs/product.md §10.17: an advisor without an uploaded photo gets an illustrated portrait chosen by a
// stable hash of the name from the female or the male set (female when the gender is unknown).
// The hash is SHA-256, not a language's string hash, so the choice survives any runtime or
// restart: the same name always gives the same portrait. Case and spacing of the name do not
// count, so correcting "celeste  moreau" to "Celeste Moreau" keeps the face.
import { createHash } from 'node:crypto';
import { femalePortraits } from './female-portraits.ts';
import { malePortraits } from './male-portraits.ts';
import type { PortraitTraits } from './portrait-traits.ts';
import { renderPortrait } from './render-portrait.ts';

export type PortraitGender = 'female' | 'male';

export function portraitSet(gender: PortraitGender | null | undefined): readonly PortraitTraits[] {
  return gender === 'male' ? malePortraits : femalePortraits;
}

/** The position in a set of `size` portraits that this name always gets. */
export function portraitIndex(name: string, size: number): number {
  const key = name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return createHash('sha256').update(key).digest().readUInt32BE(0) % size;
}

/** The portrait of an advisor, as an SVG document. */
export function portraitFor(name: string, gender: PortraitGender | null | undefined): string {
  const set = portraitSet(gender);
  const traits = set[portraitIndex(name, set.length)];
  // Unreachable: the index is always within the set.
  if (!traits) throw new Error('portrait index out of range');
  return renderPortrait(traits);
}
