// Where the seasonal decoration's shapes go (docs/product.md §1: Halloween 32 stars, 16 bats, 12 pumpkins;
// Christmas stars, snowflakes, trees; Black Friday stars, price tags, shopping bags — 32, 16
// and 12 of each). Positions look random but come from a seeded generator, so every visit and
// every render draws the same sky (no jumping on re-render, stable screenshots).
import type { ThemeMode } from '#shared/api/public-config.ts';
import { seededRandom } from '#shared/random/seeded-random.ts';
import { shapeStyles, type DecorationMotion, type DecorationShape } from './decoration-shapes.ts';

export const decorationCounts = {
  halloween: { star: 32, bat: 16, pumpkin: 12 },
  christmas: { star: 32, snowflake: 16, tree: 12 },
  blackfriday: { star: 32, priceTag: 16, shoppingBag: 12 },
} as const satisfies Partial<Record<ThemeMode, Partial<Record<DecorationShape, number>>>>;

export interface PlacedDecoration {
  key: string;
  shape: DecorationShape;
  motion: DecorationMotion;
  /** Percent of the viewport. */
  left: number;
  top: number;
  size: number;
  opacity: number;
  rotation: number;
  /** Seconds, so the shapes do not all move together. */
  delay: number;
  duration: number;
}

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

const between = (random: () => number, [low, high]: readonly [number, number]) =>
  low + random() * (high - low);
const round = (value: number) => Math.round(value * 100) / 100;

export function placeDecorations(mode: ThemeMode): PlacedDecoration[] {
  if (mode === 'default') return [];
  const counts: Partial<Record<DecorationShape, number>> = decorationCounts[mode];
  return Object.entries(counts).flatMap(([name, count]) => {
    const shape = name as DecorationShape;
    const style = shapeStyles[shape];
    const random = seededRandom(hash(`${mode}:${shape}`));
    return Array.from({ length: count ?? 0 }, (_, index) => ({
      key: `${shape}-${index}`,
      shape,
      motion: style.motion,
      left: round(random() * 100),
      top: round(random() * 100),
      size: Math.round(between(random, style.size)),
      opacity: round(between(random, style.opacity)),
      rotation: Math.round(between(random, [-20, 20])),
      delay: round(random() * 6),
      duration: round(between(random, style.motion === 'twinkle' ? [2.5, 5] : [6, 11])),
    }));
  });
}
