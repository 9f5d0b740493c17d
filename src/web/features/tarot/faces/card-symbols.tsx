// The emblem drawn on each of the 29 cards' faces (docs/product.md §10.18: every card its own drawn
// face; no stock photos offline). Keys are the deck's slugs (src/server/db/seed/tarot-deck.ts),
// which the API sends as a card's id. Each emblem is line art in a 100 × 100 box, stroked in
// the theme's accent colour by the face around it; `solid` parts are filled with it.
import type { ReactElement } from 'react';

/** A minor card's suit; its word, in the page's language, is in the copy catalogue. */
export type Suit = 'cups' | 'wands' | 'swords' | 'pentacles';

export interface CardEmblem {
  /** The corner mark: the Major Arcana's Roman numeral, or the minor card's suit. */
  mark: { numeral: string } | { suit: Suit };
  draw: () => ReactElement;
}

const solid = 'fill-accent';

/** A five-pointed star centred on (cx, cy). */
function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/** Rays around (cx, cy), from r1 to r2. */
function rays(cx: number, cy: number, r1: number, r2: number, count: number, offset = 0) {
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count + offset;
    return (
      <line
        key={i}
        x1={cx + r1 * Math.cos(angle)}
        y1={cy + r1 * Math.sin(angle)}
        x2={cx + r2 * Math.cos(angle)}
        y2={cy + r2 * Math.sin(angle)}
      />
    );
  });
}

/** A chalice whose cup is centred on x, with its rim at `top`. */
function chalice(x: number, top: number, scale = 1) {
  const s = (n: number) => n * scale;
  return (
    <g>
      <path
        d={`M${x - s(16)} ${top} h${s(32)} q0 ${s(22)} -${s(16)} ${s(24)} q-${s(16)} -${s(2)} -${s(16)} -${s(24)} z`}
      />
      <line x1={x} y1={top + s(24)} x2={x} y2={top + s(36)} />
      <path d={`M${x - s(10)} ${top + s(40)} h${s(20)} l-${s(4)} -${s(4)} h-${s(12)} z`} />
    </g>
  );
}

export const cardEmblems: Record<string, CardEmblem> = {
  'the-fool': {
    mark: { numeral: '0' },
    draw: () => (
      <g>
        <circle cx="74" cy="22" r="10" />
        {rays(74, 22, 14, 19, 8)}
        <path d="M8 92 L40 92 L52 70 L92 70" />
        <line x1="30" y1="34" x2="48" y2="78" />
        <circle cx="29" cy="31" r="6" className={solid} />
        <path d="M44 66 q-8 6 -2 14" />
      </g>
    ),
  },
  'the-magician': {
    mark: { numeral: 'I' },
    draw: () => (
      <g>
        <path d="M50 20 c-8 -10 -24 -10 -24 0 s16 10 24 0 s24 -10 24 0 s-16 10 -24 0 z" />
        <line x1="50" y1="34" x2="50" y2="80" />
        <circle cx="50" cy="34" r="4" className={solid} />
        <line x1="14" y1="86" x2="86" y2="86" />
        <line x1="20" y1="86" x2="20" y2="96" />
        <line x1="80" y1="86" x2="80" y2="96" />
      </g>
    ),
  },
  'the-high-priestess': {
    mark: { numeral: 'II' },
    draw: () => (
      <g>
        <rect x="10" y="18" width="14" height="74" />
        <rect x="76" y="18" width="14" height="74" className={solid} />
        <path d="M58 30 a20 20 0 1 0 0 36 a15 15 0 1 1 0 -36 z" className={solid} />
        <line x1="30" y1="92" x2="70" y2="92" />
      </g>
    ),
  },
  'the-empress': {
    mark: { numeral: 'III' },
    draw: () => (
      <g>
        <circle cx="50" cy="36" r="18" />
        <line x1="50" y1="54" x2="50" y2="90" />
        <line x1="36" y1="74" x2="64" y2="74" />
        <path d="M16 92 q4 -30 0 -60 M16 46 l-6 -6 M16 58 l6 -6 M16 70 l-6 -6" />
        <path d="M84 92 q-4 -30 0 -60 M84 46 l6 -6 M84 58 l-6 -6 M84 70 l6 -6" />
        <polygon points={starPoints(50, 12, 6, 2.5)} className={solid} />
      </g>
    ),
  },
  'the-emperor': {
    mark: { numeral: 'IV' },
    draw: () => (
      <g>
        <path d="M26 40 L26 20 L38 32 L50 14 L62 32 L74 20 L74 40 Z" className={solid} />
        <rect x="24" y="48" width="52" height="44" />
        <path d="M24 58 q-14 -6 -12 10 q2 10 12 4" />
        <path d="M76 58 q14 -6 12 10 q-2 10 -12 4" />
        <line x1="50" y1="56" x2="50" y2="84" />
      </g>
    ),
  },
  'the-hierophant': {
    mark: { numeral: 'V' },
    draw: () => (
      <g>
        <line x1="50" y1="8" x2="50" y2="70" />
        <line x1="40" y1="18" x2="60" y2="18" />
        <line x1="34" y1="28" x2="66" y2="28" />
        <line x1="28" y1="38" x2="72" y2="38" />
        <line x1="24" y1="92" x2="76" y2="62" />
        <line x1="24" y1="62" x2="76" y2="92" />
        <circle cx="20" cy="60" r="5" />
        <circle cx="80" cy="60" r="5" />
      </g>
    ),
  },
  'the-lovers': {
    mark: { numeral: 'VI' },
    draw: () => (
      <g>
        <path d="M38 86 l-22 -24 a12 12 0 0 1 22 -14 a12 12 0 0 1 22 14 z" className={solid} />
        <path d="M62 86 l-22 -24 a12 12 0 0 1 22 -14 a12 12 0 0 1 22 14 z" />
        <circle cx="50" cy="20" r="8" />
        <path d="M42 20 q-20 -10 -30 6 M58 20 q20 -10 30 6" />
      </g>
    ),
  },
  'the-chariot': {
    mark: { numeral: 'VII' },
    draw: () => (
      <g>
        <path d="M20 36 q30 -20 60 0" />
        <polygon points={starPoints(36, 22, 4, 1.6)} className={solid} />
        <polygon points={starPoints(64, 22, 4, 1.6)} className={solid} />
        <line x1="24" y1="38" x2="24" y2="50" />
        <line x1="76" y1="38" x2="76" y2="50" />
        <rect x="20" y="50" width="60" height="26" />
        <circle cx="30" cy="84" r="10" />
        <circle cx="70" cy="84" r="10" />
      </g>
    ),
  },
  strength: {
    mark: { numeral: 'VIII' },
    draw: () => (
      <g>
        <path d="M50 14 c-6 -8 -18 -8 -18 0 s12 8 18 0 s18 -8 18 0 s-12 8 -18 0 z" />
        {rays(50, 60, 22, 34, 14)}
        <circle cx="50" cy="60" r="20" />
        <circle cx="43" cy="56" r="2.5" className={solid} />
        <circle cx="57" cy="56" r="2.5" className={solid} />
        <path d="M44 68 q6 5 12 0" />
      </g>
    ),
  },
  'the-hermit': {
    mark: { numeral: 'IX' },
    draw: () => (
      <g>
        <line x1="78" y1="8" x2="78" y2="94" />
        <line x1="40" y1="22" x2="40" y2="30" />
        <path d="M30 30 h20 l-3 34 h-14 z" />
        <polygon points={starPoints(40, 46, 8, 3.2, 6)} className={solid} />
        <line x1="28" y1="30" x2="52" y2="30" />
        <line x1="28" y1="64" x2="52" y2="64" />
      </g>
    ),
  },
  'wheel-of-fortune': {
    mark: { numeral: 'X' },
    draw: () => (
      <g>
        <circle cx="50" cy="52" r="38" />
        <circle cx="50" cy="52" r="26" />
        <circle cx="50" cy="52" r="6" className={solid} />
        {rays(50, 52, 6, 38, 8, Math.PI / 8)}
      </g>
    ),
  },
  justice: {
    mark: { numeral: 'XI' },
    draw: () => (
      <g>
        <line x1="50" y1="8" x2="50" y2="92" />
        <path d="M44 14 l6 -8 l6 8" />
        <line x1="16" y1="28" x2="84" y2="28" />
        <path d="M16 28 l-10 26 h20 z M84 28 l-10 26 h20 z" />
        <line x1="36" y1="92" x2="64" y2="92" />
      </g>
    ),
  },
  'the-hanged-man': {
    mark: { numeral: 'XII' },
    draw: () => (
      <g>
        <line x1="14" y1="10" x2="86" y2="10" />
        <line x1="22" y1="10" x2="22" y2="94" />
        <line x1="78" y1="10" x2="78" y2="94" />
        <line x1="50" y1="10" x2="50" y2="22" />
        <path d="M50 22 l-10 14 l10 6 M50 22 v36" />
        <path d="M50 58 l-12 10 M50 58 l12 10" />
        <circle cx="50" cy="80" r="9" className={solid} />
      </g>
    ),
  },
  death: {
    mark: { numeral: 'XIII' },
    draw: () => (
      <g>
        <path d="M28 46 a22 24 0 1 1 44 0 q0 14 -8 18 v12 h-28 v-12 q-8 -4 -8 -18 z" />
        <circle cx="41" cy="46" r="6" className={solid} />
        <circle cx="59" cy="46" r="6" className={solid} />
        <path d="M50 54 l-4 8 h8 z" className={solid} />
        <line x1="44" y1="68" x2="44" y2="76" />
        <line x1="56" y1="68" x2="56" y2="76" />
        <line x1="50" y1="68" x2="50" y2="76" />
      </g>
    ),
  },
  temperance: {
    mark: { numeral: 'XIV' },
    draw: () => (
      <g>
        <path d="M12 22 h24 l-4 24 h-16 z" />
        <path d="M64 58 h24 l-4 24 h-16 z" className={solid} />
        <path d="M30 30 q34 2 44 28" />
        <path d="M28 38 q30 6 40 22" />
        <polygon points={starPoints(76, 20, 7, 3)} className={solid} />
      </g>
    ),
  },
  'the-devil': {
    mark: { numeral: 'XV' },
    draw: () => (
      <g>
        <path d="M34 34 q-18 -10 -16 -28 q8 16 24 20" />
        <path d="M66 34 q18 -10 16 -28 q-8 16 -24 20" />
        <path d="M32 34 h36 l-6 30 l-12 8 l-12 -8 z" className={solid} />
        <circle cx="26" cy="86" r="6" />
        <circle cx="40" cy="86" r="6" />
        <circle cx="54" cy="86" r="6" />
        <circle cx="68" cy="86" r="6" />
      </g>
    ),
  },
  'the-tower': {
    mark: { numeral: 'XVI' },
    draw: () => (
      <g>
        <path d="M34 94 V30 h32 V94" />
        <path d="M30 30 h40 l-4 -10 h-32 z" className={solid} />
        <rect x="45" y="44" width="10" height="14" />
        <path d="M84 4 L62 32 h12 L56 58" />
        <line x1="22" y1="94" x2="78" y2="94" />
      </g>
    ),
  },
  'the-star': {
    mark: { numeral: 'XVII' },
    draw: () => (
      <g>
        <polygon points={starPoints(50, 42, 30, 12, 8)} className={solid} />
        <polygon points={starPoints(16, 16, 6, 2.4, 8)} />
        <polygon points={starPoints(84, 18, 6, 2.4, 8)} />
        <polygon points={starPoints(18, 80, 6, 2.4, 8)} />
        <polygon points={starPoints(84, 82, 6, 2.4, 8)} />
        <path d="M30 92 q20 -10 40 0" />
      </g>
    ),
  },
  'the-moon': {
    mark: { numeral: 'XVIII' },
    draw: () => (
      <g>
        <path d="M62 10 a28 28 0 1 0 0 52 a22 22 0 1 1 0 -52 z" className={solid} />
        <path d="M10 94 V70 h12 V94 M78 94 V70 h12 V94" />
        <path d="M8 70 l3 -4 h10 l3 4 M76 70 l3 -4 h10 l3 4" />
        <path d="M40 94 q10 -20 20 0" />
      </g>
    ),
  },
  'the-sun': {
    mark: { numeral: 'XIX' },
    draw: () => (
      <g>
        <circle cx="50" cy="50" r="22" className={solid} />
        {rays(50, 50, 28, 44, 12)}
        {rays(50, 50, 28, 36, 12, Math.PI / 12)}
      </g>
    ),
  },
  judgement: {
    mark: { numeral: 'XX' },
    draw: () => (
      <g>
        <path d="M18 30 L64 48 l18 -14 v40 l-18 -14 L18 42 z" className={solid} />
        {rays(86, 54, 4, 12, 5, -Math.PI / 2.6)}
        <path d="M30 42 v22 h16 v-22" />
        <line x1="30" y1="53" x2="46" y2="53" />
        <path d="M14 94 q10 -16 20 0 M40 94 q10 -16 20 0 M66 94 q10 -16 20 0" />
      </g>
    ),
  },
  'the-world': {
    mark: { numeral: 'XXI' },
    draw: () => (
      <g>
        <ellipse cx="50" cy="52" rx="26" ry="38" />
        <ellipse cx="50" cy="52" rx="20" ry="32" />
        <path d="M50 14 l-4 -6 M50 14 l4 -6 M50 90 l-4 6 M50 90 l4 6" />
        <circle cx="10" cy="12" r="5" className={solid} />
        <circle cx="90" cy="12" r="5" className={solid} />
        <circle cx="10" cy="92" r="5" className={solid} />
        <circle cx="90" cy="92" r="5" className={solid} />
      </g>
    ),
  },
  'ace-of-cups': {
    mark: { suit: 'cups' },
    draw: () => (
      <g>
        <g className={solid}>{chalice(50, 36, 1.4)}</g>
        <path d="M32 30 q-6 -14 4 -24 M50 28 v-20 M68 30 q6 -14 -4 -24" />
      </g>
    ),
  },
  'ace-of-wands': {
    mark: { suit: 'wands' },
    draw: () => (
      <g>
        <path d="M40 94 L60 10" strokeWidth="7" />
        <path d="M54 32 q12 -6 16 -16 q-12 2 -16 16 z" className={solid} />
        <path d="M48 56 q-14 -4 -20 -14 q14 0 20 14 z" className={solid} />
        <path d="M58 14 q10 -2 14 -10" />
      </g>
    ),
  },
  'ace-of-swords': {
    mark: { suit: 'swords' },
    draw: () => (
      <g>
        <path d="M50 6 l6 12 v54 h-12 v-54 z" className={solid} />
        <line x1="30" y1="72" x2="70" y2="72" />
        <line x1="50" y1="72" x2="50" y2="90" />
        <circle cx="50" cy="94" r="4" />
        <path d="M28 44 l6 -12 l8 8 l8 -12 l8 12 l8 -8 l6 12" />
      </g>
    ),
  },
  'ace-of-pentacles': {
    mark: { suit: 'pentacles' },
    draw: () => (
      <g>
        <circle cx="50" cy="50" r="40" />
        <circle cx="50" cy="50" r="32" />
        <polygon points={starPoints(50, 51, 30, 11.5)} className={solid} />
      </g>
    ),
  },
  'two-of-cups': {
    mark: { suit: 'cups' },
    draw: () => (
      <g>
        {chalice(28, 48)}
        <g className={solid}>{chalice(72, 48)}</g>
        <circle cx="50" cy="20" r="6" />
        <path d="M44 20 q-14 -14 -26 -4 q10 2 26 10 M56 20 q14 -14 26 -4 q-10 2 -26 10" />
      </g>
    ),
  },
  'ten-of-cups': {
    mark: { suit: 'cups' },
    draw: () => (
      <g>
        <path d="M6 60 a44 44 0 0 1 88 0" />
        <path d="M16 60 a34 34 0 0 1 68 0" />
        {[
          [14, 70],
          [32, 70],
          [50, 70],
          [68, 70],
          [86, 70],
          [23, 86],
          [41, 86],
          [59, 86],
          [77, 86],
          [50, 36],
        ].map(([x = 0, y = 0]) => (
          <path key={`${x}-${y}`} d={`M${x - 6} ${y - 6} h12 q0 8 -6 9 q-6 -1 -6 -9 z`} />
        ))}
      </g>
    ),
  },
  'knight-of-wands': {
    mark: { suit: 'wands' },
    draw: () => (
      <g>
        <path d="M30 94 V56 q0 -26 22 -30 q16 -2 22 12 l-8 6 l8 10 h-16 l-4 40" />
        <path d="M52 26 q-6 -14 6 -20 q-2 10 8 14" className={solid} />
        <line x1="38" y1="52" x2="56" y2="52" />
        <path d="M86 8 L70 94" strokeWidth="6" />
        <path d="M82 20 q8 -2 10 -10 q-8 2 -10 10 z" className={solid} />
      </g>
    ),
  },
};

/** For a card this build does not know (a deck grown on the server): a plain star. */
export const unknownEmblem: CardEmblem = {
  mark: { numeral: '' },
  draw: () => <polygon points={starPoints(50, 52, 36, 15)} className={solid} />,
};
