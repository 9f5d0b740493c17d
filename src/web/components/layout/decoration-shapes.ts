// The small shapes of the seasonal decoration (docs/product.md §1), as 24×24 SVG paths, each with the
// theme colour it is drawn in and how it moves.

export type DecorationShape =
  'star' | 'bat' | 'pumpkin' | 'snowflake' | 'tree' | 'priceTag' | 'shoppingBag';

export type DecorationMotion = 'twinkle' | 'float';

export interface ShapeStyle {
  path: string;
  /** Tailwind text colour; the path is filled with currentColor. */
  colour: string;
  motion: DecorationMotion;
  /** Drawn size range in pixels. */
  size: readonly [number, number];
  /**
   * Opacity range: faint enough that every text colour over the shape, even where the glow at
   * the top of the page is brightest, keeps its 4.5:1 (tests/e2e/accessibility.spec.ts).
   */
  opacity: readonly [number, number];
}

export const shapeStyles: Record<DecorationShape, ShapeStyle> = {
  star: {
    path: 'm12 2 2.4 7.4H22l-6.2 4.5 2.4 7.4L12 16.8l-6.2 4.5 2.4-7.4L2 9.4h7.6Z',
    colour: 'text-accent-strong',
    motion: 'twinkle',
    size: [6, 14],
    opacity: [0.1, 0.2],
  },
  bat: {
    path: 'M12 8.5c.7-1 1.2-2.2 1.3-3.5l.9 1.6h1.6c.6 2 2.4 3.4 4.6 3.2 1 0 1.9-.4 2.6-1-1 2.3-1.4 4.8-1 7.3-1-1.2-2.5-1.9-4-1.6-1.5.3-2.6 1.4-3 2.8-1-1-2.1-1.5-3-1.5s-2 .5-3 1.5c-.4-1.4-1.5-2.5-3-2.8-1.5-.3-3 .4-4 1.6.4-2.5 0-5-1-7.3.7.6 1.6 1 2.6 1 2.2.2 4-1.2 4.6-3.2h1.6l.9-1.6c.1 1.3.6 2.5 1.3 3.5Z',
    colour: 'text-ink-muted',
    motion: 'float',
    size: [22, 38],
    opacity: [0.08, 0.18],
  },
  pumpkin: {
    path: 'M12.9 3.2c.9-.5 2-.6 2.9-.3l-.4 1.3c-.6-.2-1.3-.1-1.8.2-.3.2-.5.5-.6.9 1 .2 1.9.6 2.6 1.2 1-.5 2.2-.7 3.3-.4C21.1 6.7 22.5 9.3 22.5 12.4S21.1 18.1 18.9 18.7c-1.1.3-2.3.1-3.3-.4-1 .8-2.3 1.2-3.6 1.2s-2.6-.4-3.6-1.2c-1 .5-2.2.7-3.3.4C2.9 18.1 1.5 15.5 1.5 12.4s1.4-5.7 3.6-6.3c1.1-.3 2.3-.1 3.3.4.8-.7 1.8-1.1 2.9-1.3.1-.8.6-1.6 1.6-2Z',
    colour: 'text-accent',
    motion: 'float',
    size: [20, 34],
    opacity: [0.1, 0.22],
  },
  snowflake: {
    path: 'M11 1.5h2v4.1l2.2-2.2 1.4 1.4L13 8.4v2.2l1.9-1.1 1.3-4.9 1.9.5-.8 3 3.6-2 1 1.7-3.6 2.1 3 .8-.5 1.9-4.9-1.3-1.9 1.1 1.9 1.1 4.9-1.3.5 1.9-3 .8 3.6 2.1-1 1.7-3.6-2 .8 3-1.9.5-1.3-4.9-1.9-1.1v2.2l3.6 3.6-1.4 1.4-2.2-2.2v4.1h-2v-4.1l-2.2 2.2-1.4-1.4 3.6-3.6v-2.2l-1.9 1.1-1.3 4.9-1.9-.5.8-3-3.6 2-1-1.7 3.6-2.1-3-.8.5-1.9 4.9 1.3L10 12l-1.9-1.1-4.9 1.3-.5-1.9 3-.8-3.6-2.1 1-1.7 3.6 2-.8-3 1.9-.5 1.3 4.9 1.9 1.1V8.4L7.4 4.8l1.4-1.4L11 5.6Z',
    colour: 'text-ink',
    motion: 'float',
    size: [12, 26],
    opacity: [0.1, 0.2],
  },
  tree: {
    path: 'M12 1.5 17 8h-2.2l4.2 5.5h-2.4l4.4 5.8H13.2v3.2h-2.4v-3.2H3l4.4-5.8H5L9.2 8H7Z',
    colour: 'text-emerald-400',
    motion: 'float',
    size: [20, 34],
    opacity: [0.14, 0.3],
  },
  priceTag: {
    path: 'M2.5 3.7c0-.7.5-1.2 1.2-1.2h7.6c.3 0 .6.1.9.4l9.3 9.3c.5.5.5 1.2 0 1.7l-7.6 7.6c-.5.5-1.2.5-1.7 0L2.9 12.2c-.3-.3-.4-.6-.4-.9V3.7Zm4.8 1.8a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6Z',
    colour: 'text-accent',
    motion: 'float',
    size: [16, 28],
    opacity: [0.12, 0.26],
  },
  shoppingBag: {
    path: 'M8 7V6a4 4 0 1 1 8 0v1h3.2c.5 0 .9.4 1 .9l1.2 12.9c.1.6-.4 1.2-1 1.2H3.6c-.6 0-1.1-.6-1-1.2L3.8 7.9c.1-.5.5-.9 1-.9H8Zm2 0h4V6a2 2 0 1 0-4 0v1Z',
    colour: 'text-ink-muted',
    motion: 'float',
    size: [20, 32],
    opacity: [0.12, 0.26],
  },
};
