// A card's drawn face (docs/product.md §10.18): a gilded frame, the card's numeral or suit, its own
// emblem, and its name, all in one SVG that scales with its tile. The name is drawn and is also
// the image's accessible name. Colours are the theme's tokens, so a seasonal theme repaints it.
// The name comes from the server in the page's language; a card without a French name comes in
// English, and the image is then marked lang="en", since its name is what a screen reader says.
import type { TarotCard } from '#shared/api/tarot.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { cardEmblems, unknownEmblem, type CardEmblem } from './card-symbols.tsx';

/** The corner's text: a numeral, or the suit in the page's language. */
const markText = (mark: CardEmblem['mark']) =>
  'suit' in mark ? accountCopy.tarotGame.suits[mark.suit] : mark.numeral;

/** Names longer than this are drawn condensed to fit the band. */
const FITS_WITHOUT_SQUEEZING = 13;

export function TarotCardFace({ card, className }: { card: TarotCard; className?: string }) {
  const emblem = cardEmblems[card.id] ?? unknownEmblem;
  const mark = markText(emblem.mark);
  return (
    <svg
      viewBox="0 0 120 200"
      role="img"
      aria-label={card.name}
      lang={card.lang}
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
      {mark ? (
        <text
          x="60"
          y="28"
          textAnchor="middle"
          className="fill-accent font-display"
          fontSize={mark.length > 5 ? 10 : 13}
          fontWeight="700"
          letterSpacing="1"
        >
          {mark}
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
