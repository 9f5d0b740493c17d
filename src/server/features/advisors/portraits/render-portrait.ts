// Draws one portrait as a square SVG: sky, then the person from back to front. The drawing is a
// pure function of the traits, so a portrait never changes unless its traits do.
import { accessories, beard, features, head, hood, mouth, torso } from './figure.ts';
import { hairLayers } from './hair.ts';
import type { PortraitTraits } from './portrait-traits.ts';
import { skyBackground, skyGradient, sparkleDef } from './sky.ts';

export function renderPortrait(traits: PortraitTraits): string {
  const hair = hairLayers(traits.hair.style, traits.hair.color);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400">',
    `<defs>${skyGradient(traits.sky)}${sparkleDef}</defs>`,
    skyBackground(traits.motif),
    hood(traits),
    hair.back,
    torso(traits),
    head(traits),
    features(traits),
    beard(traits),
    mouth(traits),
    hair.front,
    accessories(traits),
    '</svg>',
  ].join('');
}
