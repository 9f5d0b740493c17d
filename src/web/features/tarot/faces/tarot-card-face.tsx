// A card's drawn face (DECISIONS.md 18): a gilded frame, the card's numeral or suit, its own
// emblem, and its name, all in one SVG that scales with its tile. The name is drawn and is also
// the image's accessible name. Colours are the theme's tokens, so a seasonal theme repaints it.
import type { TarotCard } from '#shared/api/tarot.ts';
import { cardEmblems, unknownEmblem } from './card-symbols.tsx';

/** Names longer than this are drawn condensed to fit the band. */
const FITS_WITHOUT_SQUEEZING = 13;

export function TarotCardFace({ card, className }: { card: TarotCard; className?: string }) {
  const emblem = cardEmblems[card.id] ?? unknownEmblem;
  return (
    <svg
      viewBox="0 0 120 200"
      role="img"
      aria-label={card.name}
      data-card={card.id}
      className={className ?? 'block h-auto w-full'}
    >
      <rect
        x="2"
        y="2"
        width="116"
        height="196"
        rx="10"
        className="fill-surface-raised stroke-accent"
        strokeWidth="3"
      />
      <rect
        x="9"
        y="9"
        width="102"
        height="182"
        rx="6"
        fill="none"
        className="stroke-accent"
        strokeOpacity="0.5"
        strokeWidth="1.5"
      />
      {emblem.mark ? (
        <text
          x="60"
          y="28"
          textAnchor="middle"
          className="fill-accent font-display"
          fontSize={emblem.mark.length > 5 ? 10 : 13}
          fontWeight="700"
          letterSpacing="1"
        >
          {emblem.mark}
        </text>
      ) : null}
      <g
        transform="translate(10 40)"
        fill="none"
        className="stroke-accent"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {emblem.draw()}
      </g>
      <line x1="16" y1="156" x2="104" y2="156" className="stroke-accent" strokeOpacity="0.5" />
      <text
        x="60"
        y="177"
        textAnchor="middle"
        className="fill-ink font-display"
        fontSize="12"
        fontWeight="600"
        {...(card.name.length > FITS_WITHOUT_SQUEEZING
          ? { textLength: 96, lengthAdjust: 'spacingAndGlyphs' }
          : {})}
      >
        {card.name}
      </text>
    </svg>
  );
}
