// What makes one illustrated portrait different from another. The sets in female-portraits.ts
// and male-portraits.ts are lists of these; render-portrait.ts draws them.

export type HairStyle =
  // Mostly worn by the female set, though nothing stops either set using any style.
  | 'long'
  | 'waves'
  | 'bob'
  | 'curls'
  | 'bun'
  | 'braids'
  | 'pixie'
  | 'headscarf'
  // Mostly worn by the male set.
  | 'crop'
  | 'quiff'
  | 'short-curls'
  | 'shaved'
  | 'top-knot'
  | 'shoulder';

export type OutfitStyle = 'v-neck' | 'round-neck' | 'hooded-cloak' | 'collar';
export type SkyMotif = 'moon' | 'stars' | 'aurora' | 'halo';
export type Accessory = 'hoops' | 'studs' | 'pendant' | 'circlet' | 'third-eye' | 'glasses';
export type Beard = 'full' | 'stubble' | 'goatee' | 'moustache';
/** The shape of the shoulders and neck. */
export type Build = 'slender' | 'broad';

export interface PortraitTraits {
  build: Build;
  skin: string;
  hair: { style: HairStyle; color: string };
  eyes: 'open' | 'closed';
  lips: string;
  outfit: { style: OutfitStyle; color: string; trim: string };
  /** The night sky's top and bottom colours. */
  sky: readonly [top: string, bottom: string];
  motif: SkyMotif;
  accessories?: readonly Accessory[];
  beard?: Beard;
}
